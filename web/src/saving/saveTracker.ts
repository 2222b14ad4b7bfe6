import { MESSAGES } from '@portal/rules';
import { createSaveIndicator } from '../lib/saveIndicator';
import { GraphQLRequestError } from '../relay/GraphQLRequestError';
import { SAVED_TEXT, SAVED_VISIBLE_MS, SAVING_TEXT, type SaveLabels } from './saveTexts';

type SnackbarPhase = 'hidden' | 'saving' | 'saved';

export interface SaveStatus {
  snackbar: SnackbarPhase;
  text: string;
  /** The details of the last failed save while its dialog is open (ERR-055), else null. */
  error: string | null;
}

export interface SaveTracker {
  track<T>(promise: Promise<T>, labels?: SaveLabels): Promise<T>;
  closeError(): void;
  getState(): SaveStatus;
  subscribe(listener: () => void): () => void;
}

export const IDLE: SaveStatus = { snackbar: 'hidden', text: '', error: null };

/** The dialog's words: the failure's own, or the write's ERR text where the failure has none but ERR-002's. */
function messageOf(error: unknown, failure: string | undefined): string {
  const own = error instanceof Error && error.message ? error.message : MESSAGES.generic;
  return own === MESSAGES.generic && failure ? failure : own;
}

/** Bad input placed by its fields (BAD_USER_INPUT with `fields`) is said there, once: no dialog (issue #26). */
function belongsToFields(error: unknown): boolean {
  return error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT' && Object.keys(error.fields).length > 0;
}


/**
 * The saving snackbar and the save-error dialog as one state, on the kit's save indicator: "Saving…" while any
 * tracked save runs, then "Saved" for a few seconds; a failure hides the snackbar and opens the dialog with the
 * error's message.
 */
export function createSaveTracker(savedVisibleMs: number = SAVED_VISIBLE_MS): SaveTracker {
  const indicator = createSaveIndicator({ hideAfterMs: savedVisibleMs, failure: 'hide' });
  const texts = { saving: SAVING_TEXT, saved: SAVED_TEXT };
  let error: string | null = null;
  let state: SaveStatus = IDLE;
  const listeners = new Set<() => void>();

  const refresh = () => {
    const { phase } = indicator.current();
    const snackbar: SnackbarPhase = phase === 'saving' || phase === 'saved' ? phase : 'hidden';
    const text = snackbar === 'hidden' ? '' : texts[snackbar];
    if (state.snackbar === snackbar && state.text === text && state.error === error) return;
    state = { snackbar, text, error };
    for (const listener of listeners) listener();
  };
  indicator.subscribe(refresh);

  return {
    track<T>(promise: Promise<T>, labels?: SaveLabels): Promise<T> {
      texts.saving = labels?.saving ?? SAVING_TEXT;
      const saved = promise.then((value) => {
        texts.saved = labels?.saved ?? SAVED_TEXT;
        return value;
      });
      return indicator.track(saved).catch((failure: unknown) => {
        if (!belongsToFields(failure)) {
          error = messageOf(failure, labels?.failure);
        }
        refresh();
        throw failure;
      });
    },
    closeError() {
      error = null;
      refresh();
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
