import { setMaxListeners } from 'node:events';
import type { Server, ServerResponse } from 'node:http';
import { sendJson } from '../lib/jsonAnswer';

/** How long in-flight requests may take to finish after SIGTERM/SIGINT (DRAIN_TIMEOUT_MS, decision D-116). */
export const DEFAULT_DRAIN_MS = 10_000;
const POLL_MS = 25;

/** The instance's drain state: not ready, no new requests, in-flight ones finish within the limit. */
export class Drain {
  draining = false;
  readonly inFlight = { count: 0 };
  private readonly cutter = new AbortController();
  /**
   * Aborted when the drain ends (issue #24 §5): the REST client's calls still running then, those of requests cut at
   * the deadline and prefetches nobody waits for, end at once instead of holding the exit for their own timeouts.
   */
  readonly upstreamCut = this.cutter.signal;

  constructor() {
    // Every upstream call in flight listens to it until it ends (rest/callSignal.ts removes the listener): a busy
    // instance has hundreds at once, which is not the leak Node's default warning at 11 listeners suspects.
    setMaxListeners(0, this.upstreamCut);
  }

  /** A request that arrives on a kept-alive connection while draining is refused and its connection closed. */
  refuse(res: ServerResponse): void {
    res.setHeader('Connection', 'close');
    sendJson(res, 503, {
      errors: [{ message: 'This gateway instance is shutting down. Try again.', extensions: { code: 'SERVICE_UNAVAILABLE' } }],
    });
  }

  /**
   * Stops accepting connections, waits for the requests in flight (up to limitMs), then closes what is left.
   * Resolves true when every request finished in time.
   */
  async run(server: Server, limitMs: number): Promise<boolean> {
    this.draining = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const deadline = performance.now() + limitMs;
    while (this.inFlight.count > 0 && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      server.closeIdleConnections();
    }
    const finished = this.inFlight.count === 0;
    this.cutter.abort(new Error('The gateway instance stopped at its drain deadline.'));
    server.closeAllConnections();
    await closed;
    return finished;
  }
}
