/**
 * Issue #27, fast on a phone: Lighthouse 12 on the pages, mobile preset (simulated slow 4G, 4x CPU) and
 * desktop preset, median of 3 runs (performance, LCP, TBT, CLS, accessibility) beside the targets. The gateway
 * runs in production mode serving the built client (WEB_DIST), the sandbox in its own process answering every call
 * after BENCH_LATENCY_MS (default 20); each Lighthouse run is its own CLI process launching Debian's Chromium through
 * chrome-launcher (CHROME_PATH, default /usr/bin/chromium-headless-shell), signed in by a Cookie in --extra-headers.
 * Env: BENCH_LH_RUNS (default 3), BENCH_LH_PRESETS (default mobile,desktop), BENCH_PAGES (a substring filter of paths),
 * BENCH_LH_DISTS (comma-separated builds measured interleaved, each behind its own gateway, e.g.
 * `web/dist-before,web/dist`; default WEB_DIST or web/dist), BENCH_LH_REPORTS (a folder that keeps every run's report).
 * Run alone: `BENCH_PARTS=lighthouse pnpm bench` or `npx tsx tests/bench/lighthouse.ts`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Result } from 'lighthouse';
import { startGateway } from '@portal/gateway';
import { startSandboxProcess } from './sandboxProcess';
import { BenchSession } from './session';
import { webDist } from './webStack';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LIGHTHOUSE_BIN = path.join(repoRoot, 'tests/node_modules/.bin/lighthouse');

type Preset = 'mobile' | 'desktop';

interface Target {
  performance: number;
  lcpMs: number;
  tbtMs: number;
}

/** The pages, who is signed in for each, and its mobile targets (desktop: performance >= 95 everywhere). */
const PAGES: { path: string; user?: string; mobile: Target }[] = [
  { path: '/login/', mobile: { performance: 90, lcpMs: 2000, tbtMs: 200 } },
  { path: '/agents/A1001/dashboard/', user: 'alice', mobile: { performance: 85, lcpMs: 2500, tbtMs: 300 } },
  { path: '/agents/A1001/domains/', user: 'alice', mobile: { performance: 85, lcpMs: 2500, tbtMs: 300 } },
  { path: '/glossary/', user: 'alice', mobile: { performance: 85, lcpMs: 2500, tbtMs: 300 } },
  { path: '/mirus/A1001/?admin=search', user: 'jdoe', mobile: { performance: 80, lcpMs: 3000, tbtMs: 400 } },
];
const DESKTOP_PERFORMANCE = 95;

export interface LighthouseRow {
  build: string;
  path: string;
  preset: Preset;
  runs: number;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  target: Target | { performance: number };
  ok: boolean;
}

interface RunScores {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** BENCH_LH_REPORTS=dir keeps each run's whole report (long tasks, requests) for a closer look. */
function saveReport(dir: string, url: string, preset: Preset, text: string): void {
  mkdirSync(dir, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${preset}-${Date.now()}.json`;
  writeFileSync(path.join(dir, name), text);
}

/** One Lighthouse run in its own process (its CLI launches a fresh Chromium with a fresh profile). */
function runLighthouse(url: string, preset: Preset, cookie: string | undefined): Promise<RunScores> {
  const args = [
    url,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--only-categories=performance,accessibility',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic',
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ];
  const child = spawn(LIGHTHOUSE_BIN, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} (${preset}) ended ${code}: ${Buffer.concat(err).toString().slice(-800)}`));
      const text = Buffer.concat(out).toString('utf8');
      const report = JSON.parse(text) as Result;
      if (process.env.BENCH_LH_REPORTS) saveReport(process.env.BENCH_LH_REPORTS, url, preset, text);
      if (report.runtimeError) return reject(new Error(`lighthouse ${url}: ${report.runtimeError.message}`));
      const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
      resolve({
        performance: Math.round((report.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    });
  });
}

/** Lighthouse on a loaded machine now and then loses its trace (NO_NAVSTART); such a run is made again, twice at most. */
async function runWithRetry(url: string, preset: Preset, cookie: string | undefined): Promise<RunScores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, preset, cookie);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`lighthouse ${url} (${preset}) again: ${(error as Error).message.slice(0, 200)}`);
    }
  }
}

function meets(scores: RunScores, preset: Preset, target: Target): boolean {
  if (preset === 'desktop') return scores.performance >= DESKTOP_PERFORMANCE && scores.cls === 0;
  return scores.performance >= target.performance && scores.lcpMs <= target.lcpMs && scores.tbtMs <= target.tbtMs && scores.cls === 0;
}

