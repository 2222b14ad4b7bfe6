import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSaveIndicator, HIDDEN_SAVE } from '../../web/src/lib/saveIndicator';

// Issue #23 §4: the one "saving → saved → hide" machine under the snackbar, the scheduler's indicator, the product-type
// change and the editor's save status (each screen keeps its own words and times).

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the save indicator (issue #23 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('SCHED-026 SHELL-020: overlapping saves are one batch: saving until the last ends, then saved, then hidden', async () => {
    const indicator = createSaveIndicator({ hideAfterMs: 3000, failure: 'hide' });
    const a = deferred<string>();
    const b = deferred<string>();
    const ra = indicator.track(a.promise);
    void indicator.track(b.promise);
    expect(indicator.current().phase).toBe('saving');
    a.resolve('a');
    await expect(ra).resolves.toBe('a');
    expect(indicator.current().phase).toBe('saving');
    b.resolve('b');
    await vi.advanceTimersByTimeAsync(0);
    expect(indicator.current().phase).toBe('saved');
    await vi.advanceTimersByTimeAsync(2999);
    expect(indicator.current().phase).toBe('saved');
    await vi.advanceTimersByTimeAsync(1);
    expect(indicator.current()).toEqual(HIDDEN_SAVE);
  });

  it('a batch with a failure ends hidden with failure "hide", and rejects as the save did', async () => {
    const indicator = createSaveIndicator({ hideAfterMs: 3000, failure: 'hide' });
    const a = deferred<void>();
    const ok = indicator.track(a.promise);
    const failing = indicator.track(Promise.reject(new Error('no')));
    await expect(failing).rejects.toThrow('no');
    expect(indicator.current().phase).toBe('saving');
    a.resolve();
    await ok;
    expect(indicator.current()).toEqual(HIDDEN_SAVE);
  });

  it('EDITOR-010 ERR-036: with failure "show" the failure stays up for hideAfterMs, then hides', () => {
    const indicator = createSaveIndicator({ hideAfterMs: 6000, failure: 'show' });
    indicator.start();
    indicator.finish(false);
    expect(indicator.current().phase).toBe('failed');
    vi.advanceTimersByTime(5999);
    expect(indicator.current().phase).toBe('failed');
    vi.advanceTimersByTime(1);
    expect(indicator.current().phase).toBe('hidden');
  });

  it('a new save cancels the hide of the last one; a finish without a start changes nothing', () => {
    const seen: string[] = [];
    const indicator = createSaveIndicator({ hideAfterMs: 6000, failure: 'show' });
    indicator.subscribe(() => seen.push(indicator.current().phase));
    indicator.finish(true);
    expect(seen).toEqual([]);
    indicator.start();
    indicator.finish(true);
    vi.advanceTimersByTime(5000);
    indicator.start();
    vi.advanceTimersByTime(5000);
    expect(indicator.current().phase).toBe('saving');
    expect(seen).toEqual(['saving', 'saved', 'saving']);
  });

  it('DOM-009: a running save steps at the given times; the steps stop once it ends and start again with the next', () => {
    const indicator = createSaveIndicator({ hideAfterMs: 7000, failure: 'show', steps: [2000, 3500, 5000] });
    indicator.start();
    vi.advanceTimersByTime(1999);
    expect(indicator.current().step).toBe(0);
    vi.advanceTimersByTime(1);
    expect(indicator.current().step).toBe(1);
    vi.advanceTimersByTime(3000);
    expect(indicator.current()).toEqual({ phase: 'saving', step: 3 });
    indicator.finish(true);
    vi.advanceTimersByTime(1000);
    expect(indicator.current()).toEqual({ phase: 'saved', step: 3 });
    indicator.start();
    expect(indicator.current()).toEqual({ phase: 'saving', step: 0 });
  });

  it('dispose stops every timer', () => {
    const indicator = createSaveIndicator({ hideAfterMs: 1000, failure: 'show', steps: [500] });
    indicator.start();
    indicator.dispose();
    vi.advanceTimersByTime(10_000);
    expect(indicator.current()).toEqual({ phase: 'saving', step: 0 });
  });
});
