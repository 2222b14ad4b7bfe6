import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Pool } from 'undici';

/**
 * A browser's session against the gateway: its cookies, the CSRF header from them, and GraphQL posts that accept
 * compressed answers as a browser does. undici's request() on one keep-alive connection: Node's fetch costs the
 * bench process about three times as much per request, time that would be counted in every page's latency.
 */
export class BenchSession {
  private cookie = '';
  private signedIn = '';
  private readonly pools: Pool[];

  /** Each endpoint is one gateway instance (`/graphql` on its origin); the first is the one measured. */
  constructor(endpoints: string[]) {
    this.pools = endpoints.map((endpoint) => new Pool(new URL(endpoint).origin, { connections: 1 }));
  }

  /** Posts to the instance of that index (0: the measured one). */
  async post(body: { query?: string; doc_id?: string; variables?: Record<string, unknown> }, instance = 0): Promise<unknown> {
    const csrf = /csrftoken=([^;]+)/.exec(this.cookie)?.[1] ?? '';
    const res = await this.pools[instance]!.request({
      path: '/graphql',
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'gzip, br',
        cookie: this.cookie,
        'x-csrftoken': csrf,
      },
      body: JSON.stringify(body),
    });
    const setCookie = res.headers['set-cookie'];
    for (const line of setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair] = line.split(';');
      const name = pair!.split('=')[0];
      this.cookie = [...this.cookie.split('; ').filter((p) => p && !p.startsWith(`${name}=`)), pair].join('; ');
    }
    const bytes = Buffer.from(await res.body.arrayBuffer());
    const encoding = res.headers['content-encoding'];
    const text = (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
    const answer = JSON.parse(text) as { errors?: { message: string; path?: unknown[] }[] };
    if (answer.errors) {
      throw new Error(answer.errors.map((e) => `${e.message} (${JSON.stringify(e.path ?? [])})`).join('; '));
    }
    return answer;
  }

  /** A new upstream session for `username` (signing out of the previous one first), through that instance. */
  async signIn(username: string, instance = 0): Promise<void> {
    if (this.signedIn) await this.post({ query: 'mutation { logout { viewer { id } } }' }, instance);
    if (!this.cookie) await this.post({ query: '{ viewer { id } }' }, instance);
    await this.post({ query: `mutation { login(input: {username: "${username}", password: "portal-demo"}) { viewer { id } } }` }, instance);
    this.signedIn = username;
  }

  /** The cookies this session holds, as a Cookie header (the Lighthouse bench hands them to its browser). */
  cookieHeader(): string {
    return this.cookie;
  }

  async close(): Promise<void> {
    await Promise.all(this.pools.map((pool) => pool.close()));
  }

  /** Signed in as `username`, keeping the current session when it already is. */
  async ensure(username: string): Promise<void> {
    if (this.signedIn !== username) await this.signIn(username);
  }
}
