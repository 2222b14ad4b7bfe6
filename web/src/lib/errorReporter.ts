import {
  CLIENT_ERROR_LIMITS as LIMITS,
  CLIENT_ERRORS_PATH,
  scrubErrorText,
  type ClientErrorBatch,
  type ClientErrorKind,
  type ClientErrorReport,
} from '@portal/rules';
import { ERROR_REPORTING } from './errorReporting';

/**
 * CONST-044 (decision D-192): the browser's errors reach the gateway's POST /client-errors, batched (one request per
 * 2 s or 10 errors, and at once when the page is hidden), bounded (20 distinct errors per page load), deduplicated
 * (an error seen again only counts) and scrubbed (no personal data; the route as its pattern, never the address).
 * Nothing is sampled away and nothing is traced (ERROR_REPORTING).
 */
export interface ErrorReporter {
  readonly settings: typeof ERROR_REPORTING;
  report(error: unknown, kind: ClientErrorKind): void;
  /** Sends what is waiting now. */
  flush(): void;
}

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: never): void;
}

export interface ReporterOptions {
  version: string;
  commit: string | null;
  /** The current route's pattern (routePattern of the router's matches). */
  route: () => string;
  /** Sends one batch's JSON; default: fetch with keepalive and no cookies (the endpoint needs no session). */
  send?: (body: string) => void;
  timers?: Timers;
}

/** The router's matched paths as one pattern: ['/', 'agents/:agentID/', 'dashboard/'] → /agents/:agentID/dashboard/. */
export function routePattern(paths: readonly (string | undefined)[]): string {
  const segments = paths.flatMap((p) => (p ?? '').split('/')).filter(Boolean);
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

const STACK_LINES = 10;

function reportOf(error: unknown, kind: ClientErrorKind, route: string): ClientErrorReport {
  const isError = error instanceof Error;
  // A rejection's reason may be any value; only an Error's own words are kept (an object could hold anything).
  const name = isError ? error.name || 'Error' : `Non-error ${typeof error}`;
  const message = isError ? error.message : typeof error === 'string' ? error : '';
  const stack = isError && error.stack ? error.stack.split('\n').slice(0, STACK_LINES).join('\n') : null;
  return {
    kind,
    name: scrubErrorText(name, LIMITS.name),
    message: scrubErrorText(message, LIMITS.message),
    stack: stack === null ? null : scrubErrorText(stack, LIMITS.stack),
    route: route.slice(0, LIMITS.route),
    count: 1,
  };
}

const keyOf = (r: ClientErrorReport) => [r.kind, r.name, r.message, r.stack?.split('\n')[1] ?? '', r.route].join('\u0000');

function sendWithFetch(body: string): void {
  void fetch(CLIENT_ERRORS_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

export function createErrorReporter(options: ReporterOptions): ErrorReporter {
  const send = options.send ?? sendWithFetch;
  const timers = options.timers ?? (globalThis as unknown as Timers);
  const seen = new Set<string>();
  let pending = new Map<string, ClientErrorReport>();
  let timer: unknown;

  const flush = () => {
    if (timer !== undefined) timers.clearTimeout(timer as never);
    timer = undefined;
    if (pending.size === 0) return;
    const batch: ClientErrorBatch = { version: options.version, commit: options.commit, reports: [...pending.values()] };
    pending = new Map();
    try {
      send(JSON.stringify(batch));
    } catch {
      // The reporter never becomes an error of its own.
    }
  };

  const report = (error: unknown, kind: ClientErrorKind) => {
    try {
      const entry = reportOf(error, kind, options.route());
      const key = keyOf(entry);
      const waiting = pending.get(key);
      if (waiting) {
        waiting.count = Math.min(waiting.count + 1, LIMITS.count);
        return;
      }
      // Sent already in this page load, or the page reported its share: only the first of each is worth a line.
      if (seen.has(key) || seen.size >= LIMITS.perPage) return;
      seen.add(key);
      pending.set(key, entry);
      if (pending.size >= LIMITS.batch) flush();
      else timer ??= timers.setTimeout(flush, LIMITS.flushMs);
    } catch {
      // As above: a failure while reporting is dropped.
    }
  };

  return { settings: ERROR_REPORTING, report, flush };
}

let installed: ErrorReporter | null = null;

/**
 * Listens for uncaught errors and unhandled rejections on `target` (the window) and sends what waits when the page is
 * hidden. `ignore` names the failures the portal shows and the gateway logs already (a refused request).
 */
export function installErrorReporter(target: Window, reporter: ErrorReporter, ignore: (error: unknown) => boolean): void {
  installed = reporter;
  target.addEventListener('error', (event: ErrorEvent) => {
    const error: unknown = event.error ?? (event.message ? new Error(event.message) : null);
    if (error !== null && !ignore(error)) reporter.report(error, 'error');
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (!ignore(event.reason)) reporter.report(event.reason, 'rejection');
  });
  target.addEventListener('pagehide', () => reporter.flush());
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') reporter.flush();
  });
}

/** An error a React error boundary caught (the root's onCaughtError), sent by the installed reporter. */
export function reportBoundaryError(error: unknown): void {
  installed?.report(error, 'boundary');
}
