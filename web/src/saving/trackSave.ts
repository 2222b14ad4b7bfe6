import { createSaveTracker } from './saveTracker';
import type { SaveLabels } from './saveTexts';

/** The portal's one save tracker: the snackbar and the save-error dialog in the Layout show its state. */
export const saveTracker = createSaveTracker();

/**
 * SHELL-020, ERR-055: shows "Saving…" then "Saved" in the snackbar while the promise runs; on failure opens the
 * "Those changes were not saved!" dialog with the error's message. Resolves or rejects as the promise does.
 */
export function trackSave<T>(promise: Promise<T>, labels?: SaveLabels): Promise<T> {
  return saveTracker.track(promise, labels);
}
