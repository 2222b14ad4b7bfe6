/**
 * The sandbox in its own process for the page bench: the provider's API runs elsewhere in production, so its work
 * must not share the gateway's event loop (a wave of parallel calls would otherwise queue the gateway behind them).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CHILD_FLAG = '--bench-sandbox';

export interface SandboxProcess {
  url: string;
  close(): Promise<void>;
}

export function startSandboxProcess(latencyMs: number): Promise<SandboxProcess> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [CHILD_FLAG, String(latencyMs)], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the sandbox child exited with ${code}`)));
    child.once('message', (m) =>
      resolve({
        url: (m as { url: string }).url,
        close: async () => {
          child.removeAllListeners('exit');
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGTERM');
          await exited;
        },
      }),
    );
  });
}

if (process.argv.includes(CHILD_FLAG)) {
  const { startSandbox } = await import('@portal/sandbox');
  const latencyMs = Number(process.argv[process.argv.indexOf(CHILD_FLAG) + 1]);
  const sandbox = await startSandbox({ port: 0, file: ':memory:', latencyMs });
  process.send!({ url: sandbox.url });
}
