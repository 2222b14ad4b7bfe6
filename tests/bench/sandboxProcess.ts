/**
 * The sandbox in its own process for the page bench: the provider's API runs elsewhere in production, so its work
 * must not share the gateway's event loop (a wave of parallel calls would otherwise queue the gateway behind them).
 */
import { forkBenchChild } from './benchChild';

const CHILD_FLAG = '--bench-sandbox';

export interface SandboxProcess {
  url: string;
  close(): Promise<void>;
}

export async function startSandboxProcess(latencyMs: number): Promise<SandboxProcess> {
  const child = await forkBenchChild<{ url: string }>(import.meta.url, [CHILD_FLAG, String(latencyMs)], 'sandbox');
  return { url: child.ready.url, close: child.close };
}

if (process.argv.includes(CHILD_FLAG)) {
  const { startSandbox } = await import('@portal/sandbox');
  const latencyMs = Number(process.argv[process.argv.indexOf(CHILD_FLAG) + 1]);
  const sandbox = await startSandbox({ port: 0, file: ':memory:', latencyMs });
  process.send!({ url: sandbox.url });
}
