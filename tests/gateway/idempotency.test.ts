import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, writeMayHaveLanded } from '@portal/rules';
import { createSandboxApp, openDatabase, type SandboxDatabase } from '@portal/sandbox';
import { startGateway, type RunningGateway } from '@portal/gateway';
import { AUTH_INFO, SESSION, setup, USERS, type TestGateway } from './helpers';

// Issue #8 item 3 and "Writes and timeouts" (decision D-64).

let gw: TestGateway;
beforeEach(async () => {
  gw = await setup();
});
afterEach(async () => {
  await gw.close();
});

const BROWSER = { cookie: SESSION.cookie, headers: { 'x-csrftoken': 'tok1' } };
const withKey = (key: string) => ({ ...BROWSER, headers: { ...BROWSER.headers, 'idempotency-key': key } });
const ACCEPT_TOS = 'mutation { acceptTos { viewer { tosAccepted } } }';
const TWO_WRITES = 'mutation { a: acceptTos { viewer { tosAccepted } } b: acceptTos { viewer { tosAccepted } } }';
const SITE_CONFIG = '{ siteConfig { demoDomains } }';
const CONFIG = { value: { domain_transactions_enabled: true, editor_message: null, demo_domains: ['demo.example'], demo_users: [] } };
const HEX_KEY = /^[0-9a-f]{64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const connectionError = (code: string) => Object.assign(new Error(`read ${code}`), { code });
const putKeys = () => gw.callsTo('PUT', AUTH_INFO).map((c) => c.headers['idempotency-key']);

function replyAcceptTos(times: number) {
  gw.reply('PUT', AUTH_INFO, 200, { ...USERS.agent, tos_accepted: true }, { times });
}

describe('Idempotency-Key on upstream writes', () => {
  it('every write carries an Idempotency-Key, one per write of the request, and no GET carries one', async () => {
    gw.reply('GET', 'api/site_config/', 200, CONFIG);
    replyAcceptTos(2);
    const res = await gw.gql(`mutation { a: acceptTos { viewer { tosAccepted } } b: acceptTos { viewer { tosAccepted } } }`, withKey('3f0c2a3e-6a43-4d0b-9a3a-5d2f7c1e9b10'));
    await gw.gql(SITE_CONFIG, withKey('3f0c2a3e-6a43-4d0b-9a3a-5d2f7c1e9b10'));
    expect(res.body.errors).toBeUndefined();
    const keys = putKeys();
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(HEX_KEY);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys).not.toContain('3f0c2a3e-6a43-4d0b-9a3a-5d2f7c1e9b10');
    expect(gw.callsTo('GET', 'api/site_config/')[0].headers['idempotency-key']).toBeUndefined();
  });

  it("the browser's retry of one action (same key) sends the same upstream keys; another action sends others", async () => {
    replyAcceptTos(6);
    await gw.gql(TWO_WRITES, withKey('action-one-key-000001'));
    await gw.gql(TWO_WRITES, withKey('action-one-key-000001'));
    await gw.gql(TWO_WRITES, withKey('action-two-key-000002'));
    const [first, second, retriedFirst, retriedSecond, other1, other2] = putKeys();
    expect([retriedFirst, retriedSecond]).toEqual([first, second]);
    expect(new Set([first, second, other1, other2]).size).toBe(4);
  });

  it('a request without a browser key, or with a malformed one, gets fresh keys every time', async () => {
    replyAcceptTos(4);
    await gw.gql(ACCEPT_TOS, BROWSER);
    await gw.gql(ACCEPT_TOS, BROWSER);
    await gw.gql(ACCEPT_TOS, withKey('short'));
    await gw.gql(ACCEPT_TOS, withKey('short'));
    const keys = putKeys();
    expect(keys).toHaveLength(4);
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(4);
  });
});

describe('retries: reads once on a connection failure, writes never', () => {
  it('API-002: a GET whose connection is reset is sent again once and its answer is used', async () => {
    gw.pool.intercept({ method: 'GET', path: '/api/site_config/' }).replyWithError(connectionError('ECONNRESET'));
    gw.reply('GET', 'api/site_config/', 200, CONFIG);
    const res = await gw.gql(SITE_CONFIG);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ siteConfig: { demoDomains: ['demo.example'] } });
    expect(gw.mock.pendingInterceptors()).toEqual([]);
  });

  it('ERR-003: a GET refused twice is retried only once, then fails with UPSTREAM_ERROR', async () => {
    gw.pool.intercept({ method: 'GET', path: '/api/site_config/' }).replyWithError(connectionError('ECONNREFUSED'));
    gw.pool.intercept({ method: 'GET', path: '/api/site_config/' }).replyWithError(connectionError('ECONNREFUSED'));
    gw.reply('GET', 'api/site_config/', 200, CONFIG);
    const res = await gw.gql(SITE_CONFIG);
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.siteConfigLoad, extensions: { code: 'UPSTREAM_ERROR' } });
    expect(gw.mock.pendingInterceptors()).toHaveLength(1); // the third answer was never asked for
  });

  it('ERR-003: an HTTP error status is an answer, not a connection failure: a 502 GET is not retried', async () => {
    gw.reply('GET', 'api/site_config/', 502, { detail: 'Bad gateway' });
    gw.reply('GET', 'api/site_config/', 200, CONFIG);
    const res = await gw.gql(SITE_CONFIG);
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.siteConfigLoad, extensions: { code: 'UPSTREAM_ERROR' } });
    expect(gw.callsTo('GET', 'api/site_config/')).toHaveLength(1);
  });

  it('ERR-006: a write whose connection is reset is not sent again: UPSTREAM_ERROR, the next answer unused', async () => {
    gw.pool.intercept({ method: 'PUT', path: `/${AUTH_INFO}` }).replyWithError(connectionError('ECONNRESET'));
    replyAcceptTos(1);
    const res = await gw.gql(ACCEPT_TOS, withKey('write-reset-key-0001'));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.acceptTos, extensions: { code: 'UPSTREAM_ERROR' } });
    expect(putKeys()).toHaveLength(0);
    expect(gw.mock.pendingInterceptors()).toHaveLength(1);
  });
});

