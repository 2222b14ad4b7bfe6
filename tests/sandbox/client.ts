import { startSandbox, type RunningSandbox, type StartSandboxOptions } from '@portal/sandbox';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface CallOptions {
  body?: unknown;
  /** Send X-CSRFToken from the cookie jar (default true). */
  csrf?: boolean;
  headers?: Record<string, string>;
}

/** A browser-like client: keeps the cookies the sandbox sets and echoes csrftoken in X-CSRFToken. */
export class SandboxClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async call(method: string, path: string, options: CallOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('csrftoken');
    if (options.csrf !== false && csrf) headers['x-csrftoken'] = csrf;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    this.store(res.headers.getSetCookie());
    return res;
  }

  get = (path: string, options?: CallOptions) => this.call('GET', path, options);
  post = (path: string, body?: unknown, options?: CallOptions) => this.call('POST', path, { ...options, body });
  put = (path: string, body?: unknown, options?: CallOptions) => this.call('PUT', path, { ...options, body });
  delete = (path: string, options?: CallOptions) => this.call('DELETE', path, options);

  /** Gets a CSRF cookie, then signs in with the demo password. */
  async login(username: string, password = 'portal-demo'): Promise<Response> {
    if (!this.cookies.has('csrftoken')) await this.get('version.txt');
    return this.post('api/auth/login/', { username, password });
  }

  private store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = decodeURIComponent(pair.slice(eq + 1));
      const expired = attributes.some(
        (a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** Starts an in-memory sandbox on a random port for one test file. */
export async function startTestSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  return startSandbox({ port: 0, ...options });
}

/** A client signed in as the given demo account. */
export async function signedIn(baseUrl: string, username: string): Promise<SandboxClient> {
  const client = new SandboxClient(baseUrl);
  const res = await client.login(username);
  if (res.status !== 200) throw new Error(`login as ${username} failed with ${res.status}`);
  return client;
}

/** POST api/sandbox/reset/ (no CSRF needed). */
export async function resetSandbox(baseUrl: string): Promise<void> {
  const res = await fetch(new URL('api/sandbox/reset/', baseUrl), { method: 'POST' });
  if (res.status !== 204) throw new Error(`reset failed with ${res.status}`);
}

/** The sandbox's DRF-style bodies for a refused, a missing and an anonymous request. */
export const FORBIDDEN = { detail: 'You do not have permission to perform this action.' };
export const NOT_FOUND = { detail: 'Not found.' };
export const NOT_SIGNED_IN = { detail: 'Authentication credentials were not provided.' };

/** One in-memory sandbox for a test file, re-seeded before each of its tests. */
export function useTestSandbox(): { readonly url: string } {
  let running: RunningSandbox;
  beforeAll(async () => {
    running = await startTestSandbox();
  });
  afterAll(() => running.close());
  beforeEach(() => resetSandbox(running.url));
  return {
    get url() {
      return running.url;
    },
  };
}
