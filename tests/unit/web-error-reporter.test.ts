import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ERRORS_PATH, type ClientErrorBatch } from '@portal/rules';
import { ERROR_REPORTING } from '../../web/src/lib/errorReporting';
import { createErrorReporter, installErrorReporter, routePattern, type ErrorReporter } from '../../web/src/lib/errorReporter';

const ROUTE = '/agents/:agentID/dashboard/';

let sent: ClientErrorBatch[];
let reporter: ErrorReporter;
beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  reporter = createErrorReporter({
    version: '0.1.0',
    commit: '3f2a9c1',
    route: () => ROUTE,
    send: (body) => sent.push(JSON.parse(body) as ClientErrorBatch),
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const boom = (message: string) => new TypeError(message);

describe('web: the error reporter (CONST-044, decision D-192)', () => {
  it('CONST-044: sampling and tracing are off: every distinct error is sent whatever Math.random says, with no trace id', () => {
    expect(reporter.settings).toEqual({ sampling: 'off', tracing: 'off' });
    expect(ERROR_REPORTING).toEqual({ sampling: 'off', tracing: 'off' });
    vi.spyOn(Math, 'random').mockReturnValue(0.99999);
    for (let i = 0; i < 5; i += 1) reporter.report(boom(`error ${i}`), 'error');
    reporter.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.reports.map((r) => r.message)).toEqual(['error 0', 'error 1', 'error 2', 'error 3', 'error 4']);
    expect(JSON.stringify(sent)).not.toMatch(/trace|span|sampl/i);
  });

  it('CONST-044: the default sender posts JSON to /client-errors with keepalive, without cookies or trace headers', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const real = createErrorReporter({ version: '0.1.0', commit: null, route: () => ROUTE });
    real.report(boom('x'), 'rejection');
    real.flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(CLIENT_ERRORS_PATH);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'application/json' } });
    expect(Object.keys(init.headers as Record<string, string>)).toEqual(['Content-Type']);
    expect(JSON.parse(init.body as string)).toMatchObject({ version: '0.1.0', commit: null, reports: [{ kind: 'rejection', message: 'x' }] });
  });

  it('CONST-044: batched: one request 2 s after the first error, not before; at once when 10 are waiting', () => {
    reporter.report(boom('a'), 'error');
    vi.advanceTimersByTime(1000);
    reporter.report(boom('b'), 'boundary');
    vi.advanceTimersByTime(999);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ version: '0.1.0', commit: '3f2a9c1' });
    expect(sent[0]!.reports.map((r) => [r.kind, r.message, r.route])).toEqual([
      ['error', 'a', ROUTE],
      ['boundary', 'b', ROUTE],
    ]);
    for (let i = 0; i < 10; i += 1) reporter.report(boom(`burst ${i}`), 'error');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.reports).toHaveLength(10);
  });

  it('CONST-044: deduplicated: the same error waiting is counted; once sent it is not sent again in this page load', () => {
    for (let i = 0; i < 5; i += 1) reporter.report(boom('same'), 'error');
    reporter.flush();
    expect(sent[0]!.reports).toEqual([expect.objectContaining({ message: 'same', count: 5 })]);
    reporter.report(boom('same'), 'error');
    reporter.flush();
    expect(sent).toHaveLength(1);
  });

  it('CONST-044: bounded: a page load reports at most 20 distinct errors', () => {
    for (let i = 0; i < 30; i += 1) reporter.report(boom(`distinct ${i}`), 'error');
    reporter.flush();
    expect(sent.flatMap((b) => b.reports)).toHaveLength(20);
  });

  it('CONST-044: no personal data: e-mail addresses, long numbers and query strings are scrubbed; other values lose their contents', () => {
    const error = boom('Agent alice@example.com (A1001) has no card 4111 1111 1111 1111');
    error.stack = 'TypeError: x\n    at load (http://portal.example/assets/app.js?token=abc:12:345)';
    reporter.report(error, 'error');
    reporter.report({ email: 'bob@example.com' }, 'rejection');
    reporter.flush();
    const [first, second] = sent[0]!.reports;
    expect(first!.message).toBe('Agent [email] (A[number]) has no card [number]');
    expect(first!.stack).toBe('TypeError: x\n    at load (http://portal.example/assets/app.js:12:345)');
    expect(second).toMatchObject({ name: 'Non-error object', message: '', stack: null });
    expect(JSON.stringify(sent)).not.toMatch(/alice|bob|1001|4111|token/);
  });

  it('CONST-044: the route is the router\'s pattern, never the address', () => {
    expect(routePattern(['/', 'agents/:agentID/', 'dashboard/'])).toBe('/agents/:agentID/dashboard/');
    expect(routePattern(['/', undefined])).toBe('/');
    expect(routePattern(['/', 'agents/:agentID/', 'domains/:domainName/', ':pageKey/:sectionKey/edit/'])).toBe(
      '/agents/:agentID/domains/:domainName/:pageKey/:sectionKey/edit/',
    );
  });

  it('CONST-044: installed, uncaught errors and unhandled rejections are reported (handled failures are not); a hidden page sends at once', () => {
    const win = new EventTarget() as EventTarget & { document: EventTarget & { visibilityState: string } };
    win.document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    class Handled extends Error {}
    installErrorReporter(win as unknown as Window, reporter, (e) => e instanceof Handled);
    win.dispatchEvent(Object.assign(new Event('error'), { error: boom('uncaught'), message: 'uncaught' }));
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: boom('rejected') }));
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Handled('shown already') }));
    expect(sent).toHaveLength(0);
    win.document.visibilityState = 'hidden';
    win.document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.reports.map((r) => [r.kind, r.message])).toEqual([
      ['error', 'uncaught'],
      ['rejection', 'rejected'],
    ]);
  });
});
