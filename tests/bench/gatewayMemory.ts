/**
 * Gateway memory (issue #24 §5): the gateway as it runs in production (JSON log to /dev/null, metrics, persisted ids
 * only, its own process) against the sandbox in another, idle and then after waves of dashboard queries from
 * signed-in browsers. Reported after a full garbage collection: what the process keeps, not what it has not freed yet.
 * Env: BENCH_MEMORY_QUERIES (default 20000), BENCH_MEMORY_SESSIONS (browsers, default 16),
 * BENCH_HEAP_SNAPSHOT=dir writes the gateway's heap snapshot after the load (read it in Chrome's DevTools).
 * Run alone: `tsx tests/bench/gatewayMemory.ts`.
 */
import { fileURLToPath } from 'node:url';
import { forkBenchChild } from './benchChild';
import { pageQuery } from './pages';
import { BenchSession } from './session';
import { startSandboxProcess } from './sandboxProcess';

const CHILD_FLAG = '--bench-memory-gateway';
const MB = 1024 * 1024;

export interface MemorySample {
  after: number;
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
}

interface Usage {
  rss: number;
  heapUsed: number;
  external: number;
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The samples as a table, and the growth of the heap kept from the first quarter of the load to its end. */
export function printGatewayMemory(samples: MemorySample[]): { what: string; ratio: number; target: string; ok: boolean } {
  console.log('\n## Gateway memory after a full collection: idle, then during dashboard queries (issue #24 §5)\n');
  console.log('| dashboard queries | RSS MB | heap used MB | external MB |');
  console.log('|---|---|---|---|');
  for (const s of samples) console.log(`| ${s.after} | ${s.rssMb.toFixed(0)} | ${s.heapUsedMb.toFixed(0)} | ${s.externalMb.toFixed(0)} |`);
  const ratio = samples[samples.length - 1]!.heapUsedMb / samples[1]!.heapUsedMb;
  return { what: `gateway heap kept at the end of the load / after its first quarter`, ratio, target: '≤ 1.1', ok: ratio <= 1.1 };
}

export async function measureGatewayMemory(): Promise<MemorySample[]> {
  const queries = Number(process.env.BENCH_MEMORY_QUERIES ?? 20_000);
  const sessions = Number(process.env.BENCH_MEMORY_SESSIONS ?? 16);
  const sandbox = await startSandboxProcess(0);
  const gateway = await forkBenchChild<{ url: string }>(import.meta.url, [CHILD_FLAG, sandbox.url], 'memory gateway');
  const samples: MemorySample[] = [];
  const sample = async (after: number) => {
    const usage = await gateway.ask<Usage>('usage');
    samples.push({ after, rssMb: usage.rss / MB, heapUsedMb: usage.heapUsed / MB, externalMb: usage.external / MB });
  };
  const browsers = Array.from({ length: sessions }, () => new BenchSession([`${gateway.ready.url}/graphql`]));
  try {
    await sample(0);
    // The accounts that see a dashboard of their own, so every answer is a full page.
    const accounts = ['alice', 'ivan', 'bob', 'jdoe'];
    const agentOf: Record<string, string> = { alice: 'A1001', ivan: 'A1002', bob: 'A1003', jdoe: 'A1001' };
    await Promise.all(browsers.map((browser, i) => browser.signIn(accounts[i % accounts.length]!)));
    const docId = pageQuery('loadersDashboardPageQuery');
    const steps = 4;
    let sent = 0;
    for (let step = 1; step <= steps; step++) {
      const until = Math.round((queries * step) / steps);
      await Promise.all(
        browsers.map(async (browser, i) => {
          const associateId = agentOf[accounts[i % accounts.length]!]!;
          while (sent < until) {
            sent += 1;
            await browser.post({ doc_id: docId, variables: { associateId, startDate: isoDay(-29), endDate: isoDay(0) } });
          }
        }),
      );
      await sample(sent);
    }
    if (process.env.BENCH_HEAP_SNAPSHOT) console.log(`heap snapshot: ${await gateway.ask<string>('snapshot')}`);
  } finally {
    await Promise.all(browsers.map((b) => b.close()));
    await gateway.close();
    await sandbox.close();
  }
  return samples;
}

if (process.argv.includes(CHILD_FLAG)) {
  const { createLogger, startGateway } = await import('@portal/gateway');
  const { setFlagsFromString, writeHeapSnapshot } = await import('node:v8');
  const { runInNewContext } = await import('node:vm');
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  process.env.NODE_ENV = 'production';
  const gateway = await startGateway({
    upstreamUrl: `${process.argv[process.argv.indexOf(CHILD_FLAG) + 1]!.replace(/\/$/, '')}/`,
    sandboxMode: true,
    allowAdhocDocuments: true,
    port: 0,
    host: '127.0.0.1',
    logger: createLogger({ production: true, destination: { write: () => undefined } }),
  });
  process.on('message', (message) => {
    if (message === 'usage') {
      gc();
      gc();
      const { rss, heapUsed, external } = process.memoryUsage();
      process.send!({ rss, heapUsed, external });
    } else if (message === 'snapshot') {
      gc();
      process.send!(writeHeapSnapshot(`${process.env.BENCH_HEAP_SNAPSHOT}/gateway-${Date.now()}.heapsnapshot`));
    }
  });
  process.send!({ url: gateway.url });
} else if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printGatewayMemory(await measureGatewayMemory());
}
