import { MESSAGES } from '@portal/rules';

/** SHELL-020: what the snackbar says while a save runs and once it is done (decision D-20). */
export const SAVING_TEXT = 'Saving…';
export const SAVED_TEXT = 'Saved';
/** How long "Saved" stays before the snackbar hides. */
export const SAVED_VISIBLE_MS = 4000;

/** ERR-055: the save-error dialog. */
export const SAVE_ERROR_TITLE = MESSAGES.saveDialogTitle;
export const SAVE_ERROR_ADVICE = 'Please wait a moment and try again. If it keeps happening, contact support.';

export interface SaveLabels {
  saving?: string;
  saved?: string;
  /**
   * The write's ERR text (issue #26): the save-error dialog says it when the failure has no words of its own (the
   * gateway out of reach, a crash), and the request is quiet (no alert bar behind it); the form says it once the
   * dialog is closed.
   */
  failure?: string;
}
