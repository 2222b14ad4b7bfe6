import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PORTAL_PORT, PORTAL_URL, SANDBOX_PORT } from './ports';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const READY_WITHIN_MS = 90_000;

export interface Stack {
  url: string;
  stop(): Promise<void>;
}

/**
 * One worker's stack (decision D-141): the gateway serving the web build with its embedded sandbox on an in-memory
 * database, on this worker's ports. Node runs tsx's loader itself, so the gateway is the one process to stop.
 */
export async function startStack(): Promise<Stack> {
  if (await ready()) throw new Error(`port ${PORTAL_PORT} already serves a portal: stop it or choose another E2E_PORT`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(PORTAL_PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_DB: ':memory:',
      // Specs inject auth_info failures into a signed-in session and expect the next page to see them (D-120).
      AUTH_INFO_CACHE_MS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.pipe(process.stderr);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  };
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + READY_WITHIN_MS;
  // Polled like Playwright's webServer polls its url; /readyz answers 200 once the sandbox answers too.
  while (!(await ready())) {
    if (gone) throw new Error(`the e2e stack on port ${PORTAL_PORT} exited before it was ready (its stderr is above)`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the e2e stack on port ${PORTAL_PORT} was not ready within ${READY_WITHIN_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: PORTAL_URL, stop };
}

async function ready(): Promise<boolean> {
  try {
    return (await fetch(`${PORTAL_URL}/readyz`)).ok;
  } catch {
    return false;
  }
}
