/** A call's abort signal and what to do once the call is over. */
export interface CallSignal {
  signal: AbortSignal | undefined;
  /** Drops the listeners on the long-lived signals (the drain's): call it once the call ended, however it ended. */
  release(): void;
}

const NOTHING_TO_RELEASE = () => undefined;

/**
 * One signal that aborts when the first of the given ones does, with that one's reason (a TimeoutError stays a
 * TimeoutError): a call's time budget, the browser going away, the drain's deadline (issue #24 §5). Plain listeners,
 * removed by release(), so that the drain's signal, which lives as long as the process, keeps nothing of a finished
 * call.
 */
export function firstAbort(...sources: (AbortSignal | undefined)[]): CallSignal {
  const signals = sources.filter((s): s is AbortSignal => s !== undefined);
  if (signals.length <= 1) return { signal: signals[0], release: NOTHING_TO_RELEASE };
  const controller = new AbortController();
  const aborted = signals.find((s) => s.aborted);
  if (aborted) {
    controller.abort(aborted.reason);
    return { signal: controller.signal, release: NOTHING_TO_RELEASE };
  }
  const onAbort = (event: Event) => {
    release();
    controller.abort((event.target as AbortSignal).reason);
  };
  const release = () => {
    for (const s of signals) s.removeEventListener('abort', onAbort);
  };
  for (const s of signals) s.addEventListener('abort', onAbort, { once: true });
  return { signal: controller.signal, release };
}
