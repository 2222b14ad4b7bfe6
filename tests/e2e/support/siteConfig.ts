import { DEMO_PASSWORD } from './session';
import { SANDBOX_URL } from './ports';

/** A tiny cookie jar for one sandbox session. */
class Session {
  private cookies = new Map<string, string>();

  async call(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    const csrf = this.cookies.get('csrftoken');
    if (csrf) headers['x-csrftoken'] = csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(new URL(path, SANDBOX_URL), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return res;
  }
}

export interface SiteConfigValue {
  domain_transactions_enabled: boolean;
  editor_message: string | null;
  demo_domains: string[];
  demo_users: { title: string; subtext: string | null; associate_id: string }[];
}

/**
 * Changes the sandbox's site config as provider staff would (API-003): signs in as jdoe with the Django CSRF dance,
 * reads the current config and posts it back with `changes` applied. resetSandbox() restores the seeded one.
 */
export async function setSiteConfig(changes: Partial<SiteConfigValue>, username = 'jdoe'): Promise<SiteConfigValue> {
  const session = new Session();
  await session.call('GET', 'api/users/auth_info/'); // 403 without a session, but it sets csrftoken
  const login = await session.call('POST', 'api/auth/login/', { username, password: DEMO_PASSWORD });
  if (!login.ok) throw new Error(`sandbox login as ${username} answered ${login.status}`);
  const current = (await (await session.call('GET', 'api/site_config/')).json()) as { value: SiteConfigValue };
  const next = { ...current.value, ...changes };
  const saved = await session.call('POST', 'api/site_config/', next);
  if (!saved.ok) throw new Error(`sandbox POST api/site_config/ answered ${saved.status}: ${await saved.text()}`);
  return ((await saved.json()) as { value: SiteConfigValue }).value;
}
