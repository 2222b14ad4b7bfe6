import { MockAgent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateway } from '@portal/gateway';
import { loginThrottled, MESSAGES } from '@portal/rules';
import { setup, USERS, type TestGateway } from './helpers';

// Issue #24 §1, decision D-150 (D-63 revisited): failures count per (account, address) pair (10) and per address
// (100) in 15 minutes; per account alone sign-ins are slowed down, never refused. Decision D-151: X-Forwarded-For is
// believed only from TRUSTED_PROXIES. The test client connects from 127.0.0.1, the proxy most tests trust.
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { viewer { authenticated user } } }';
const LOGIN_PATH = 'api/auth/login/';
const REFUSED = { message: 'Too many failed sign-ins. Try again in 15 minutes.', extensions: { code: 'TOO_MANY_REQUESTS' } };
const WRONG = { message: MESSAGES.loginFailed, extensions: { code: 'BAD_USER_INPUT' } };
const BAD_CREDENTIALS = { non_field_errors: ["Your username and password didn't match. Please try again."] };
const PROXY = '127.0.0.1';
/** The tests of a hundred or more sign-ins: room for a loaded machine (no assertion is timed). */
const MANY = 30_000;

let gw: TestGateway;
const open: TestGateway[] = [];
/** Each delay the throttle asked for, with the number of sign-ins the upstream had judged by then. */
let delays: { ms: number; judgedBefore: number }[];

async function start(trustedProxies: string[] = [PROXY]) {
  delays = [];
  gw = await setup({
    trustedProxies,
    loginDelay: async (ms) => {
      delays.push({ ms, judgedBefore: loginCalls() });
    },
  });
  open.push(gw);
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((g) => g.close()));
});

/** One sign-in from a browser that already has a csrftoken (sent back as X-CSRFToken), so the login POST is its only upstream call. */
function login(username: string, password = 'wrong', clientAddress?: string) {
  return gw.gql(LOGIN, {
    variables: { input: { username, password } },
    cookie: 'csrftoken=tok1',
    headers: { 'x-csrftoken': 'tok1', ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}) },
  });
}

async function failTimes(count: number, username: (i: number) => string, clientAddress: (i: number) => string | undefined = () => undefined) {
  for (let i = 0; i < count; i += 1) {
    const res = await login(username(i), 'wrong', clientAddress(i));
    expect(res.body.errors?.[0]).toMatchObject(WRONG);
  }
}

const loginCalls = () => gw.callsTo('POST', LOGIN_PATH).length;
const signedIn = (res: Awaited<ReturnType<typeof login>>) => res.body.data?.login.viewer.authenticated === true;

