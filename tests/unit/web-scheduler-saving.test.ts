import {
  finishSave,
  INITIAL_SAVE_COUNTER,
  SAVED_INDICATOR_HIDE_MS,
  savedIndicatorVisible,
  startSave,
} from '../../web/src/scheduler/saveCounter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSchedulerSaves,
  indicatorText,
  INITIAL_SCHEDULER_SAVES,
  saveFinished,
  saveStarted,
  SCHEDULER_SAVED_TEXT,
  SCHEDULER_SAVING_TEXT,
} from '../../web/src/scheduler/saveIndicator';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the scheduler save indicator (SCHED-026, SCHED-027)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('SCHED-026: two saves started, one finished: still saving; both finished: saved', () => {
    let state = saveStarted(saveStarted(INITIAL_SCHEDULER_SAVES));
    state = saveFinished(state, true, 1000);
    expect(indicatorText(state, 1000)).toBe(SCHEDULER_SAVING_TEXT);
    state = saveFinished(state, true, 1100);
    expect(indicatorText(state, 1100)).toBe(SCHEDULER_SAVED_TEXT);
  });

  it('SCHED-027 CONST-010: "Saved" hides 3000 ms after the last save', () => {
    const state = saveFinished(saveStarted(INITIAL_SCHEDULER_SAVES), true, 0);
    expect(indicatorText(state, SAVED_INDICATOR_HIDE_MS - 1)).toBe(SCHEDULER_SAVED_TEXT);
    expect(indicatorText(state, SAVED_INDICATOR_HIDE_MS)).toBeNull();
  });

  it('a batch with a failed save ends hidden: its alert tells the story, not "Saved"', () => {
    let state = saveStarted(saveStarted(INITIAL_SCHEDULER_SAVES));
    state = saveFinished(state, false, 10);
    expect(indicatorText(state, 10)).toBe(SCHEDULER_SAVING_TEXT);
    state = saveFinished(state, true, 20);
    expect(indicatorText(state, 20)).toBeNull();
    expect(indicatorText(saveFinished(saveStarted(state), true, 30), 30)).toBe(SCHEDULER_SAVED_TEXT);
  });

  it('SCHED-026 SCHED-027: the store counts tracked saves and hides 3 s after the last one', async () => {
    const saves = createSchedulerSaves(() => Date.now());
    const first = deferred<string>();
    const second = deferred<string>();
    void saves.track(first.promise);
    void saves.track(second.promise);
    expect(saves.getText()).toBe(SCHEDULER_SAVING_TEXT);
    first.resolve('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(saves.getText()).toBe(SCHEDULER_SAVING_TEXT);
    second.resolve('b');
    await vi.advanceTimersByTimeAsync(0);
    expect(saves.getText()).toBe(SCHEDULER_SAVED_TEXT);
    await vi.advanceTimersByTimeAsync(SAVED_INDICATOR_HIDE_MS - 10);
    expect(saves.getText()).toBe(SCHEDULER_SAVED_TEXT);
    await vi.advanceTimersByTimeAsync(10);
    expect(saves.getText()).toBeNull();
  });

  it('a failed tracked save rejects as the mutation did', async () => {
    const saves = createSchedulerSaves(() => Date.now());
    const failing = saves.track(Promise.reject(new Error('no')));
    await expect(failing).rejects.toThrow('no');
    expect(saves.getText()).toBeNull();
  });
});

describe('the save counter (SCHED-026, SCHED-027, CONST-010)', () => {
  afterEach(() => vi.useRealTimers());

  it('CONST-010: the saved indicator hides after 3000 ms', () => {
    expect(SAVED_INDICATOR_HIDE_MS).toBe(3000);
  });

  it('SCHED-026: start 2 saves, finish 1, still saving; finish 2, saved', () => {
    let counter = startSave(startSave(INITIAL_SAVE_COUNTER));
    expect(counter).toMatchObject({ pending: 2, status: 'saving' });
    counter = finishSave(counter, 1000);
    expect(counter).toMatchObject({ pending: 1, status: 'saving' });
    counter = finishSave(counter, 2000);
    expect(counter).toEqual({ pending: 0, status: 'saved', lastFinishedAt: 2000 });
    expect(INITIAL_SAVE_COUNTER).toEqual({ pending: 0, status: 'idle', lastFinishedAt: null });
  });

  it('SCHED-027: the saved indicator is hidden 3000 ms after the last save finished (fake timers)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    let counter = startSave(INITIAL_SAVE_COUNTER);
    expect(savedIndicatorVisible(counter)).toBe(true);
    counter = finishSave(counter);
    expect(savedIndicatorVisible(counter)).toBe(true);
    vi.advanceTimersByTime(2999);
    expect(savedIndicatorVisible(counter)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(savedIndicatorVisible(counter)).toBe(false);
    expect(savedIndicatorVisible(INITIAL_SAVE_COUNTER)).toBe(false);
  });
});
