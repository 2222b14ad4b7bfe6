/**
 * `pnpm bench`: measures the gateway against the sandbox with injected upstream latency, then the email log CSV
 * download's memory (emailCsvMemory.ts).
 * For each page's query: round-trip time (p50/p95), upstream calls per request, and throughput under concurrency.
 * Env: BENCH_LATENCY_MS (default 20), BENCH_REQUESTS (default 60), BENCH_CONCURRENCY (default 8).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Agent, type Dispatcher } from 'undici';
import { startGateway } from '@portal/gateway';
import { startSandbox } from '@portal/sandbox';

const latencyMs = Number(process.env.BENCH_LATENCY_MS ?? 20);
const requests = Number(process.env.BENCH_REQUESTS ?? 60);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);

/** Counts every upstream request the gateway makes. */
class CountingAgent extends Agent {
  count = 0;
  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    this.count += 1;
    return super.dispatch(options, handler);
  }
}

const persisted = JSON.parse(
  readFileSync(new URL('../../gateway/persisted-queries.json', import.meta.url), 'utf8'),
) as Record<string, string>;

/** The document the web client sends for a page (from the persisted-query map), so the bench measures real pages. */
function pageQuery(operation: string): string {
  const text = Object.values(persisted).find((doc) => doc.startsWith(`query ${operation}`));
  if (!text) throw new Error(`${operation} is not in gateway/persisted-queries.json: build the web client first`);
  return text;
}

const lastMonth = { startDate: '2026-10-23', endDate: '2026-11-22' };

const scenarios: { name: string; query: string; variables?: Record<string, unknown>; user?: string }[] = [
  { name: 'session (app boot)', query: pageQuery('sessionQuery') },
  {
    name: 'agent dashboard',
    query: pageQuery('loadersDashboardPageQuery'),
    variables: { associateId: 'A1001', ...lastMonth },
  },
  { name: 'domains list', query: pageQuery('loadersDomainsPageQuery'), variables: { associateId: 'A1001' } },
  {
    name: 'domain editor',
    query: pageQuery('loadersEditorLayoutQuery'),
    variables: { agentId: 'A1001', domainName: 'alice-insurance.example' },
  },
  { name: 'overview landing (corp)', query: pageQuery('loadersOverviewLandingPageQuery'), user: 'erin' },
  { name: 'overview M1 stats (corp)', query: pageQuery('loadersOverviewStatsPageQuery'), variables: lastMonth, user: 'erin' },
  { name: 'approval queue (corp)', query: pageQuery('loadersOverviewQueuePageQuery'), user: 'erin' },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main(): Promise<void> {
  const sandbox = await startSandbox({ port: 0, file: ':memory:', latencyMs });
  const dispatcher = new CountingAgent({ keepAliveTimeout: 30_000, connections: 128 });
  const gateway = await startGateway({
    upstreamUrl: sandbox.url,
    sandboxMode: true,
    dispatcher,
    allowAdhocDocuments: true,
    port: 0,
    host: '127.0.0.1',
  });
  const endpoint = `${gateway.url}/graphql`;
  let cookie = '';
  const post = async (query: string, variables?: Record<string, unknown>) => {
    const csrf = /csrftoken=([^;]+)/.exec(cookie)?.[1] ?? '';
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-csrftoken': csrf },
      body: JSON.stringify({ query, variables }),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const name = pair.split('=')[0];
      cookie = [...cookie.split('; ').filter((p) => p && !p.startsWith(`${name}=`)), pair].join('; ');
    }
    const body = (await res.json()) as { errors?: { message: string }[] };
    if (body.errors) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body;
  };

  let signedIn = '';
  const signIn = async (username: string) => {
    if (signedIn === username) return;
    if (signedIn) await post('mutation { logout { viewer { id } } }');
    await post('{ viewer { id } }');
    await post(`mutation { login(input: {username: "${username}", password: "portal-demo"}) { viewer { id } } }`);
    signedIn = username;
  };

  console.log(`upstream latency ${latencyMs} ms, ${requests} sequential requests, then ${requests} at concurrency ${concurrency}\n`);
  console.log('| query | p50 ms | p95 ms | upstream calls / request | req/s at concurrency |');
  console.log('|---|---|---|---|---|');
  for (const s of scenarios) {
    await signIn(s.user ?? 'alice');
    await post(s.query, s.variables); // warm the document cache
    const times: number[] = [];
    const before = dispatcher.count;
    for (let i = 0; i < requests; i++) {
      const t0 = performance.now();
      await post(s.query, s.variables);
      times.push(performance.now() - t0);
    }
    const callsPerRequest = (dispatcher.count - before) / requests;
    times.sort((a, b) => a - b);
    const t0 = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next++ < requests) await post(s.query, s.variables);
      }),
    );
    const rps = requests / ((performance.now() - t0) / 1000);
    console.log(
      `| ${s.name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${callsPerRequest.toFixed(1)} | ${rps.toFixed(0)} |`,
    );
  }
  await gateway.close();
  await sandbox.close();
}

try {
  await main();
} finally {
  // ADMIN-038: the email log CSV download's memory while streaming 50,000 rows (decision D-100); measured even when
  // a query above failed.
  await import('./emailCsvMemory');
}
