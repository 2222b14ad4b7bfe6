import { performance } from 'node:perf_hooks';
import { Agent, type Dispatcher } from 'undici';

/** One upstream request the gateway made: its path and when it started and finished (performance.now()). */
export interface UpstreamCall {
  method: string;
  path: string;
  start: number;
  end: number;
}

const END_HOOKS = new Set(['onComplete', 'onResponseEnd', 'onError', 'onResponseError']);

/** The handler as it is, except that the call's end is recorded when undici reports the response complete or failed. */
function recordingHandler(handler: Dispatcher.DispatchHandler, finish: () => void): Dispatcher.DispatchHandler {
  return new Proxy(handler, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      const method = value as (...args: unknown[]) => unknown;
      if (typeof prop === 'string' && END_HOOKS.has(prop)) {
        return (...args: unknown[]) => {
          finish();
          return method.apply(target, args);
        };
      }
      return method.bind(target);
    },
  });
}

/** The gateway's upstream dispatcher for the bench: a keep-alive Agent that records every request's start and end. */
export class RecordingAgent extends Agent {
  calls: UpstreamCall[] = [];

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    const call: UpstreamCall = { method: options.method, path: String(options.path), start: performance.now(), end: Number.NaN };
    this.calls.push(call);
    const finish = () => {
      if (Number.isNaN(call.end)) call.end = performance.now();
    };
    return super.dispatch(options, recordingHandler(handler, finish));
  }

  /** The calls recorded since the last take. */
  take(): UpstreamCall[] {
    const taken = this.calls;
    this.calls = [];
    return taken;
  }
}

/**
 * The calls grouped into waves: a call joins the current wave when it starts before any call of that wave has
 * finished (it cannot have waited for one); a call that starts after one of them finished opens the next wave.
 */
export function wavesOf(calls: readonly UpstreamCall[]): UpstreamCall[][] {
  const waves: UpstreamCall[][] = [];
  let firstEnd = Number.NEGATIVE_INFINITY;
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    const current = waves.at(-1);
    if (!current || call.start >= firstEnd) {
      waves.push([call]);
      firstEnd = call.end;
    } else {
      current.push(call);
      firstEnd = Math.min(firstEnd, call.end);
    }
  }
  return waves;
}

/** The longest single upstream call, in ms (0 when there was none). */
export function slowestCall(calls: readonly UpstreamCall[]): number {
  return calls.reduce((max, c) => Math.max(max, c.end - c.start), 0);
}
