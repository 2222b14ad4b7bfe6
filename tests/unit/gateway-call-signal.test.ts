import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { firstAbort } from '../../gateway/src/rest/callSignal';

// Issue #24 §5: an upstream call ends at the first of its time budget, the browser going away and the drain's deadline.
describe('firstAbort', () => {
  it('aborts with the reason of the first signal that aborts (a timeout stays a TimeoutError)', () => {
    const drain = new AbortController();
    const budget = new AbortController();
    const { signal } = firstAbort(budget.signal, drain.signal);
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    budget.abort(timeout);
    expect(signal?.aborted).toBe(true);
    expect(signal?.reason).toBe(timeout);
    drain.abort(new Error('drain'));
    expect(signal?.reason).toBe(timeout);
  });

  it("the drain's cut aborts a running call", () => {
    const drain = new AbortController();
    const { signal } = firstAbort(AbortSignal.timeout(60_000), drain.signal);
    const cut = new Error('The gateway instance stopped at its drain deadline.');
    drain.abort(cut);
    expect(signal?.reason).toBe(cut);
  });

  it("release() leaves no listener on the drain's long-lived signal", () => {
    const drain = new AbortController();
    const calls = Array.from({ length: 3 }, () => firstAbort(AbortSignal.timeout(60_000), drain.signal));
    expect(getEventListeners(drain.signal, 'abort')).toHaveLength(3);
    for (const call of calls) call.release();
    expect(getEventListeners(drain.signal, 'abort')).toHaveLength(0);
  });

  it('an already aborted source aborts at once; a single source is passed through', () => {
    const drain = new AbortController();
    drain.abort(new Error('drain'));
    expect(firstAbort(AbortSignal.timeout(60_000), drain.signal).signal?.aborted).toBe(true);
    const only = new AbortController().signal;
    expect(firstAbort(undefined, only).signal).toBe(only);
    expect(firstAbort(undefined, undefined).signal).toBeUndefined();
  });
});
