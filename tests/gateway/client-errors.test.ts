import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '@portal/gateway';
import { CLIENT_ERRORS_PATH } from '@portal/rules';
import { CLIENT_ERROR_LOG_BUDGET } from '../../gateway/src/ops/clientErrors/clientErrorsRoute';
import { SESSION, setup, type TestGateway } from './helpers';
import { LogCapture } from './opsStack';

let gw: TestGateway;
let log: LogCapture;
beforeEach(async () => {
  log = new LogCapture();
  gw = await setup({ logger: createLogger({ production: true, destination: log.stream }) });
});
afterEach(async () => {
  await gw.close();
});

const report = (overrides: Record<string, unknown> = {}) => ({
  kind: 'error',
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'name')",
  stack: "TypeError: Cannot read properties of undefined (reading 'name')\n    at render (http://portal.example/assets/app-x1.js:1:23456)",
  route: '/agents/:agentID/dashboard/',
  count: 1,
  ...overrides,
});
const batch = (reports: unknown[], overrides: Record<string, unknown> = {}) => ({
  version: '0.1.0',
  commit: '3f2a9c1d0e',
  reports,
  ...overrides,
});

function send(body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }, method = 'POST') {
  return fetch(`${gw.url}${CLIENT_ERRORS_PATH}`, {
    method,
    headers,
    body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const browserLines = () => log.lines().filter((l) => l.msg === 'browser error');

async function clientErrorCount(kind: string): Promise<number> {
  const text = await (await fetch(`${gw.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`portal_client_errors_total{kind="${kind}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('POST /client-errors (CONST-044, decision D-192)', () => {
  it('CONST-044: a batch is answered 204 with no body, logged on its own "client-errors" stream and counted by kind in /metrics', async () => {
    const res = await send(batch([report(), report({ kind: 'rejection', name: 'Error', message: 'boom', count: 3 })]));
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const lines = browserLines();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      name: 'client-errors',
      level: 50,
      kind: 'error',
      errorName: 'TypeError',
      message: "Cannot read properties of undefined (reading 'name')",
      route: '/agents/:agentID/dashboard/',
      count: 1,
      version: '0.1.0',
      commit: '3f2a9c1d0e',
    });
    // Line and column numbers of the stack stay; they are no personal data.
    expect(lines[0]!.stack).toContain('app-x1.js:1:23456');
    expect(lines[1]).toMatchObject({ name: 'client-errors', kind: 'rejection', message: 'boom', count: 3 });
    expect(typeof lines[0]!.reqId).toBe('string');
    expect(await clientErrorCount('error')).toBe(1);
    expect(await clientErrorCount('rejection')).toBe(3);
    // The reports are not the gateway's own request lines: those go on as before, without a name of their own.
    expect(log.requests().every((l) => l.name === undefined)).toBe(true);
    expect(gw.calls).toEqual([]);
  });

  it('CONST-044: no personal data reaches the log: the session cookie is never read or logged, texts are scrubbed again', async () => {
    const res = await send(
      batch([
        report({
          message: 'No agent alice@example.com at 312-555-0100, card 4111 1111 1111 1111',
          stack: 'Error\n    at f (http://portal.example/assets/app.js?token=s3cret#x:1:2)',
          route: '/agents/A1001/domains/alice-insurance.example/',
        }),
      ]),
      { 'content-type': 'application/json', cookie: SESSION.cookie, 'x-csrftoken': 'tok1' },
    );
    expect(res.status).toBe(204);
    const [line] = browserLines();
    expect(line!.message).toBe('No agent [email] at [number], card [number]');
    expect(line!.stack).toBe('Error\n    at f (http://portal.example/assets/app.js:1:2)');
    expect(line!.route).toBe('unknown'); // an address with an associate id, not a pattern
    for (const secret of ['alice@example.com', '555-0100', '4111', 's3cret', 'sess1', 'tok1', 'A1001']) {
      expect(log.text).not.toContain(secret);
    }
    expect(log.text).not.toMatch(/cookie|csrf/i);
    expect(gw.calls).toEqual([]); // no auth_info: the endpoint needs no session and asks nobody who is there
  });

  it('CONST-044: a route that is no pattern is logged as "unknown"', async () => {
    await send(batch([report({ route: 'https://evil.example/?q=alice smith' })]));
    expect(browserLines()[0]!.route).toBe('unknown');
  });

  it('CONST-044: bodies that are not a batch are refused with no line: not JSON 415, bad JSON or shape 400, too large 413', async () => {
    expect((await send(JSON.stringify(batch([report()])), { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await send('{"version":', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await send(batch([]))).status).toBe(400);
    expect((await send(batch(Array.from({ length: 11 }, () => report())))).status).toBe(400);
    expect((await send(batch([report({ kind: 'warning' })]))).status).toBe(400);
    expect((await send(batch([report({ message: 'x'.repeat(501) })]))).status).toBe(400);
    expect((await send(batch([report({ cookie: 'sessionid=sess1' })]))).status).toBe(400);
    expect((await send(batch([report()], { version: '<script>' }))).status).toBe(400);
    const huge = await send(batch([report({ stack: 'x'.repeat(70 * 1024) })]));
    expect(huge.status).toBe(413);
    expect(await huge.text()).toBe('');
    expect(browserLines()).toEqual([]);
    expect(await clientErrorCount('error')).toBe(0);
  });

  it('CONST-044: only POST: another method is 405 with Allow: POST', async () => {
    const res = await send(undefined, {}, 'GET');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it(`CONST-044: past ${CLIENT_ERROR_LOG_BUDGET.lines} lines a minute an instance counts the reports and logs no more (429)`, async () => {
    const full = batch(Array.from({ length: 10 }, (_, i) => report({ message: `error ${i}` })));
    const statuses: number[] = [];
    for (let i = 0; i < CLIENT_ERROR_LOG_BUDGET.lines / 10 + 1; i += 1) statuses.push((await send(full)).status);
    expect(statuses.slice(0, -1).every((s) => s === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(browserLines()).toHaveLength(CLIENT_ERROR_LOG_BUDGET.lines);
    expect(await clientErrorCount('error')).toBe(CLIENT_ERROR_LOG_BUDGET.lines + 10);
  });
});
