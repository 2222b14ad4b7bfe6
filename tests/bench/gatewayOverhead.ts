/**
 * Gateway overhead (issue #14): requests per second of the gateway answering a trivial persisted query, with its
 * production logging and metrics on (issue #15), against a bare Express handler answering the same JSON, each in its
 * own child process, loaded in interleaved rounds by this process over keep-alive connections.
 * Env: BENCH_OVERHEAD_ROUNDS (default 6), BENCH_OVERHEAD_SECONDS (per round and server, default 2),
 * BENCH_OVERHEAD_CONNECTIONS (default 16).
 * A third child is the same gateway with tracing on (issue #24 §4, D-128), its spans handed to an exporter that drops
 * them: the cost of making the spans, against the gateway as it runs without OTEL_EXPORTER_OTLP_ENDPOINT.
 * Run alone: `tsx tests/bench/gatewayOverhead.ts`; `--cpu-prof` profiles the gateway child (BENCH_CPU_PROF=dir).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';

const CHILD_FLAG = '--overhead-server';
const TRIVIAL_ID = 'bench-trivial';
const TRIVIAL_DOCUMENT = 'query BenchTrivialQuery { portal { devMode production } }';
const BODY = JSON.stringify({ doc_id: TRIVIAL_ID, variables: {} });
/** What both servers answer: the gateway resolves it, the bare handler sends it as it is. */
const ANSWER = { data: { portal: { devMode: false, production: false } } };

/** Express as the gateway uses it (the tests package does not depend on it), typed for what the bare app needs. */
const gatewayRequire = createRequire(new URL('../../gateway/package.json', import.meta.url));
interface BareExpress {
  (): {
    disable(setting: string): void;
    post(path: string, ...handlers: ((req: unknown, res: { json(body: unknown): void }, next: () => void) => void)[]): void;
    (req: IncomingMessage, res: ServerResponse): void;
  };
  json(): (req: unknown, res: unknown, next: () => void) => void;
}

export interface OverheadResult {
  rounds: number;
  /** Requests per second. */
  express: number;
  gateway: number;
  ratio: number;
  /** Server CPU time per request, in µs (user + system of the server's process). */
  expressCpu: number;
  gatewayCpu: number;
  /** Express's CPU per request over the gateway's: the throughput ratio of two servers each given a whole core. */
  cpuRatio: number;
  /** The gateway with tracing on: requests per second, CPU per request (µs), and its CPU over the untraced gateway's. */
  traced: number;
  tracedCpu: number;
  tracingCost: number;
}

type ServerKind = 'express' | 'gateway' | 'traced';
const KINDS: readonly ServerKind[] = ['express', 'gateway', 'traced'];

/** The child: either the gateway (the app's persisted documents plus the trivial one) or a bare Express handler. */
async function serverChild(kind: string): Promise<void> {
  const { createServer } = await import('node:http');
  let url: string;
  if (kind === 'gateway' || kind === 'traced') {
    const { createLogger, startGateway } = await import('@portal/gateway');
    const documents = JSON.parse(
      readFileSync(new URL('../../gateway/persisted-queries.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    // Nothing is called upstream by the trivial query; an address nobody listens on proves it.
    const gateway = await startGateway({
      upstreamUrl: 'http://127.0.0.1:9/',
      sandboxMode: true,
      persistedQueries: { ...documents, [TRIVIAL_ID]: TRIVIAL_DOCUMENT },
      port: 0,
      host: '127.0.0.1',
      // Issue #15: measured as it runs in production, one JSON log line per request (stdout is /dev/null here) and
      // its metrics.
      logger: createLogger({ production: true }),
      // Spans made, batched and handed to an exporter that keeps none of them.
      tracing: kind === 'traced' ? { exporter: { export: (_spans, done) => done({ code: 0 }), shutdown: async () => undefined } } : undefined,
    });
    url = gateway.url;
  } else {
    const express = gatewayRequire('express') as BareExpress;
    const app = express();
    app.disable('x-powered-by');
    app.post('/graphql', express.json(), (_req, res) => {
      res.json(ANSWER);
    });
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }
  // CPU time used so far (µs), so the parent can tell the server's own cost per request from the machine's load.
  process.on('message', (message) => {
    // A normal exit, so that --cpu-prof writes its profile (a signal would end the child without it).
    if (message === 'stop') process.exit(0);
    const usage = process.cpuUsage();
    process.send!({ cpu: usage.user + usage.system });
  });
  process.send!({ url });
}

function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve((m as { cpu: number }).cpu));
    child.send('cpu');
  });
}