describe('only failed sign-ins count (AUTH-024, issue #24 §1)', () => {
  it('AUTH-024: 200 right passwords for one account arriving together from one address all sign in, and use up nothing', async () => {
    await start();
    gw.reply('POST', LOGIN_PATH, 200, USERS.agent, { times: 200, delayMs: 20 });
    const results = await Promise.all(Array.from({ length: 200 }, () => login('alice', 'portal-demo', '203.0.113.5')));
    expect(results.filter(signedIn)).toHaveLength(200);
    expect(loginCalls()).toBe(200);
    expect(gw.callsTo('POST', LOGIN_PATH).every((call) => JSON.stringify(call.body) === '{"username":"alice","password":"portal-demo"}')).toBe(true);

    // The whole budget is still there: ten wrong passwords are judged by the upstream, only the eleventh is refused.
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 10 });
    await failTimes(10, () => 'alice', () => '203.0.113.5');
    expect((await login('alice', 'wrong', '203.0.113.5')).body.errors).toEqual([expect.objectContaining(REFUSED)]);
    expect(loginCalls()).toBe(210);
  }, MANY);

  it('AUTH-024: 200 right passwords for 200 accounts arriving together from one address all sign in; an account that took no part signs in after', async () => {
    await start();
    gw.reply('POST', LOGIN_PATH, 200, USERS.agent, { times: 201, delayMs: 20 });
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => login(`agent${i}`, 'portal-demo', '203.0.113.6')));
    expect(results.filter(signedIn)).toHaveLength(200);
    expect(signedIn(await login('bystander', 'portal-demo', '203.0.113.6'))).toBe(true);
    expect(loginCalls()).toBe(201);
    expect(delays).toEqual([]);
  }, MANY);

  it('AUTH-024: concurrent guesses cannot slip past the limit: 30 wrong passwords at once, 10 reach the upstream', async () => {
    await start();
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 30, delayMs: 20 });
    const results = await Promise.all(Array.from({ length: 30 }, () => login('alice', 'wrong', '203.0.113.7')));
    const codes = results.map((r) => r.body.errors?.[0].extensions?.code);
    expect(codes.filter((c) => c === 'BAD_USER_INPUT')).toHaveLength(10);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(20);
    expect(loginCalls()).toBe(10);
  });

  it('AUTH-024: an upstream failure or a lost connection is not a failure', async () => {
    await start();
    gw.reply('POST', LOGIN_PATH, 503, 'down', { times: 12 });
    for (let i = 0; i < 12; i += 1) {
      expect((await login('alice')).body.errors?.[0]).toMatchObject({ message: MESSAGES.generic, extensions: { code: 'UPSTREAM_ERROR' } });
    }
    gw.replyWithError('POST', LOGIN_PATH);
    expect((await login('alice')).body.errors?.[0]).toMatchObject({ extensions: { code: 'UPSTREAM_ERROR' } });
    expect(delays).toEqual([]);

    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 10 });
    await failTimes(10, () => 'alice');
    expect(loginCalls()).toBe(22); // the lost connection is not recorded as a call
    expect(gw.mock.pendingInterceptors()).toEqual([]);
    expect((await login('alice')).body.errors?.[0]).toMatchObject(REFUSED);
  });

  it('AUTH-024: a sign-in clears its account\'s failures from that address and from everywhere', async () => {
    await start();
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 9 });
    await failTimes(9, () => 'alice');
    expect(delays.map((d) => d.ms)).toEqual([500, 1000, 2000, 4000]);
    gw.reply('POST', LOGIN_PATH, 200, USERS.agent);
    expect(signedIn(await login('alice', 'portal-demo'))).toBe(true);
    expect(delays.at(-1)).toEqual({ ms: 8000, judgedBefore: 9 });

    // The count starts again, typed differently or not: ten failures are judged, the eleventh is refused, and the
    // slow-down starts again after five.
    delays = [];
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 10 });
    await failTimes(10, (i) => (i % 2 ? 'Alice' : '  ALICE '));
    expect(delays.map((d) => d.ms)).toEqual([500, 1000, 2000, 4000, 8000]);
    expect(loginCalls()).toBe(20);
    expect((await login('alice', 'portal-demo')).body.errors?.[0]).toMatchObject(REFUSED);
    expect(loginCalls()).toBe(20);
  });

  it('AUTH-024: the message gives the wait in whole minutes, rounded up', () => {
    expect(loginThrottled(899_990)).toBe('Too many failed sign-ins. Try again in 15 minutes.');
    expect(loginThrottled(60_000)).toBe('Too many failed sign-ins. Try again in 1 minute.');
    expect(loginThrottled(60_001)).toBe('Too many failed sign-ins. Try again in 2 minutes.');
    expect(loginThrottled(0)).toBe('Too many failed sign-ins. Try again in 1 minute.');
  });
});

