import { createHash } from 'node:crypto';
import { freePort, redisKeys, startRedis, type RedisServer } from './redisServer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@portal/gateway';
import { MESSAGES } from '@portal/rules';
import { setup, USERS, type TestGateway } from './helpers';
import { LogCapture } from './opsStack';

// Decisions D-63 and D-150: with REDIS_URL the login throttle's failure counts live in Redis, shared by every gateway
// instance (the sign-ins in flight are each instance's own).
// Debian's redis-server (scripts/lib.sh ensure_redis) runs on a free port for this file only, without persistence.
const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { viewer { authenticated user } } }';
const LOGIN_PATH = 'api/auth/login/';
const REFUSED = { message: 'Too many failed sign-ins. Try again in 15 minutes.', extensions: { code: 'TOO_MANY_REQUESTS' } };
const WRONG = { message: MESSAGES.loginFailed, extensions: { code: 'BAD_USER_INPUT' } };
const BAD_CREDENTIALS = { non_field_errors: ["Your username and password didn't match. Please try again."] };

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

const open: TestGateway[] = [];
/** The delays every instance asked for (recorded, not waited). */
let delays: number[] = [];
async function gateway(redisUrl = redis.url, log = new LogCapture()): Promise<TestGateway> {
  const gw = await setup({
    redisUrl,
    logger: createLogger({ production: true, destination: log.stream }),
    trustedProxies: ['127.0.0.1'],
    loginDelay: async (ms) => delays.push(ms),
  });
  open.push(gw);
  return gw;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((gw) => gw.close()));
  delays = [];
});

function login(gw: TestGateway, username: string, password: string, clientAddress: string) {
  return gw.gql(LOGIN, {
    variables: { input: { username, password } },
    cookie: 'csrftoken=tok1',
    headers: { 'x-csrftoken': 'tok1', 'x-forwarded-for': clientAddress },
  });
}

async function fail(gw: TestGateway, username: string, clientAddress: string) {
  gw.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS);
  const res = await login(gw, username, 'wrong', clientAddress);
  expect(res.body.errors?.[0]).toMatchObject(WRONG);
}

const loginCalls = (gw: TestGateway) => gw.callsTo('POST', LOGIN_PATH).length;

