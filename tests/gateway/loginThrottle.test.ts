import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loginThrottled, MESSAGES } from '@portal/rules';
import { setup, USERS, type TestGateway } from './helpers';

// Issue #8 item 7 and decision D-63: 10 failed sign-ins per account and 100 per client address in 15 minutes.
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { viewer { authenticated user } } }';
const LOGIN_PATH = 'api/auth/login/';
const REFUSED = { message: 'Too many failed sign-ins. Try again in 15 minutes.', extensions: { code: 'TOO_MANY_REQUESTS' } };
const WRONG = { message: MESSAGES.loginFailed, extensions: { code: 'BAD_USER_INPUT' } };
const BAD_CREDENTIALS = { non_field_errors: ["Your username and password didn't match. Please try again."] };

let gw: TestGateway;
beforeEach(async () => {
  gw = await setup();
});
afterEach(async () => {
  await gw.close();
});

/** One sign-in from a browser that already has a csrftoken (sent back as X-CSRFToken), so the login POST is its only upstream call. */
function login(username: string, password = 'wrong', clientAddress?: string) {
  return gw.gql(LOGIN, {
    variables: { input: { username, password } },
    cookie: 'csrftoken=tok1',
    headers: { 'x-csrftoken': 'tok1', ...(clientAddress ? { 'x-forwarded-for': clientAddress } : {}) },
  });
}

async function failTimes(count: number, username: (i: number) => string, clientAddress?: string) {
  for (let i = 0; i < count; i += 1) {
    const res = await login(username(i), 'wrong', clientAddress);
    expect(res.body.errors?.[0]).toMatchObject(WRONG);
  }
}

const loginCalls = () => gw.callsTo('POST', LOGIN_PATH).length;

describe('login throttling per account (AUTH-024, issue #8 item 7)', () => {
  it('AUTH-024: the 11th failed sign-in to one account is refused with the wait and no upstream call', async () => {
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 10 });
    await failTimes(10, () => 'alice');
    expect(loginCalls()).toBe(10);
    expect(gw.callsTo('POST', LOGIN_PATH)[9].body).toEqual({ username: 'alice', password: 'wrong' });

    const refused = await login('alice', 'wrong');
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors).toEqual([expect.objectContaining(REFUSED)]);
    // The right password does not get through either, nor the same name typed differently.
    expect((await login('alice', 'portal-demo')).body.errors?.[0]).toMatchObject(REFUSED);
    expect((await login('  ALICE ', 'portal-demo')).body.errors?.[0]).toMatchObject(REFUSED);
    expect(loginCalls()).toBe(10);
    expect(gw.calls).toHaveLength(10);
  });

  it('AUTH-024: a blocked account does not block another account', async () => {
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 10 });
    await failTimes(10, () => 'alice');
    expect((await login('alice')).body.errors?.[0]).toMatchObject(REFUSED);

    gw.reply('POST', LOGIN_PATH, 200, USERS.staff);
    const sam = await login('sam', 'portal-demo');
    expect(sam.body.errors).toBeUndefined();
    expect(sam.body.data?.login.viewer).toEqual({ authenticated: true, user: 'sam' });
    expect(gw.callsTo('POST', LOGIN_PATH).at(-1)?.body).toEqual({ username: 'sam', password: 'portal-demo' });
  });

  it('AUTH-024: a successful sign-in clears the account\'s failures', async () => {
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 9 });
    await failTimes(9, () => 'alice');
    gw.reply('POST', LOGIN_PATH, 200, USERS.agent);
    expect((await login('alice', 'portal-demo')).body.data?.login.viewer.authenticated).toBe(true);

    // Ten fresh failures are judged by the upstream again; only the eleventh is refused.
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 10 });
    await failTimes(10, () => 'Alice');
    expect(loginCalls()).toBe(20);
    expect((await login('alice')).body.errors?.[0]).toMatchObject(REFUSED);
    expect(loginCalls()).toBe(20);
  });

  it('AUTH-024: only refused credentials count; an upstream failure or a lost connection does not', async () => {
    gw.reply('POST', LOGIN_PATH, 503, 'down', { times: 12 });
    for (let i = 0; i < 12; i += 1) {
      expect((await login('alice')).body.errors?.[0]).toMatchObject({ message: MESSAGES.generic, extensions: { code: 'UPSTREAM_ERROR' } });
    }
    gw.replyWithError('POST', LOGIN_PATH);
    expect((await login('alice')).body.errors?.[0]).toMatchObject({ extensions: { code: 'UPSTREAM_ERROR' } });

    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 10 });
    await failTimes(10, () => 'alice');
    expect(loginCalls()).toBe(22); // the lost connection is not recorded as a call
    expect(gw.mock.pendingInterceptors()).toEqual([]);
    expect((await login('alice')).body.errors?.[0]).toMatchObject(REFUSED);
  });

  it('AUTH-024: concurrent guesses cannot slip past the limit: 30 at once, 10 reach the upstream', async () => {
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 30, delayMs: 20 });
    const results = await Promise.all(Array.from({ length: 30 }, () => login('alice')));
    const codes = results.map((r) => r.body.errors?.[0].extensions?.code);
    expect(codes.filter((c) => c === 'BAD_USER_INPUT')).toHaveLength(10);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(20);
    expect(loginCalls()).toBe(10);
  });

  it('AUTH-024: the message gives the wait in whole minutes, rounded up', () => {
    expect(loginThrottled(899_990)).toBe('Too many failed sign-ins. Try again in 15 minutes.');
    expect(loginThrottled(60_000)).toBe('Too many failed sign-ins. Try again in 1 minute.');
    expect(loginThrottled(60_001)).toBe('Too many failed sign-ins. Try again in 2 minutes.');
    expect(loginThrottled(0)).toBe('Too many failed sign-ins. Try again in 1 minute.');
  });
});

describe('login throttling per client address (AUTH-024, issue #8 item 7)', () => {
  const ATTACKER = '203.0.113.7';

  it('AUTH-024: 100 failures from one address, over many accounts, block that address and no other', async () => {
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 100 });
    await failTimes(100, (i) => `user${i}`, ATTACKER);
    expect(loginCalls()).toBe(100);

    expect((await login('fresh-account', 'wrong', ATTACKER)).body.errors?.[0]).toMatchObject(REFUSED);
    // Express walks X-Forwarded-For from the right: an entry the client made up in front changes nothing.
    expect((await login('fresh-account', 'wrong', `198.51.100.99, ${ATTACKER}`)).body.errors?.[0]).toMatchObject(REFUSED);
    expect(loginCalls()).toBe(100);

    gw.reply('POST', LOGIN_PATH, 200, USERS.agent);
    const other = await login('alice', 'portal-demo', '198.51.100.2');
    expect(other.body.data?.login.viewer).toEqual({ authenticated: true, user: 'alice' });
    expect(loginCalls()).toBe(101);
  });

  it('AUTH-024: a success from an address does not wipe that address\'s failures', async () => {
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 99 });
    await failTimes(99, (i) => `user${i}`, ATTACKER);
    gw.reply('POST', LOGIN_PATH, 200, USERS.agent);
    expect((await login('alice', 'portal-demo', ATTACKER)).body.data?.login.viewer.authenticated).toBe(true);
    gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS);
    await failTimes(1, () => 'user-last', ATTACKER);
    expect((await login('another', 'wrong', ATTACKER)).body.errors?.[0]).toMatchObject(REFUSED);
    expect(loginCalls()).toBe(101);
  });
});
