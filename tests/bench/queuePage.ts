/**
 * Issue #25's figure: the Approval Queue page with 25 pending changes on it is the web client's one persisted query
 * (one GraphQL request per navigation), and the gateway checks the page's 25 texts with the compliance vendor in one
 * wave of parallel calls; a second navigation to the same page asks the vendor nothing (verdicts kept per version of
 * a change, decision D-172). Sandbox and gateway each in their own process, with the page bench's upstream latency.
 */
import { performance } from 'node:perf_hooks';
import { startGatewayProcess } from './gatewayProcess';
import { pageQuery } from './pages';
import { startSandboxProcess } from './sandboxProcess';
import { BenchSession } from './session';
import { wavesOf, type UpstreamCall } from './upstreamWaves';

export interface QueuePageResult {
  pending: number;
  onPage: number;
  graphqlRequests: number;
  waves: number;
  checkWaves: number;
  checks: number;
  ms: number;
  repeatChecks: number;
  repeatMs: number;
}

const PAGE_SIZE = 25;
const isCheck = (c: UpstreamCall) => c.method === 'POST' && /\/api\/mxeditor\/[^/]+\/compliance\/$/.test(c.path);

/** Adds pending changes as an agent would (the editor's save, checked by the gateway first) until the queue holds 25. */
async function fillQueue(session: BenchSession, seeded: number): Promise<void> {
  await session.signIn('alice');
  for (let i = seeded; i < PAGE_SIZE; i++) {
    const value = `Our office in Springfield is open on Saturday number ${i + 1} of the year, with coffee for visitors.`;
    await session.post({
      query: `mutation ($value: String!) { saveOverride(input: { agentId: "A1001", domainName: "alice-insurance.example", pageKey: "about",
        key: "mission", changes: [{ subkey: "", value: $value, type: "text" }] }) { domainEditor { id } } }`,
      variables: { value },
    });
  }
}

export async function measureQueuePage(latencyMs: number): Promise<QueuePageResult> {
  const sandbox = await startSandboxProcess(latencyMs);
  const gateway = await startGatewayProcess(sandbox.url);
  const session = new BenchSession([`${gateway.url}/graphql`, `${gateway.otherUrl}/graphql`]);
  try {
    await session.signIn('carol');
    const before = (await session.post({ query: '{ overview { approvalQueue { pendingCount } } }' })) as {
      data: { overview: { approvalQueue: { pendingCount: number } } };
    };
    await fillQueue(session, before.data.overview.approvalQueue.pendingCount);
    await session.signIn('carol');
    const request = {
      doc_id: pageQuery('loadersOverviewQueuePageQuery'),
      variables: { agentId: null, domainName: null, sectionKey: null, order: 'oldest', first: PAGE_SIZE, offset: 0 },
    };
    const timed = async () => {
      await gateway.takeCalls();
      const t0 = performance.now();
      const answer = (await session.post(request)) as { data: { overview: { approvalQueue: { pendingCount: number; edges: unknown[] } } } };
      return { ms: performance.now() - t0, calls: await gateway.takeCalls(), queue: answer.data.overview.approvalQueue };
    };
    const first = await timed();
    const again = await timed();
    const waves = wavesOf(first.calls);
    return {
      pending: first.queue.pendingCount,
      onPage: first.queue.edges.length,
      graphqlRequests: 1,
      waves: waves.length,
      checkWaves: waves.filter((w) => w.some(isCheck)).length,
      checks: first.calls.filter(isCheck).length,
      ms: first.ms,
      repeatChecks: again.calls.filter(isCheck).length,
      repeatMs: again.ms,
    };
  } finally {
    await session.close();
    await gateway.close();
    await sandbox.close();
  }
}

export function printQueuePage(r: QueuePageResult): { ok: boolean; what: string } {
  console.log(`\n## Approval Queue page (issue #25): ${r.onPage} of ${r.pending} pending changes on the page\n`);
  console.log('| GraphQL requests | upstream waves | waves with compliance checks | compliance checks | ms | the same page again: checks, ms |');
  console.log('|---|---|---|---|---|---|');
  console.log(`| ${r.graphqlRequests} | ${r.waves} | ${r.checkWaves} | ${r.checks} | ${r.ms.toFixed(0)} | ${r.repeatChecks}, ${r.repeatMs.toFixed(0)} |`);
  const ok = r.onPage === PAGE_SIZE && r.checkWaves === 1 && r.checks === PAGE_SIZE && r.repeatChecks === 0;
  return { ok, what: `queue page of ${PAGE_SIZE}: ${r.checkWaves} wave of ${r.checks} compliance checks, ${r.repeatChecks} on the next visit` };
}