export async function measureLighthouse(): Promise<LighthouseRow[]> {
  const latencyMs = Number(process.env.BENCH_LATENCY_MS ?? 20);
  const runs = Number(process.env.BENCH_LH_RUNS ?? 3);
  const presets = (process.env.BENCH_LH_PRESETS ?? 'mobile,desktop').split(',') as Preset[];
  const pageFilter = process.env.BENCH_PAGES ?? '';
  const dists = process.env.BENCH_LH_DISTS ? process.env.BENCH_LH_DISTS.split(',').map((d) => path.resolve(repoRoot, d)) : [webDist()];
  const sandbox = await startSandboxProcess(latencyMs);
  // Production mode as deployed (no dev extras, staff-only playground); ad hoc documents only so the bench can sign in.
  const gateways = await Promise.all(
    dists.map((dist) =>
      startGateway({ upstreamUrl: sandbox.url, sandboxMode: true, production: true, allowAdhocDocuments: true, webDist: dist, port: 0, host: '127.0.0.1' }),
    ),
  );
  const scores = new Map<string, RunScores[]>();
  const key = (build: string, page: string, preset: Preset) => `${build}\n${page}\n${preset}`;
  try {
    const cookies = new Map<string, string>();
    for (const [i, gateway] of gateways.entries()) {
      for (const user of new Set(PAGES.flatMap((p) => (p.user ? [p.user] : [])))) {
        const session = new BenchSession([`${gateway.url}/graphql`]);
        await session.signIn(user);
        cookies.set(`${i}\n${user}`, session.cookieHeader());
        await session.close();
      }
    }
    // Interleaved: each run measures every build before the next run, so the machine's load falls on all alike.
    for (let run = 0; run < runs; run++) {
      for (const page of PAGES.filter((p) => p.path.includes(pageFilter))) {
        for (const preset of presets) {
          for (const [i, gateway] of gateways.entries()) {
            const cookie = page.user ? cookies.get(`${i}\n${page.user}`) : undefined;
            const result = await runWithRetry(`${gateway.url}${page.path}`, preset, cookie);
            const k = key(dists[i]!, page.path, preset);
            scores.set(k, [...(scores.get(k) ?? []), result]);
          }
        }
      }
    }
  } finally {
    await Promise.all(gateways.map((g) => g.close()));
    await sandbox.close();
  }
  const rows: LighthouseRow[] = [];
  for (const page of PAGES.filter((p) => p.path.includes(pageFilter))) {
    for (const preset of presets) {
      for (const dist of dists) {
        const all = scores.get(key(dist, page.path, preset)) ?? [];
        const m: RunScores = {
          performance: median(all.map((s) => s.performance)),
          accessibility: median(all.map((s) => s.accessibility)),
          fcpMs: median(all.map((s) => s.fcpMs)),
          lcpMs: median(all.map((s) => s.lcpMs)),
          tbtMs: median(all.map((s) => s.tbtMs)),
          cls: median(all.map((s) => s.cls)),
        };
        rows.push({
          build: path.relative(repoRoot, dist) || dist,
          path: page.path,
          preset,
          runs: all.length,
          ...m,
          target: preset === 'mobile' ? page.mobile : { performance: DESKTOP_PERFORMANCE },
          ok: meets(m, preset, page.mobile),
        });
      }
    }
  }
  return rows;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Prints the rows as the table `pnpm bench` shows. */
export function printLighthouse(rows: LighthouseRow[]): void {
  console.log('\n## Lighthouse 12 (issue #27): production build and gateway, medians; target CLS 0 and accessibility 100 everywhere\n');
  console.log('| build | page | preset | runs | performance | FCP | LCP | TBT | CLS | accessibility | target (performance, LCP, TBT) | |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const target = 'lcpMs' in r.target ? `≥ ${r.target.performance}, ≤ ${seconds(r.target.lcpMs)}, ≤ ${r.target.tbtMs} ms` : `≥ ${r.target.performance}`;
    console.log(
      `| ${r.build} | ${r.path} | ${r.preset} | ${r.runs} | ${r.performance} | ${seconds(r.fcpMs)} | ${seconds(r.lcpMs)} | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${r.accessibility} | ${target} | ${r.ok ? 'ok' : 'MISSED'} |`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printLighthouse(await measureLighthouse());
