import { performance } from 'node:perf_hooks';
import type { PageScenario } from './pages';
import type { BenchSession } from './session';
import type { GatewayProcess } from './gatewayProcess';
import { slowestCall, wavesOf, type UpstreamCall } from './upstreamWaves';

export interface PageSample {
  latency: number;
  waves: number;
  calls: number;
  /** latency over the slowest single upstream call of the same request */
  ratio: number;
  /** the waves' calls, e.g. "auth_info/ | a, b | c" */
  shape: string;
}

export interface PageResult {
  name: string;
  /** Requests within a signed-in session (its auth_info may already be known). */
  session: PageSample;
  /** The first request after signing in on the same instance, which kept the sign-in's auth_info answer (D-120). */
  first: PageSample;
  /** The first request of a session this instance has not seen (signed in on another one, no Redis). */
  unseen: PageSample;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function shapeOf(waves: UpstreamCall[][]): string {
  const name = (c: UpstreamCall) => c.path.replace(/^\/api\//, '').replace(/\?.*$/, '');
  return waves.map((w) => w.map(name).join(', ')).join(' | ');
}

async function sample(
  session: BenchSession,
  gateway: GatewayProcess,
  page: PageScenario,
): Promise<{ latency: number; calls: UpstreamCall[] }> {
  await gateway.takeCalls();
  const t0 = performance.now();
  await session.post({ doc_id: page.docId, variables: page.variables });
  const latency = performance.now() - t0;
  return { latency, calls: await gateway.takeCalls() };
}

function summary(samples: { latency: number; calls: UpstreamCall[] }[]): PageSample {
  const waves = samples.map((s) => wavesOf(s.calls));
  const wavesMedian = median(waves.map((w) => w.length));
  return {
    latency: median(samples.map((s) => s.latency)),
    waves: wavesMedian,
    calls: median(samples.map((s) => s.calls.length)),
    ratio: median(samples.map((s) => s.latency / Math.max(slowestCall(s.calls), 1e-3))),
    shape: shapeOf(waves.find((w) => w.length === wavesMedian) ?? waves[0] ?? []),
  };
}

/**
 * A page's query timed within a session (`requests` times after one warm-up) and as the first request of a fresh
 * session (`firstRequests` times each: after a sign-in on the same instance, and after one on the other instance, so
 * that nothing about the session is known; the sign-ins are not timed). Requests go one at a time.
 */
export async function measurePage(
  session: BenchSession,
  gateway: GatewayProcess,
  page: PageScenario,
  requests: number,
  firstRequests: number,
): Promise<PageResult> {
  const user = page.user ?? 'alice';
  const first: { latency: number; calls: UpstreamCall[] }[] = [];
  const unseen: { latency: number; calls: UpstreamCall[] }[] = [];
  for (let i = 0; i < firstRequests; i++) {
    await session.signIn(user);
    first.push(await sample(session, gateway, page));
    await session.signIn(user, 1);
    unseen.push(await sample(session, gateway, page));
  }
  await session.ensure(user);
  await sample(session, gateway, page);
  const within: { latency: number; calls: UpstreamCall[] }[] = [];
  for (let i = 0; i < requests; i++) within.push(await sample(session, gateway, page));
  return { name: page.name, session: summary(within), first: summary(first), unseen: summary(unseen) };
}
