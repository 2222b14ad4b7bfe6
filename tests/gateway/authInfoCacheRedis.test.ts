import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_INFO, SESSION, setup, USERS, type TestGateway } from './helpers';

// Decision D-120: with REDIS_URL the auth_info cache lives in Redis, shared by every gateway instance, so a logout
// on one instance is seen by all. Debian's redis-server runs on a free port for this file only (as for D-63's tests).
const VIEWER = '{ viewer { authenticated user } }';

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

async function startRedis(): Promise<RedisServer> {
  const binary = process.env.REDIS_SERVER ?? 'redis-server';
  let lastOutput = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const port = await freePort();
    const child: ChildProcess = spawn(binary, ['--save', '', '--appendonly', 'no', '--port', String(port), '--bind', '127.0.0.1'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const ready = await new Promise<boolean>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        lastOutput = output;
        if (output.includes('Ready to accept connections')) resolve(true);
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('error', (error) =>
        reject(new Error(`${binary} could not start (${error.message}); scripts/test.sh installs it (ensure_redis)`)),
      );
      child.once('exit', () => resolve(false));
    });
    if (ready) {
      return {
        url: `redis://127.0.0.1:${port}`,
        port,
        stop: async () => {
          if (child.exitCode !== null) return;
          child.kill('SIGTERM');
          await once(child, 'exit');
        },
      };
    }
  }
  throw new Error(`redis-server did not start:\n${lastOutput}`);
}

/** KEYS through a bare RESP exchange (the tests package has no Redis client). */
async function redisKeys(port: number, pattern: string): Promise<string[]> {
  const socket = new Socket();
  socket.connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(`*2\r\n$4\r\nKEYS\r\n$${Buffer.byteLength(pattern)}\r\n${pattern}\r\n`);
  let reply = '';
  for (;;) {
    const [chunk] = (await once(socket, 'data')) as [Buffer];
    reply += chunk.toString();
    const lines = reply.split('\r\n');
    const count = Number(lines[0].slice(1));
    if (lines.length >= 1 + count * 2 + 1) {
      socket.destroy();
      return Array.from({ length: count }, (_, i) => lines[2 + i * 2]);
    }
  }
}

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
