/**
 * `pnpm bench`: the performance targets of issue #14 side by side, as ratios against their baselines, then the email
 * log CSV download's memory (emailCsvMemory.ts).
 * - Pages: every page's query, the gateway and the sandbox each in its own process (the bench is the browser, on one
 *   keep-alive connection, accepting compressed answers), with injected upstream latency; upstream waves per request (a wave
 *   is the calls that start before any of the previous ones finished) and page latency over the slowest single REST
 *   call of the same request, within a session and on the first request of a session. Targets 1.3 and 2.2.
 * - Gateway overhead: the gateway answering a trivial persisted query over a bare Express handler answering the same
 *   JSON, interleaved rounds (gatewayOverhead.ts). Target 0.75.
 * - Initial JS gzip per entry route and the cold load to the dashboard heading in Chromium (initialJs.ts, coldLoad.ts).
 * - The login load (issue #24 §1): 200 browsers behind one address signing in with the right password for 15 s; every
 *   answer should be a success (loginLoad.ts). Target: no refusal and no failure.
 * - The Approval Queue page with 25 pending changes: one GraphQL request, one wave of compliance checks, none on the
 *   next visit (queuePage.ts, issue #25).
 * - The gateway's memory after a full collection, idle and after 20,000 dashboard queries (gatewayMemory.ts, issue #24
 *   §5). Target: the heap kept after the load does not grow between the first quarter of it and the end (1.1).
 * - Lighthouse 12 on a phone and a desktop (issue #27): the issue's pages, mobile and desktop presets, median of 3 runs,
 *   beside the issue's targets (lighthouse.ts; BENCH_LH_* there).
 * Each part runs in a fresh process: run after the others in one process, the cold load measured 704 ms instead of
 * 511, because its in-process gateway shared a heap with the earlier parts' servers and load generator.
 * Env: BENCH_LATENCY_MS (default 20), BENCH_REQUESTS (default 20), BENCH_FIRST_REQUESTS (default 12),
 * BENCH_PAGES (a substring filter of page names), BENCH_SHAPES=1 (print each page's waves), BENCH_PARTS (default
 * pages,overhead,browser,login,queue,memory,lighthouse,csv: the parts to run).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { COLD_LOAD_TARGET_MS, measureColdLoad, printColdLoad, type ColdLoadRow } from './coldLoad';
import { measureGatewayMemory, printGatewayMemory } from './gatewayMemory';
import { measureGatewayOverhead, type OverheadResult } from './gatewayOverhead';
import { INITIAL_JS_BUDGET_KB, measureInitialJs, printInitialJs, type InitialJsRow } from './initialJs';
import { measureLighthouse, printLighthouse } from './lighthouse';
import { measureLoginLoad, printLoginLoad, type LoginLoadResult } from './loginLoad';
import { measurePage, type PageResult, type PageSample } from './pageLatency';
import { PAGES } from './pages';
import { measureQueuePage, printQueuePage } from './queuePage';
import { startGatewayProcess } from './gatewayProcess';
import { startSandboxProcess } from './sandboxProcess';
import { BenchSession } from './session';

const latencyMs = Number(process.env.BENCH_LATENCY_MS ?? 20);
const requests = Number(process.env.BENCH_REQUESTS ?? 20);
const firstRequests = Number(process.env.BENCH_FIRST_REQUESTS ?? 12);
const pageFilter = process.env.BENCH_PAGES ?? '';
const parts = new Set((process.env.BENCH_PARTS ?? 'pages,overhead,browser,login,queue,memory,lighthouse,csv').split(','));

const TARGETS = { session: 1.3, first: 2.2, overhead: 0.75 } as const;

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/** One line of the summary: a measured ratio against its target. */
interface SummaryRow {
  what: string;
  ratio: number;
  target: string;
  ok: boolean;
}

async function measurePages(): Promise<PageResult[]> {
  const sandbox = await startSandboxProcess(latencyMs);
  const gateway = await startGatewayProcess(sandbox.url);
  const session = new BenchSession([`${gateway.url}/graphql`, `${gateway.otherUrl}/graphql`]);
  const results: PageResult[] = [];
  try {
    for (const page of PAGES.filter((p) => p.name.includes(pageFilter))) {
      results.push(await measurePage(session, gateway, page, requests, firstRequests));
    }
  } finally {
    await session.close();
    await gateway.close();
    await sandbox.close();
  }
  return results;
}

