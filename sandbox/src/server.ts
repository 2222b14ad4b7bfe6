import type { AddressInfo } from 'node:net';
import { createSandboxApp } from './app';
import { warmUpSpelling } from './compliance/spelling';
import { openDatabase } from './db/open';

export interface StartSandboxOptions {
  port?: number;
  host?: string;
  file?: string;
  reset?: boolean;
  latencyMs?: number;
  /**
   * Reads what the first compliance check would otherwise read (the Hunspell dictionary) before listening: the first
   * check then answers as fast as the next ones (decision D-146). Test files that start a sandbox of their own skip it.
   */
  warm?: boolean;
}

export interface RunningSandbox {
  /** Base URL with a trailing slash, e.g. http://127.0.0.1:4001/ */
  url: string;
  close(): Promise<void>;
}

export const DEFAULT_PORT = 4001;

/** Opens the database and serves the sandbox; port 0 picks a free port. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const { port = DEFAULT_PORT, host = '127.0.0.1', file, reset, latencyMs, warm = false } = options;
  if (warm) await warmUpSpelling();
  const db = openDatabase({ file, reset });
  const app = createSandboxApp({ db, latencyMs });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const s = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(s)));
  }).catch((error: unknown) => {
    db.close();
    throw error;
  });
  const { port: actualPort } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${actualPort}/`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          db.close();
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      }),
  };
}
