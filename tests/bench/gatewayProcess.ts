/**
 * The gateway in its own process for the page bench, as it runs in production: neither the bench (the browser) nor
 * the sandbox (the provider) shares its event loop, so a page's latency is the gateway's and the upstream's, not the
 * load generator's. Two instances, as behind a load balancer without Redis: `url` is measured, `otherUrl` is where
 * a browser signed in, so `url` has not seen that session. Both record their upstream calls on one RecordingAgent;
 * `takeCalls()` returns those made since the last.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { UpstreamCall } from './upstreamWaves';

const CHILD_FLAG = '--bench-gateway';

export interface GatewayProcess {
  url: string;
  otherUrl: string;
  takeCalls(): Promise<UpstreamCall[]>;
  close(): Promise<void>;
}

export function startGatewayProcess(upstreamUrl: string): Promise<GatewayProcess> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [CHILD_FLAG, upstreamUrl], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // One question at a time: the bench waits for each answer before it sends the next request.
  const ask = <T>(message: string) =>
    new Promise<T>((resolve) => {
      child.once('message', (answer) => resolve(answer as T));
      child.send(message);
    });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the gateway child exited with ${code}`)));
    child.once('message', (m) =>
      resolve({
        url: (m as { url: string }).url,
        otherUrl: (m as { otherUrl: string }).otherUrl,
        takeCalls: () => ask<UpstreamCall[]>('take'),
        close: async () => {
          child.removeAllListeners('exit');
          const exited = new Promise((done) => child.once('exit', done));
          child.send('stop');
          await exited;
        },
      }),
    );
  });
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
    if (message === 'stop') void Promise.all([measured.close(), other.close()]).then(() => process.exit(0));
  });
  process.send!({ url: measured.url, otherUrl: other.url });
}
