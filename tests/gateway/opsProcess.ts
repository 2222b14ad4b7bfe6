import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TSX = `${REPO_ROOT}node_modules/.bin/tsx`;

export interface GatewayProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to stdout so far (JSON lines in production). */
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Resolves once a line containing `text` was written. */
  waitFor: (text: string) => Promise<void>;
  /** Kills tsx and the gateway under it, whatever is left of them. */
  kill: () => void;
}

/** The real gateway process (`tsx gateway/src/main.ts`) on a free port, against the given upstream. */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const child = spawn(TSX, ['gateway/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: '0', WEB_DIST: `${REPO_ROOT}no-web-build`, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: tsx runs the gateway in a child process, which a kill of tsx alone would orphan.
    detached: true,
  });
  let stdout = '';
  let stderr = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    for (const w of waiters.filter((w) => stdout.includes(w.text))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = (text: string) =>
    new Promise<void>((resolve, reject) => {
      if (stdout.includes(text)) return resolve();
      waiters.push({ text, resolve });
      void exited.then((code) => reject(new Error(`gateway exited (${code}) before "${text}":\n${stdout}\n${stderr}`)));
    });
  await waitFor('Agent portal on');
  const url = /"url":"(http:\/\/[^"]+)"/.exec(stdout)?.[1];
  if (!url) throw new Error(`no url in the gateway's output:\n${stdout}`);
  const kill = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // the group has already exited
    }
  };
  return { child, url, output: () => stdout, exited, waitFor, kill };
}
