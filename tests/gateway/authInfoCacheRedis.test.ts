import { redisKeys, startRedis, type RedisServer } from './redisServer';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_INFO, SESSION, setup, USERS, type TestGateway } from './helpers';

// Decision D-120: with REDIS_URL the auth_info cache lives in Redis, shared by every gateway instance, so a logout
// on one instance is seen by all. Debian's redis-server runs on a free port for this file only (as for D-63's tests).
const VIEWER = '{ viewer { authenticated user } }';

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

const open: TestGateway[] = [];
async function gateway(): Promise<TestGateway> {
  const gw = await setup({ redisUrl: redis.url, authInfoCacheMs: 60_000 });
  open.push(gw);
  return gw;
}
afterEach(async () => {
  await Promise.all(open.splice(0).map((gw) => gw.close()));
});

describe('the auth_info cache in Redis (API-008, D-120)', () => {
  it('API-008: an answer one instance asked for serves the other instance, under a hashed key', async () => {
    const [a, b] = [await gateway(), await gateway()];
    a.reply('GET', AUTH_INFO, 200, USERS.agent);
    await a.gql(VIEWER, { cookie: 'sessionid=redis-1; csrftoken=tok1' });
    const fromB = await b.gql(VIEWER, { cookie: 'sessionid=redis-1; csrftoken=tok1' });
    expect(fromB.body.data?.viewer).toEqual({ authenticated: true, user: 'alice' });
    expect([a.callsTo('GET', AUTH_INFO).length, b.callsTo('GET', AUTH_INFO).length]).toEqual([1, 0]);
    const keys = await redisKeys(redis.port, 'portal:auth_info:*');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^portal:auth_info:[0-9a-f]{64}$/);
  });

  it('ROUTE-012: a logout on one instance makes the other ask auth_info again', async () => {
    const [a, b] = [await gateway(), await gateway()];
    a.reply('GET', AUTH_INFO, 200, USERS.agent);
    await a.gql(VIEWER, SESSION);
    b.reply('POST', 'api/auth/logout/', 204, undefined);
    await b.gql('mutation { logout { viewer { authenticated } } }', SESSION);
    a.reply('GET', AUTH_INFO, 403, { detail: 'Authentication credentials were not provided.' });
    const after = await a.gql(VIEWER, SESSION);
    expect(after.body.data?.viewer).toEqual({ authenticated: false, user: null });
    expect(a.callsTo('GET', AUTH_INFO).length).toBe(2);
  });
});