describe('login throttling with the Redis store (AUTH-024, issue #24 §1)', () => {
  it('AUTH-024: two gateway instances sharing Redis agree: the failures of a pair add up, and the owner signs in from elsewhere', async () => {
    const [a, b] = [await gateway(), await gateway()];
    for (let i = 0; i < 5; i += 1) {
      await fail(a, 'alice', '198.51.100.10');
      await fail(b, 'alice', '198.51.100.10');
    }
    expect([loginCalls(a), loginCalls(b)]).toEqual([5, 5]);
    expect((await login(a, 'alice', 'wrong', '198.51.100.10')).body.errors?.[0]).toMatchObject(REFUSED);
    expect((await login(b, 'ALICE', 'portal-demo', '198.51.100.10')).body.errors?.[0]).toMatchObject(REFUSED);
    expect([loginCalls(a), loginCalls(b)]).toEqual([5, 5]);
    // Both instances counted the account's failures too: the sixth to tenth were slowed, whichever instance took them.
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000]);

    b.reply('POST', LOGIN_PATH, 200, USERS.agent);
    expect((await login(b, 'alice', 'portal-demo', '198.51.100.11')).body.data?.login.viewer.authenticated).toBe(true);
    expect(delays.at(-1)).toBe(10_000);
  }, 30_000);

  it('AUTH-024: a sign-in on one instance clears the failures the other one counted for that pair and that account', async () => {
    const [a, b] = [await gateway(), await gateway()];
    for (let i = 0; i < 9; i += 1) await fail(a, 'bob', '198.51.100.20');
    b.reply('POST', LOGIN_PATH, 200, USERS.agent);
    expect((await login(b, 'bob', 'portal-demo', '198.51.100.20')).body.data?.login.viewer.authenticated).toBe(true);
    delays = [];
    for (let i = 0; i < 10; i += 1) await fail(a, 'bob', '198.51.100.20');
    expect(delays).toEqual([500, 1000, 2000, 4000, 8000]);
    expect((await login(b, 'bob', 'portal-demo', '198.51.100.20')).body.errors?.[0]).toMatchObject(REFUSED);
    expect(loginCalls(a) + loginCalls(b)).toBe(20);
  }, 30_000);

  it('AUTH-024: the per-address limit is shared too: 50 sprayed failures on each instance block the address', async () => {
    const [a, b] = [await gateway(), await gateway()];
    const attacker = '203.0.113.30';
    for (let i = 0; i < 50; i += 1) {
      await fail(a, `spray-a${i}`, attacker);
      await fail(b, `spray-b${i}`, attacker);
    }
    expect((await login(a, 'spray-new', 'wrong', attacker)).body.errors?.[0]).toMatchObject(REFUSED);
    expect(loginCalls(a) + loginCalls(b)).toBe(100);
    b.reply('POST', LOGIN_PATH, 200, USERS.agent);
    expect((await login(b, 'alice2', 'portal-demo', '203.0.113.31')).body.data?.login.viewer.authenticated).toBe(true);
  }, 30_000);

  it('AUTH-024: 200 right passwords for one account at once, half on each instance, from one address all sign in', async () => {
    const [a, b] = [await gateway(), await gateway()];
    a.reply('POST', LOGIN_PATH, 200, USERS.agent, { times: 100, delayMs: 20 });
    b.reply('POST', LOGIN_PATH, 200, USERS.agent, { times: 100, delayMs: 20 });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(i % 2 ? a : b, 'service', 'portal-demo', '198.51.100.70')),
    );
    expect(results.filter((r) => r.body.data?.login.viewer.authenticated === true)).toHaveLength(200);
    expect([loginCalls(a), loginCalls(b)]).toEqual([100, 100]);
    expect(delays).toEqual([]);
  }, 30_000);

  it('AUTH-024: with counts read from Redis, 30 wrong passwords at once still reach the upstream only 10 times', async () => {
    const a = await gateway();
    a.reply('POST', LOGIN_PATH, 400, BAD_CREDENTIALS, { times: 30, delayMs: 5 });
    const results = await Promise.all(Array.from({ length: 30 }, () => login(a, 'frank', 'wrong', '198.51.100.80')));
    const codes = results.map((r) => r.body.errors?.[0].extensions?.code);
    expect(codes.filter((c) => c === 'BAD_USER_INPUT')).toHaveLength(10);
    expect(codes.filter((c) => c === 'TOO_MANY_REQUESTS')).toHaveLength(20);
    expect(loginCalls(a)).toBe(10);
  }, 30_000);

  it('AUTH-024: Redis holds a hash of the account, never the username', async () => {
    const a = await gateway();
    await fail(a, 'Carol.Secret', '198.51.100.40');
    const keys = await redisKeys(redis.port, 'portal:login:*');
    const hash = createHash('sha256').update('carol.secret').digest('hex');
    expect(keys).toContain(`portal:login:account:${hash}`);
    for (const key of keys) {
      expect(key).toMatch(/^portal:login:(account:[0-9a-f]{64}|pair:[0-9a-f]{64}:[0-9a-f.:]+|address:[0-9a-f.:]+)$/);
      expect(key.toLowerCase()).not.toContain('carol');
    }
    expect(keys).toContain('portal:login:address:198.51.100.40');
    expect(keys).toContain(`portal:login:pair:${hash}:198.51.100.40`);
  });

  it('AUTH-024: with Redis unreachable the gateway starts and each instance counts in memory', async () => {
    const nowhere = `redis://127.0.0.1:${await freePort()}`;
    const log = new LogCapture();
    const a = await gateway(nowhere, log);
    for (let i = 0; i < 10; i += 1) await fail(a, 'dave', '198.51.100.50');
    expect((await login(a, 'dave', 'wrong', '198.51.100.50')).body.errors?.[0]).toMatchObject(REFUSED);
    expect(loginCalls(a)).toBe(10);
    // Issue #15: said once, through the gateway's structured log (a JSON line), not on the console.
    const warnings = log.lines().filter((line) => line.component === 'login throttle');
    expect(warnings).toEqual([
      expect.objectContaining({ level: 40, msg: 'Redis is unreachable; counting in this instance until it is back' }),
    ]);
  });

  it('AUTH-024: when Redis goes away, sign-ins keep working and are counted in memory from then on', async () => {
    const own = await startRedis();
    try {
      const a = await gateway(own.url);
      for (let i = 0; i < 5; i += 1) await fail(a, 'erin', '198.51.100.60');
      await own.stop();
      for (let i = 0; i < 10; i += 1) await fail(a, 'erin', '198.51.100.60');
      expect((await login(a, 'erin', 'wrong', '198.51.100.60')).body.errors?.[0]).toMatchObject(REFUSED);
      expect(loginCalls(a)).toBe(15);
    } finally {
      await own.stop();
    }
  });
});
