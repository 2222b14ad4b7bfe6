/**
 * The login load (issue #24 §1, AUTH-024's throttle): BENCH_LOGIN_CONNECTIONS (default 200) browsers behind one
 * address, each on its own keep-alive connection, sign in with the right password as fast as the gateway answers for
 * BENCH_LOGIN_SECONDS (default 15), against the gateway and the sandbox, each in its own process. The browsers share
 * the sandbox's demo accounts (one account is left out of the load), so the run is an office behind one NAT and a
 * service account signing in in parallel at once. Every answer is a success, a refusal (TOO_MANY_REQUESTS) or a
 * failure (anything else); afterwards the account that took no part signs in from the same address.
 * Env: BENCH_LOGIN_LATENCY_MS (the sandbox's added latency, default 20), BENCH_LOGIN_REDIS=1 (the throttle counts in
 * a redis-server of its own, as behind a load balancer).
 * Run alone: `tsx tests/bench/loginLoad.ts`; also a part of `pnpm bench` (BENCH_PARTS=login).
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { startRedis, type RedisServer } from '../gateway/redisServer';
import { forkBenchChild } from './benchChild';
import { startSandboxProcess } from './sandboxProcess';

const CHILD_FLAG = '--login-load-gateway';
const connections = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 200);
const seconds = Number(process.env.BENCH_LOGIN_SECONDS ?? 15);
const latencyMs = Number(process.env.BENCH_LOGIN_LATENCY_MS ?? 20);
const withRedis = process.env.BENCH_LOGIN_REDIS === '1';

const LOGIN = 'mutation BenchLogin($input: LoginInput!) { login(input: $input) { viewer { authenticated } } }';

export interface LoginLoadResult {
  connections: number;
  seconds: number;
  store: 'memory' | 'redis';
  answers: number;
  successes: number;
  refusals: number;
  failures: number;
  /** Failures by extensions.code (or HTTP status). */
  failureCodes: Record<string, number>;
  perSecond: number;
  /** Milliseconds per answer. */
  p50: number;
  p99: number;
  /** The account that took no part, signing in from the same address after the load. */
  bystander: string;
}

interface Answer {
  data?: { login?: { viewer: { authenticated: boolean } }; sandboxAccounts?: { username: string; password: string }[] } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A browser: its cookies (and the CSRF header from them) over the shared pool. */
class Browser {
  private cookie = '';

  constructor(private readonly pool: Pool) {}

  async post(query: string, variables: Record<string, unknown> = {}): Promise<{ status: number; answer: Answer }> {
    const csrf = /csrftoken=([^;]+)/.exec(this.cookie)?.[1] ?? '';
    const res = await this.pool.request({
      path: '/graphql',
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookie, 'x-csrftoken': csrf },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = res.headers['set-cookie'];
    for (const line of setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair] = line.split(';');
      const name = pair!.split('=')[0];
      this.cookie = [...this.cookie.split('; ').filter((p) => p && !p.startsWith(`${name}=`)), pair].join('; ');
    }
    const text = await res.body.text();
    try {
      return { status: res.statusCode, answer: JSON.parse(text) as Answer };
    } catch {
      return { status: res.statusCode, answer: {} };
    }
  }

  signIn(username: string, password: string) {
    return this.post(LOGIN, { input: { username, password } });
  }
}

type Outcome = { kind: 'success' } | { kind: 'refusal' } | { kind: 'failure'; code: string };

function outcomeOf({ status, answer }: { status: number; answer: Answer }): Outcome {
  if (answer.data?.login?.viewer.authenticated) return { kind: 'success' };
  const code = answer.errors?.[0]?.extensions?.code;
  if (code === 'TOO_MANY_REQUESTS') return { kind: 'refusal' };
  return { kind: 'failure', code: code ?? `HTTP ${status}` };
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}

export async function measureLoginLoad(): Promise<LoginLoadResult> {
  const redis: RedisServer | null = withRedis ? await startRedis() : null;
  const sandbox = await startSandboxProcess(latencyMs);
  const gateway = await forkBenchChild<{ url: string }>(import.meta.url, [CHILD_FLAG, sandbox.url, redis?.url ?? ''], 'gateway');
  const pool = new Pool(gateway.ready.url, { connections, pipelining: 1 });
  try {
    const setup = new Browser(pool);
    const { answer } = await setup.post('{ sandboxAccounts { username password } }');
    const accounts = answer.data?.sandboxAccounts ?? [];
    if (accounts.length < 2) throw new Error('the sandbox lists no demo accounts');
    const [bystander, ...load] = accounts as [(typeof accounts)[0], ...typeof accounts];
    const browsers = Array.from({ length: connections }, () => new Browser(pool));
    // Each browser has its csrftoken before the clock starts, as a browser that opened the login page does.
    await Promise.all(browsers.map((b) => b.post('{ viewer { authenticated } }')));

    const outcomes: Outcome[] = [];
    const latencies: number[] = [];
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      browsers.map(async (browser, i) => {
        const { username, password } = load[i % load.length]!;
        while (performance.now() < deadline) {
          const sent = performance.now();
          outcomes.push(outcomeOf(await browser.signIn(username, password).catch(() => ({ status: 0, answer: {} }))));
          latencies.push(performance.now() - sent);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const after = outcomeOf(await new Browser(pool).signIn(bystander.username, bystander.password));

    const failureCodes: Record<string, number> = {};
    for (const o of outcomes) if (o.kind === 'failure') failureCodes[o.code] = (failureCodes[o.code] ?? 0) + 1;
    latencies.sort((a, b) => a - b);
    return {
      connections,
      seconds,
      store: redis ? 'redis' : 'memory',
      answers: outcomes.length,
      successes: outcomes.filter((o) => o.kind === 'success').length,
      refusals: outcomes.filter((o) => o.kind === 'refusal').length,
      failures: outcomes.filter((o) => o.kind === 'failure').length,
      failureCodes,
      perSecond: outcomes.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      bystander: after.kind === 'failure' ? `failed (${after.code})` : after.kind === 'success' ? 'signed in' : 'refused',
    };
  } finally {
    await pool.close();
    await gateway.close();
    await sandbox.close();
    await redis?.stop();
  }
}

export function printLoginLoad(r: LoginLoadResult): void {
  console.log(
    `\n## Login load: ${r.connections} connections from one address for ${r.seconds} s, right passwords, sandbox latency ${latencyMs} ms, throttle store ${r.store}\n`,
  );
  console.log('| answers | successes | refusals | failures | sign-ins/s | ms p50, p99 | the account that took no part, afterwards |');
  console.log('|---|---|---|---|---|---|---|');
  const codes = Object.entries(r.failureCodes).map(([code, n]) => `${n} ${code}`).join(', ');
  console.log(
    `| ${r.answers} | ${r.successes} | ${r.refusals} | ${r.failures}${codes ? ` (${codes})` : ''} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(0)}, ${r.p99.toFixed(0)} | ${r.bystander} |`,
  );
}

if (process.argv.includes(CHILD_FLAG)) {
  // The gateway as it runs in production: its own upstream pool, and Redis when one is given.
  const { startGateway } = await import('@portal/gateway');
  const [upstreamUrl, redisUrl] = process.argv.slice(process.argv.indexOf(CHILD_FLAG) + 1);
  const gateway = await startGateway({
    upstreamUrl: upstreamUrl!,
    sandboxMode: true,
    allowAdhocDocuments: true,
    redisUrl: redisUrl || undefined,
    port: 0,
    host: '127.0.0.1',
  });
  process.send!({ url: gateway.url });
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printLoginLoad(await measureLoginLoad());
}