function printPages(results: PageResult[]): SummaryRow[] {
  console.log(`\n## Pages: upstream latency ${latencyMs} ms, ${requests} requests within a session, ${firstRequests} first requests of a session (medians)\n`);
  console.log(
    `| page | waves (session, first, unseen) | calls | ms (session) | latency / slowest call: within a session (target ≤ ${TARGETS.session}) | first after sign-in (target ≤ ${TARGETS.first}) | first on an instance that has not seen the session (target ≤ ${TARGETS.first}) |`,
  );
  console.log('|---|---|---|---|---|---|---|');
  const ratio = (sample: PageSample, target: number) =>
    sample.calls === 0 ? 'no upstream call' : `${sample.ratio.toFixed(2)} ${verdict(sample.ratio <= target)}`;
  for (const r of results) {
    const { session: s, first: f, unseen: u } = r;
    console.log(
      `| ${r.name} | ${s.waves}, ${f.waves}, ${u.waves} | ${s.calls} | ${s.latency.toFixed(1)} | ${ratio(s, TARGETS.session)} | ${ratio(f, TARGETS.first)} | ${ratio(u, TARGETS.first)} |`,
    );
  }
  if (process.env.BENCH_SHAPES) {
    console.log('\nWaves per page (first request on an instance that has not seen the session; calls of one wave separated by commas):');
    for (const r of results) console.log(`- ${r.name}: ${r.unseen.shape}`);
  }
  const worst = (pick: (r: PageResult) => PageSample) => {
    const measured = results.filter((r) => pick(r).calls > 0);
    return measured.reduce((a, b) => (pick(b).ratio > pick(a).ratio ? b : a), measured[0]!);
  };
  if (results.length === 0) return [];
  const session = worst((r) => r.session);
  const first = worst((r) => r.first);
  const unseen = worst((r) => r.unseen);
  return [
    {
      what: `page latency / slowest REST call, within a session (worst page: ${session.name})`,
      ratio: session.session.ratio,
      target: `≤ ${TARGETS.session}`,
      ok: session.session.ratio <= TARGETS.session,
    },
    {
      what: `page latency / slowest REST call, first request after a sign-in (worst page: ${first.name})`,
      ratio: first.first.ratio,
      target: `≤ ${TARGETS.first}`,
      ok: first.first.ratio <= TARGETS.first,
    },
    {
      what: `page latency / slowest REST call, first request on an instance that has not seen the session (worst page: ${unseen.name})`,
      ratio: unseen.unseen.ratio,
      target: `≤ ${TARGETS.first}`,
      ok: unseen.unseen.ratio <= TARGETS.first,
    },
  ];
}

function printOverhead(overhead: OverheadResult): SummaryRow[] {
  console.log('\n## Gateway overhead: a trivial persisted query vs a bare Express handler answering the same JSON\n');
  console.log('| rounds | bare Express req/s | gateway req/s | gateway / Express | server CPU µs per request (Express, gateway) | Express CPU / gateway CPU |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| ${overhead.rounds} | ${overhead.express.toFixed(0)} | ${overhead.gateway.toFixed(0)} | ${overhead.ratio.toFixed(2)} ${verdict(overhead.ratio >= TARGETS.overhead)} | ${overhead.expressCpu.toFixed(0)}, ${overhead.gatewayCpu.toFixed(0)} | ${overhead.cpuRatio.toFixed(2)} |`,
  );
  console.log(
    `\nTracing on (spans made, batched, dropped by the exporter; D-128): ${overhead.traced.toFixed(0)} req/s, ${overhead.tracedCpu.toFixed(0)} µs CPU per request, ${overhead.tracingCost.toFixed(2)}x the untraced gateway's.`,
  );
  return [
    { what: 'gateway / bare Express throughput', ratio: overhead.ratio, target: `≥ ${TARGETS.overhead}`, ok: overhead.ratio >= TARGETS.overhead },
  ];
}

