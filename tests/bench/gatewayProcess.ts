/**
 * The gateway in its own process for the page bench, as it runs in production: neither the bench (the browser) nor
 * the sandbox (the provider) shares its event loop, so a page's latency is the gateway's and the upstream's, not the
 * load generator's. Two instances, as behind a load balancer without Redis: `url` is measured, `otherUrl` is where
 * a browser signed in, so `url` has not seen that session. Both record their upstream calls on one RecordingAgent;
 * `takeCalls()` returns those made since the last.
 */
import { forkBenchChild } from './benchChild';
import type { UpstreamCall } from './upstreamWaves';

const CHILD_FLAG = '--bench-gateway';

export interface GatewayProcess {
  url: string;
  otherUrl: string;
  takeCalls(): Promise<UpstreamCall[]>;
  close(): Promise<void>;
}

export async function startGatewayProcess(upstreamUrl: string): Promise<GatewayProcess> {
  const child = await forkBenchChild<{ url: string; otherUrl: string }>(import.meta.url, [CHILD_FLAG, upstreamUrl], 'gateway');
  return { ...child.ready, takeCalls: () => child.ask<UpstreamCall[]>('take'), close: child.close };
}

if (process.argv.includes(CHILD_FLAG)) {
  const { startGateway } = await import('@portal/gateway');
  const { RecordingAgent } = await import('./upstreamWaves');
  const agent = new RecordingAgent({ keepAliveTimeout: 30_000, connections: 128 });
  const start = () =>
    startGateway({
      upstreamUrl: process.argv[process.argv.indexOf(CHILD_FLAG) + 1]!,
      sandboxMode: true,
      dispatcher: agent,
      allowAdhocDocuments: true,
      port: 0,
      host: '127.0.0.1',
    });
  const [measured, other] = [await start(), await start()];
  process.on('message', (message) => {
    if (message === 'take') process.send!(agent.take());
  });
  process.send!({ url: measured.url, otherUrl: other.url });
}
