/** A browser's session against the gateway: its cookies, the CSRF header from them, and GraphQL posts. */
export class BenchSession {
  private cookie = '';
  private signedIn = '';

  constructor(private readonly endpoint: string) {}

  async post(body: { query?: string; doc_id?: string; variables?: Record<string, unknown> }): Promise<unknown> {
    const csrf = /csrftoken=([^;]+)/.exec(this.cookie)?.[1] ?? '';
    const res = await fetch(this.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: this.cookie, 'x-csrftoken': csrf },
      body: JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const name = pair!.split('=')[0];
      this.cookie = [...this.cookie.split('; ').filter((p) => p && !p.startsWith(`${name}=`)), pair].join('; ');
    }
    const answer = (await res.json()) as { errors?: { message: string; path?: unknown[] }[] };
    if (answer.errors) {
      throw new Error(answer.errors.map((e) => `${e.message} (${JSON.stringify(e.path ?? [])})`).join('; '));
    }
    return answer;
  }

  /** A new upstream session for `username` (signing out of the previous one first). */
  async signIn(username: string): Promise<void> {
    if (this.signedIn) await this.post({ query: 'mutation { logout { viewer { id } } }' });
    if (!this.cookie) await this.post({ query: '{ viewer { id } }' });
    await this.post({ query: `mutation { login(input: {username: "${username}", password: "portal-demo"}) { viewer { id } } }` });
    this.signedIn = username;
  }

  /** Signed in as `username`, keeping the current session when it already is. */
  async ensure(username: string): Promise<void> {
    if (this.signedIn !== username) await this.signIn(username);
  }
}