describe('nobody can lock a person out (AUTH-024, issue #24 §1)', () => {
  const A = '198.51.100.1';
  const B = '198.51.100.2';

  it('AUTH-024: 10 wrong passwords for bob from address A stop bob from A only; bob signs in from address B', async () => {
    await start();
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 10 });
    await failTimes(10, () => 'bob', () => A);
    // From A even the right password is refused, before any upstream call.
    expect((await login('bob', 'portal-demo', A)).body.errors).toEqual([expect.objectContaining(REFUSED)]);
    expect((await login('  BOB ', 'portal-demo', A)).body.errors?.[0]).toMatchObject(REFUSED);
    expect(loginCalls()).toBe(10);

    delays = [];
    gw.reply('POST', LOGIN_PATH, 200, USERS.agent);
    const fromB = await login('bob', 'portal-demo', B);
    expect(fromB.body.data?.login.viewer).toEqual({ authenticated: true, user: 'alice' });
    expect(gw.callsTo('POST', LOGIN_PATH).at(-1)?.body).toEqual({ username: 'bob', password: 'portal-demo' });
    // Slowed (bob failed ten times, from somewhere), by the bounded delay, before the upstream judged it.
    expect(delays).toEqual([{ ms: 10_000, judgedBefore: 10 }]);
    // Bob's success does not open A for the guesser.
    expect((await login('bob', 'wrong', A)).body.errors?.[0]).toMatchObject(REFUSED);
    expect(loginCalls()).toBe(11);
  });

  it('AUTH-024: credential stuffing (one account, a new address each time) is slowed, progressively and bounded, never refused; the owner signs in from a clean address', async () => {
    await start();
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 20 });
    await failTimes(20, () => 'carol', (i) => `192.0.2.${i + 1}`);
    expect(loginCalls()).toBe(20);
    // Five free failures, then 0.5 s doubling per failure up to 10 s; each wait comes before the upstream call.
    expect(delays).toEqual([
      ...[500, 1000, 2000, 4000, 8000].map((ms, i) => ({ ms, judgedBefore: 5 + i })),
      ...Array.from({ length: 10 }, (_, i) => ({ ms: 10_000, judgedBefore: 10 + i })),
    ]);

    delays = [];
    gw.reply('POST', LOGIN_PATH, 200, USERS.corp);
    const owner = await login('carol', 'portal-demo', '192.0.2.200');
    expect(owner.body.data?.login.viewer).toEqual({ authenticated: true, user: 'carol' });
    expect(delays).toEqual([{ ms: 10_000, judgedBefore: 20 }]);

    // The owner's sign-in forgot the account's failures: the next guess is not slowed.
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS);
    await failTimes(1, () => 'carol', () => '192.0.2.201');
    expect(delays).toHaveLength(1);
  });

  it('AUTH-024: password spraying (one wrong password for each of 100 accounts from one address) blocks that address, and no other', async () => {
    const ATTACKER = '203.0.113.9';
    await start();
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 100 });
    await failTimes(100, (i) => `user${i}`, () => ATTACKER);
    expect(loginCalls()).toBe(100);
    expect(delays).toEqual([]);

    expect((await login('fresh-account', 'portal-demo', ATTACKER)).body.errors).toEqual([expect.objectContaining(REFUSED)]);
    // X-Forwarded-For is walked from the right: an entry the client made up in front changes nothing.
    expect((await login('fresh-account', 'wrong', `198.51.100.99, ${ATTACKER}`)).body.errors?.[0]).toMatchObject(REFUSED);
    expect(loginCalls()).toBe(100);

    gw.reply('POST', LOGIN_PATH, 200, USERS.agent);
    expect((await login('alice', 'portal-demo', '198.51.100.3')).body.data?.login.viewer).toEqual({ authenticated: true, user: 'alice' });
    expect(loginCalls()).toBe(101);
  }, MANY);

  it('AUTH-024: a sign-in from an address does not wipe that address\'s failures', async () => {
    const ATTACKER = '203.0.113.10';
    await start();
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 99 });
    await failTimes(99, (i) => `user${i}`, () => ATTACKER);
    gw.reply('POST', LOGIN_PATH, 200, USERS.agent);
    expect(signedIn(await login('alice', 'portal-demo', ATTACKER))).toBe(true);
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS);
    await failTimes(1, () => 'user-last', () => ATTACKER);
    expect((await login('another', 'wrong', ATTACKER)).body.errors?.[0]).toMatchObject(REFUSED);
    expect(loginCalls()).toBe(101);
  }, MANY);
});

describe('which proxies are trusted: TRUSTED_PROXIES (AUTH-024, decision D-151)', () => {
  it('AUTH-024: by default no proxy is trusted: X-Forwarded-For from a loopback peer is ignored', async () => {
    await start([]);
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 10 });
    await failTimes(10, () => 'bob', (i) => `198.51.100.${i + 10}`);
    // Every attempt came from the peer itself: the made-up addresses were one address, now refused for bob.
    expect((await login('bob', 'portal-demo', '198.51.100.50')).body.errors?.[0]).toMatchObject(REFUSED);
    expect(loginCalls()).toBe(10);
  });

  it('AUTH-024: X-Forwarded-For from a peer in TRUSTED_PROXIES (an address or a CIDR range) names the client', async () => {
    await start(['10.0.0.0/8', '127.0.0.0/8']);
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 10 });
    await failTimes(10, () => 'bob', () => '198.51.100.60');
    gw.reply('POST', LOGIN_PATH, 200, USERS.agent);
    expect(signedIn(await login('bob', 'portal-demo', '198.51.100.61'))).toBe(true);
    // A chain through another trusted proxy (10.1.2.3) is walked to the first untrusted hop.
    expect((await login('bob', 'portal-demo', '198.51.100.60, 10.1.2.3')).body.errors?.[0]).toMatchObject(REFUSED);
    expect(loginCalls()).toBe(11);
  });

  it('AUTH-024: TRUSTED_PROXIES takes addresses and CIDR ranges only: a whole kind of network stops the gateway', async () => {
    await start(['10.0.0.5', ' 2001:db8::/32 ']);
    const dispatcher = new MockAgent();
    const gateway = (trustedProxies: string[]) =>
      createGateway({ upstreamUrl: 'http://upstream.test/', sandboxMode: false, dispatcher, persistedQueries: {}, trustedProxies });
    await expect(gateway(['uniquelocal'])).rejects.toThrow(
      'TRUSTED_PROXIES: "uniquelocal" is not an IP address or a CIDR range (e.g. 10.0.0.5 or 10.0.0.0/24)',
    );
    await expect(gateway(['127.0.0.1', 'loopback'])).rejects.toThrow('"loopback" is not an IP address');
    await expect(gateway(['10.0.0.0/33'])).rejects.toThrow();
    await dispatcher.close();
  });
});
