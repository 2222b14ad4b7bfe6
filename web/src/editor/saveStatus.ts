import { MESSAGES } from '@portal/rules';

/** The edit view's save status (EDITOR-010, CONST-011). */

/** CONST-011. */
export const EDITOR_STATUS_HIDE_MS = 6000;

export type EditorSaveState = 'hide' | 'saving' | 'saved' | 'error';

export interface EditorTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: never): void;
}

export interface EditorSaveStatus {
  current(): EditorSaveState;
  saving(): void;
  saved(): void;
  failed(): void;
  dispose(): void;
}

/** EDITOR-010: hide → saving → saved | error, then hide again 6 s later (a new save cancels the wait). */
export function createEditorSaveStatus(
  onChange: (state: EditorSaveState) => void,
  timers: EditorTimers = globalThis as unknown as EditorTimers,
): EditorSaveStatus {
  let state: EditorSaveState = 'hide';
  let handle: unknown;
  const clear = () => {
    if (handle !== undefined) timers.clearTimeout(handle as never);
    handle = undefined;
  };
  const set = (next: EditorSaveState) => {
    state = next;
    onChange(next);
  };
  const settle = (next: EditorSaveState) => {
    clear();
    set(next);
    handle = timers.setTimeout(() => {
      handle = undefined;
      set('hide');
    }, EDITOR_STATUS_HIDE_MS);
  };
  return {
    current: () => state,
    saving: () => {
      clear();
      set('saving');
    },
    saved: () => settle('saved'),
    failed: () => settle('error'),
    dispose: clear,
  };
}

export const EDITOR_SAVE_TEXTS: Record<Exclude<EditorSaveState, 'hide'>, string> = {
  saving: 'Saving your changes…',
  saved: 'Saved for review: your change shows live once it is approved.',
  error: MESSAGES.overrideSave,
};
