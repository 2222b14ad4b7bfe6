import { MESSAGES } from '@portal/rules';
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

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : MESSAGES.generic;
}

/**
 * The saving snackbar and the save-error dialog as one state: "Saving…" while any tracked save runs, then
 * "Saved" for a few seconds; a failure hides the snackbar and opens the dialog with the error's message.
 */
export function createSaveTracker(savedVisibleMs: number = SAVED_VISIBLE_MS): SaveTracker {
  let state: SaveStatus = IDLE;
  let pending = 0;
  let hideTimer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  function update(next: SaveStatus) {
    state = next;
    for (const listener of listeners) listener();
  }

  function cancelHide() {
    if (hideTimer !== null) clearTimeout(hideTimer);
    hideTimer = null;
  }

  function settle(labels: SaveLabels | undefined, error: unknown, failed: boolean) {
    pending -= 1;
    if (failed) {
      cancelHide();
      update({ snackbar: pending > 0 ? 'saving' : 'hidden', text: pending > 0 ? state.text : '', error: messageOf(error) });
      return;
    }
    if (pending > 0) return;
    update({ ...state, snackbar: 'saved', text: labels?.saved ?? SAVED_TEXT });
    hideTimer = setTimeout(() => {
      hideTimer = null;
      update({ ...state, snackbar: 'hidden', text: '' });
    }, savedVisibleMs);
  }

  return {
    track<T>(promise: Promise<T>, labels?: SaveLabels): Promise<T> {
      pending += 1;
      cancelHide();
      update({ ...state, snackbar: 'saving', text: labels?.saving ?? SAVING_TEXT });
      return promise.then(
        (value) => {
          settle(labels, null, false);
          return value;
        },
        (error: unknown) => {
          settle(labels, error, true);
          throw error;
        },
      );
    },
    closeError() {
      if (state.error !== null) update({ ...state, error: null });
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
