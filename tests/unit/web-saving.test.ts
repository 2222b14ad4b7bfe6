import { MESSAGES } from '@portal/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveTracker, IDLE } from '../../web/src/saving/saveTracker';
import { SAVE_ERROR_ADVICE, SAVE_ERROR_TITLE, SAVED_TEXT, SAVED_VISIBLE_MS, SAVING_TEXT } from '../../web/src/saving/saveTexts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('saving snackbar and save-error dialog (SHELL-020, ERR-055)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ERR-055: the dialog title and advice are the portal texts', () => {
    expect(SAVE_ERROR_TITLE).toBe('Those changes were not saved!');
    expect(SAVE_ERROR_ADVICE).toBe('Please wait a moment and try again. If it keeps happening, contact support.');
  });

  it('SHELL-020: Saving… while the save runs, then Saved, then hidden after a few seconds', async () => {
    const tracker = createSaveTracker();
    const save = deferred<number>();
    const result = tracker.track(save.promise);
    expect(tracker.getState()).toEqual({ snackbar: 'saving', text: SAVING_TEXT, error: null });
    save.resolve(42);
    await expect(result).resolves.toBe(42);
    expect(tracker.getState()).toEqual({ snackbar: 'saved', text: SAVED_TEXT, error: null });
    await vi.advanceTimersByTimeAsync(SAVED_VISIBLE_MS);
    expect(tracker.getState()).toEqual(IDLE);
  });

  it('labels replace the texts; overlapping saves say Saved only once both are done', async () => {
    const tracker = createSaveTracker();
    const a = deferred<void>();
    const b = deferred<void>();
    const labels = { saving: 'Saving your change…', saved: 'Your change is saved' };
    const ra = tracker.track(a.promise, labels);
    const rb = tracker.track(b.promise, labels);
    a.resolve();
    await ra;
    expect(tracker.getState().snackbar).toBe('saving');
    b.resolve();
    await rb;
    expect(tracker.getState()).toMatchObject({ snackbar: 'saved', text: 'Your change is saved' });
  });

  it('ERR-055: a failure hides the snackbar, opens the dialog with the message, and rejects as the save did', async () => {
    const tracker = createSaveTracker();
    const save = deferred<void>();
    const result = tracker.track(save.promise);
    save.reject(new Error(MESSAGES.acceptTos));
    await expect(result).rejects.toThrow(MESSAGES.acceptTos);
    expect(tracker.getState()).toEqual({ snackbar: 'hidden', text: '', error: MESSAGES.acceptTos });
    tracker.closeError();
    expect(tracker.getState().error).toBeNull();
  });

  it('an error without a message shows the generic text', async () => {
    const tracker = createSaveTracker();
    await expect(tracker.track(Promise.reject('nope'))).rejects.toBe('nope');
    expect(tracker.getState().error).toBe(MESSAGES.generic);
  });
});
