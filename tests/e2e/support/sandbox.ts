import { SANDBOX_URL } from './ports';

/** Test setup talks to the sandbox's control calls directly; the portal itself never does. */
async function control(method: string, path: string, body?: unknown): Promise<void> {
  const res = await fetch(new URL(path, SANDBOX_URL), {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox ${method} ${path} answered ${res.status}`);
}

/** Re-seeds the sandbox and clears injected faults; the accounts' sessions stay signed in (support/session.ts). */
export const resetSandbox = () => control('POST', 'api/sandbox/reset/', { keep_sessions: true });

/**
 * Makes the sandbox answer `status` to `method path` (e.g. 'GET', '/api/site_config/'); with `delayMs` the answer
 * waits that long, and without `status` the call is only slowed (docs/sandbox-api.md).
 */
export const injectFault = (
  fault: { method: string; path: string; body?: unknown; times?: number } & ({ status: number; delayMs?: number } | { delayMs: number }),
) =>
  control('POST', 'api/sandbox/faults/', fault);

export const setVersion = (version: string) => control('PUT', 'api/sandbox/version/', { version });

/** The REST calls the sandbox received (method and path), oldest first; cleared by a reset. */
export async function upstreamCalls(): Promise<string[]> {
  const res = await fetch(new URL('api/sandbox/requests/', SANDBOX_URL));
  if (!res.ok) throw new Error(`sandbox GET api/sandbox/requests/ answered ${res.status}`);
  const list = (await res.json()) as { method: string; path: string }[];
  return list.map((r) => `${r.method} ${r.path}`);
}

export const clearUpstreamCalls = () => control('DELETE', 'api/sandbox/requests/');
