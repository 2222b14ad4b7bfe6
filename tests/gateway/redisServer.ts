import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, Socket } from 'node:net';

// Debian's redis-server (scripts/lib.sh ensure_redis) on a free port for one test file, without persistence: the
// login throttle (D-63) and the auth_info cache (D-120) are tested against a real Redis.

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
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
export async function redisKeys(port: number, pattern: string): Promise<string[]> {
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
