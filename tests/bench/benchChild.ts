/**
 * A server of the page bench in its own process (this module's `fork` of a bench module run with a flag): its first
 * IPC message says where it listens; `ask` sends a question and waits for the answer (one at a time); `close` ends it.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface BenchChild<Ready> {
  ready: Ready;
  ask<Answer>(message: string): Promise<Answer>;
  close(): Promise<void>;
}

export function forkBenchChild<Ready>(moduleUrl: string, args: string[], name: string): Promise<BenchChild<Ready>> {
  const child = fork(fileURLToPath(moduleUrl), args, {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the ${name} child exited with ${code}`)));
    child.once('message', (ready) =>
      resolve({
        ready: ready as Ready,
        ask: <Answer>(message: string) =>
          new Promise<Answer>((answered) => {
            child.once('message', (answer) => answered(answer as Answer));
            child.send(message);
          }),
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