describe('timeouts', () => {
  beforeEach(async () => {
    await gw.close();
    gw = await setup({ upstreamTimeoutMs: 200 });
  });

  it('ERR-006: a write slower than the timeout answers UPSTREAM_TIMEOUT: the ERR text and the advice to check first', async () => {
    gw.reply('PUT', AUTH_INFO, 200, { ...USERS.agent, tos_accepted: true }, { delayMs: 2000 });
    const res = await gw.gql(ACCEPT_TOS, withKey('slow-write-key-00001'));
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        message: 'There was an issue accepting your TOS! Please try again later. The change may have been saved: check before trying again.',
        extensions: { code: 'UPSTREAM_TIMEOUT' },
      }),
    ]);
    expect(res.body.errors?.[0].message).toBe(writeMayHaveLanded(MESSAGES.acceptTos));
  });

  it('ERR-003: a read slower than the timeout stays UPSTREAM_ERROR with the plain ERR text, and is not retried', async () => {
    gw.reply('GET', 'api/site_config/', 200, CONFIG, { delayMs: 2000 });
    gw.reply('GET', 'api/site_config/', 200, CONFIG);
    const res = await gw.gql(SITE_CONFIG);
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.siteConfigLoad, extensions: { code: 'UPSTREAM_ERROR' } });
    expect(gw.mock.pendingInterceptors()).toHaveLength(1);
  });
});

describe('end to end: a timed-out createSchedule retried with the same key (issue #8 item 3)', () => {
  let db: SandboxDatabase;
  let upstream: Server;
  let gateway: RunningGateway;
  /** Holds the sandbox's answer to POST schedules/ (after it has stored the schedule) until released. */
  let holdAnswers = true;
  const held: (() => void)[] = [];

  beforeEach(async () => {
    holdAnswers = true;
    db = openDatabase();
    const sandbox = createSandboxApp({ db });
    upstream = createServer((req, res) => {
      if (holdAnswers && req.method === 'POST' && req.url === '/api/agents/A1001/schedules/') {
        const end = res.end.bind(res) as (...args: unknown[]) => unknown;
        res.end = ((...args: unknown[]) => {
          held.push(() => void end(...args));
          return res;
        }) as typeof res.end;
      }
      void sandbox(req, res);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    gateway = await startGateway({
      upstreamUrl: `http://127.0.0.1:${port}/`,
      sandboxMode: true,
      port: 0,
      host: '127.0.0.1',
      allowAdhocDocuments: true,
      persistedQueries: {},
      upstreamTimeoutMs: 1500,
    });
  });

  afterEach(async () => {
    for (const release of held.splice(0)) release();
    await gateway.close();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
    upstream.closeAllConnections();
    db.close();
  });

  /** A browser: keeps the cookies the gateway sets and echoes csrftoken in X-CSRFToken. */
  const cookies = new Map<string, string>();
  async function gql(query: string, headers: Record<string, string> = {}) {
    const csrf = cookies.get('csrftoken');
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(csrf ? { 'x-csrftoken': csrf } : {}),
        ...headers,
      },
      body: JSON.stringify({ query }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
  }
  const labels = async () =>
    ((await gql('{ agent(associateId: "A1001") { schedules { label } } }')).data.agent.schedules as { label: string }[]).map(
      (s) => s.label,
    );
  // No label: the gateway picks a random "New Schedule xyz" (CONST-009), so the retry's body differs from the first.
  const CREATE = 'mutation { createSchedule(input: {agentId: "A1001"}) { schedule { id label } } }';

  it('SCHED-010 / ERR-021: the user is told it may have been saved, and the retry stores no second schedule', async () => {
    cookies.clear();
    const login = await gql('mutation { login(input: {username: "alice", password: "portal-demo"}) { viewer { user } } }');
    expect(login.errors).toBeUndefined();
    const before = await labels();

    const timedOut = await gql(CREATE, { 'idempotency-key': 'browser-action-000000001' });
    expect(timedOut.errors?.[0]).toMatchObject({
      message: writeMayHaveLanded(MESSAGES.scheduleCreate),
      extensions: { code: 'UPSTREAM_TIMEOUT' },
    });
    const landed = await labels();
    expect(landed).toHaveLength(before.length + 1); // the write landed although the user was told it failed

    holdAnswers = false;
    for (const release of held.splice(0)) release();
    const retried = await gql(CREATE, { 'idempotency-key': 'browser-action-000000001' });
    expect(retried.errors).toBeUndefined();
    expect(await labels()).toEqual(landed);
    expect(landed).toContain(retried.data.createSchedule.schedule.label);

    const another = await gql(CREATE, { 'idempotency-key': 'browser-action-000000002' });
    expect(another.errors).toBeUndefined();
    expect(await labels()).toHaveLength(before.length + 2);
  });
});