function startChild(kind: ServerKind): Promise<{ child: ChildProcess; url: string }> {
  const profile = kind === 'gateway' && process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = fork(fileURLToPath(import.meta.url), [CHILD_FLAG, kind], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    execArgv: ['--import', 'tsx', ...profile],
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, url: (m as { url: string }).url }));
    child.once('exit', (code) => reject(new Error(`the ${kind} child exited with ${code}`)));
  });
}

/** Requests answered in `seconds` by `connections` clients each sending the next request when one is answered. */
async function load(pool: Pool, connections: number, seconds: number, expected: string): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const res = await pool.request({
          path: '/graphql',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: BODY,
        });
        const text = await res.body.text();
        if (res.statusCode !== 200 || JSON.stringify(JSON.parse(text)) !== expected) {
          throw new Error(`unexpected answer ${res.statusCode}: ${text}`);
        }
        done += 1;
      }
    }),
  );
  return done / seconds;
}

export async function measureGatewayOverhead(): Promise<OverheadResult> {
  const rounds = Number(process.env.BENCH_OVERHEAD_ROUNDS ?? 6);
  const seconds = Number(process.env.BENCH_OVERHEAD_SECONDS ?? 2);
  const connections = Number(process.env.BENCH_OVERHEAD_CONNECTIONS ?? 16);
  const expected = JSON.stringify(ANSWER);
  const servers = { express: await startChild('express'), gateway: await startChild('gateway'), traced: await startChild('traced') };
  const pools = {
    express: new Pool(servers.express.url, { connections }),
    gateway: new Pool(servers.gateway.url, { connections }),
    traced: new Pool(servers.traced.url, { connections }),
  };
  const totals = { express: 0, gateway: 0, traced: 0 };
  const cpu = { express: 0, gateway: 0, traced: 0 };
  const answered = { express: 0, gateway: 0, traced: 0 };
  try {
    // Warm-up (JIT, caches), not counted.
    for (const kind of KINDS) await load(pools[kind], connections, 1, expected);
    for (let round = 0; round < rounds; round++) {
      // Each server first, second and third in turn, so the machine's drift spreads over all of them.
      const order = KINDS.map((_, i) => KINDS[(i + round) % KINDS.length]!);
      for (const kind of order) {
        const before = await cpuOf(servers[kind].child);
        const rate = await load(pools[kind], connections, seconds, expected);
        cpu[kind] += (await cpuOf(servers[kind].child)) - before;
        answered[kind] += rate * seconds;
        totals[kind] += rate;
      }
    }
  } finally {
    await Promise.all(KINDS.map((kind) => pools[kind].close()));
    await Promise.all(
      Object.values(servers).map(({ child }) => new Promise((resolve) => child.once('exit', resolve).send('stop'))),
    );
  }
  const express = totals.express / rounds;
  const gateway = totals.gateway / rounds;
  const expressCpu = cpu.express / answered.express;
  const gatewayCpu = cpu.gateway / answered.gateway;
  const tracedCpu = cpu.traced / answered.traced;
  return {
    rounds,
    express,
    gateway,
    ratio: gateway / express,
    expressCpu,
    gatewayCpu,
    cpuRatio: expressCpu / gatewayCpu,
    traced: totals.traced / rounds,
    tracedCpu,
    tracingCost: tracedCpu / gatewayCpu,
  };
}

if (process.argv.includes(CHILD_FLAG)) {
  await serverChild(process.argv[process.argv.indexOf(CHILD_FLAG) + 1]!);
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await measureGatewayOverhead();
  console.log(`express ${r.express.toFixed(0)} req/s, gateway ${r.gateway.toFixed(0)} req/s, ratio ${r.ratio.toFixed(2)}`);
  console.log(`CPU per request: express ${r.expressCpu.toFixed(0)} µs, gateway ${r.gatewayCpu.toFixed(0)} µs, ratio ${r.cpuRatio.toFixed(2)}`);
  console.log(`tracing on: ${r.traced.toFixed(0)} req/s, ${r.tracedCpu.toFixed(0)} µs per request, ${r.tracingCost.toFixed(2)}x the untraced gateway's CPU`);
}