function browserSummary(initialJs: InitialJsRow[], coldLoad: ColdLoadRow[]): SummaryRow[] {
  return [
    ...initialJs.map((r) => ({
      what: `initial JS gzip ${r.route} (${r.gzipKb} kB) / budget ${INITIAL_JS_BUDGET_KB} kB`,
      ratio: r.ratioToBudget,
      target: '≤ 1',
      ok: r.ratioToBudget <= 1,
    })),
    ...coldLoad.map((r) => ({
      what: `cold load to the dashboard heading (${r.headingMs} ms) / ${COLD_LOAD_TARGET_MS} ms`,
      ratio: r.ratioToTarget,
      target: '≤ 1',
      ok: r.ratioToTarget <= 1,
    })),
  ];
}

function printLogin(load: LoginLoadResult): SummaryRow[] {
  printLoginLoad(load);
  const refused = load.refusals + load.failures;
  return [
    {
      what: `login load: answers that were not a sign-in (${refused} of ${load.answers}) / answers`,
      ratio: load.answers === 0 ? 1 : refused / load.answers,
      target: '= 0',
      ok: refused === 0 && load.answers > 0,
    },
  ];
}

/** What each part measures; bench.ts runs each in its own process (see above). */
const MEASURES = {
  pages: measurePages,
  overhead: measureGatewayOverhead,
  initialJs: measureInitialJs,
  coldLoad: measureColdLoad,
  login: measureLoginLoad,
  queue: () => measureQueuePage(latencyMs),
  memory: measureGatewayMemory,
  lighthouse: measureLighthouse,
};
type Part = keyof typeof MEASURES;
const PART_FLAG = '--bench-part';

function inOwnProcess<P extends Part>(part: P): Promise<Awaited<ReturnType<(typeof MEASURES)[P]>>> {
  const child = fork(fileURLToPath(import.meta.url), [PART_FLAG, part], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as Awaited<ReturnType<(typeof MEASURES)[P]>>));
    child.once('exit', (code) => reject(new Error(`the bench part ${part} ended (${code}) without a result`)));
  });
}

async function main(): Promise<void> {
  const summary: SummaryRow[] = [];
  if (parts.has('pages')) summary.push(...printPages(await inOwnProcess('pages')));
  if (parts.has('overhead')) summary.push(...printOverhead(await inOwnProcess('overhead')));
  if (parts.has('browser')) {
    const initialJs = await inOwnProcess('initialJs');
    printInitialJs(initialJs);
    const coldLoad = await inOwnProcess('coldLoad');
    printColdLoad(coldLoad);
    summary.push(...browserSummary(initialJs, coldLoad));
  }
  if (parts.has('login')) summary.push(...printLogin(await inOwnProcess('login')));
  if (parts.has('queue')) {
    const queue = printQueuePage(await inOwnProcess('queue'));
    summary.push({ what: queue.what, ratio: 1, target: '1 wave, 0 again', ok: queue.ok });
  }
  if (parts.has('memory')) summary.push(printGatewayMemory(await inOwnProcess('memory')));
  if (parts.has('lighthouse')) {
    const rows = await inOwnProcess('lighthouse');
    printLighthouse(rows);
    for (const r of rows) {
      summary.push({ what: `Lighthouse ${r.preset} ${r.path} (${r.build}): performance ${r.performance}`, ratio: r.performance / 100, target: 'see its table', ok: r.ok });
    }
  }
  console.log('\n## Targets side by side (issues #14, #24, #25, #27)\n');
  console.log('| measured | ratio | target | |');
  console.log('|---|---|---|---|');
  for (const row of summary) console.log(`| ${row.what} | ${row.ratio.toFixed(2)} | ${row.target} | ${verdict(row.ok)} |`);
}

if (process.argv.includes(PART_FLAG)) {
  const part = process.argv[process.argv.indexOf(PART_FLAG) + 1] as Part;
  const result = await MEASURES[part]();
  process.send!(result, () => process.exit(0));
} else {
  try {
    await main();
  } finally {
    // ADMIN-038: the email log CSV download's memory while streaming 50,000 rows (decision D-100); measured even when
    // a part above failed.
    if (parts.has('csv')) await import('./emailCsvMemory');
  }
}
