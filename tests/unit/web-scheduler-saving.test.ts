import { SAVED_INDICATOR_HIDE_MS } from '../../web/src/scheduler/saveCounter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSchedulerSaves,
  SCHEDULER_SAVED_TEXT,
  SCHEDULER_SAVING_TEXT,
  schedulerSaveText,
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

  const textOf = (saves: ReturnType<typeof createSchedulerSaves>) => schedulerSaveText(saves.current());

  it('SCHED-026: two saves started, one finished: still saving; both finished: saved', async () => {
    const saves = createSchedulerSaves();
    const first = deferred<void>();
    const second = deferred<void>();
    void saves.track(first.promise);
    void saves.track(second.promise);
    first.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(textOf(saves)).toBe(SCHEDULER_SAVING_TEXT);
    second.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(textOf(saves)).toBe(SCHEDULER_SAVED_TEXT);
  });

  it('SCHED-027 CONST-010: "Saved" hides 3000 ms after the last save', async () => {
    const saves = createSchedulerSaves();
    await saves.track(Promise.resolve());
    await vi.advanceTimersByTimeAsync(SAVED_INDICATOR_HIDE_MS - 1);
    expect(textOf(saves)).toBe(SCHEDULER_SAVED_TEXT);
    await vi.advanceTimersByTimeAsync(1);
    expect(textOf(saves)).toBeNull();
  });

  it('a batch with a failed save ends hidden: its alert tells the story, not "Saved"', async () => {
    const saves = createSchedulerSaves();
    const ok = deferred<void>();
    void saves.track(ok.promise);
    await saves.track(Promise.reject(new Error('no'))).catch(() => undefined);
    expect(textOf(saves)).toBe(SCHEDULER_SAVING_TEXT);
    ok.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(textOf(saves)).toBeNull();
    await saves.track(Promise.resolve());
    expect(textOf(saves)).toBe(SCHEDULER_SAVED_TEXT);
  });

  it('SCHED-026 SCHED-027: the store counts tracked saves and hides 3 s after the last one', async () => {
    const saves = createSchedulerSaves();
    const first = deferred<string>();
    const second = deferred<string>();
    void saves.track(first.promise);
    void saves.track(second.promise);
    expect(textOf(saves)).toBe(SCHEDULER_SAVING_TEXT);
    first.resolve('a');
    await vi.advanceTimersByTimeAsync(0);
    expect(textOf(saves)).toBe(SCHEDULER_SAVING_TEXT);
    second.resolve('b');
    await vi.advanceTimersByTimeAsync(0);
    expect(textOf(saves)).toBe(SCHEDULER_SAVED_TEXT);
    await vi.advanceTimersByTimeAsync(SAVED_INDICATOR_HIDE_MS - 10);
    expect(textOf(saves)).toBe(SCHEDULER_SAVED_TEXT);
    await vi.advanceTimersByTimeAsync(10);
    expect(textOf(saves)).toBeNull();
  });

  it('a failed tracked save rejects as the mutation did', async () => {
    const saves = createSchedulerSaves();
    const failing = saves.track(Promise.reject(new Error('no')));
    await expect(failing).rejects.toThrow('no');
    expect(textOf(saves)).toBeNull();
  });
});

describe('the save counter (SCHED-026, SCHED-027, CONST-010)', () => {
  afterEach(() => vi.useRealTimers());

  it('CONST-010: the saved indicator hides after 3000 ms', () => {
    expect(SAVED_INDICATOR_HIDE_MS).toBe(3000);
  });
});
