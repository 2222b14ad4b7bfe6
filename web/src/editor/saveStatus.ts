import { MESSAGES } from '@portal/rules';

/** The edit view's save status texts and how long they stay (EDITOR-010, CONST-011). */

/** CONST-011. */
export const EDITOR_STATUS_HIDE_MS = 6000;

type EditorSaveState = 'saving' | 'saved' | 'error';

export const EDITOR_SAVE_TEXTS: Record<EditorSaveState, string> = {
  saving: 'Saving your changes…',
  saved: 'Saved for review: your change shows live once it is approved.',
  error: MESSAGES.overrideSave,
};
