import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '@portal/gateway';
import { CSRF_COOKIE, CSRF_HEADER } from '@portal/rules';
import { startSandbox, type RunningSandbox } from '@portal/sandbox';
import { clientDocId } from './helpers';

// Issue #8 "Stateless proof": one sandbox, two gateway instances, and a browser whose requests alternate between
// them with the web client's own persisted documents. Any state kept in one instance would break a step.

interface Answer {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Keeps cookies as a browser does for one site and sends X-CSRFToken from the csrftoken cookie (web/src/relay/csrf.ts). */
class Browser {
  readonly cookies = new Map<string, string>();

  async send(gateway: RunningGateway, operation: string, variables: Record<string, unknown> = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = decodeURIComponent(csrf);
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ doc_id: clientDocId(operation), variables }),
    });
    this.store(response.headers.getSetCookie());
    return (await response.json()) as Answer;
  }

  private store(lines: string[]): void {
    for (const line of lines) {
      const [pair, ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some(
        (a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now()),
      );
      if (expired || value === '' || value === '""') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

let sandbox: RunningSandbox;
let one: RunningGateway;
let two: RunningGateway;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, file: ':memory:' });
  // Production-like: persisted ids only, the default persisted-query file, in-memory login throttles.
  const options = { upstreamUrl: sandbox.url, sandboxMode: true, port: 0, host: '127.0.0.1' };
  [one, two] = [await startGateway(options), await startGateway(options)];
  expect(one.url).not.toBe(two.url);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await sandbox?.close();
});

describe('two gateway instances serve one signed-in user (issue #8 stateless proof)', () => {
  it('AUTH-024 / ROUTE-012: login, dashboard, a write, a read of the write and logout alternate between instances', async () => {
    const browser = new Browser();

    const anonymous = await browser.send(one, 'sessionQuery');
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data?.viewer.authenticated).toBe(false);

    const login = await browser.send(two, 'mutationsLoginMutation', { input: { username: 'alice', password: 'portal-demo' } });
    expect(login.errors).toBeUndefined();
    expect(login.data?.login.viewer).toMatchObject({ authenticated: true, user: 'alice', associateId: 'A1001' });
    expect([...browser.cookies.keys()].sort()).toEqual(['csrftoken', 'sessionid']);

    // The session cookie instance two set is honoured by instance one.
    const session = await browser.send(one, 'sessionQuery');
    expect(session.data?.viewer).toMatchObject({ authenticated: true, user: 'alice', homePath: '/agents/A1001/dashboard/' });

    const dashboard = await browser.send(one, 'loadersDashboardPageQuery', {
      associateId: 'A1001',
      startDate: isoDay(-29),
      endDate: isoDay(0),
    });
    expect(dashboard.errors).toBeUndefined();
    expect(dashboard.data?.agent).toMatchObject({ associateId: 'A1001', domains: { totalCount: expect.any(Number) } });
    expect(dashboard.data?.agent.accountOverview.graph).toHaveLength(30);

    const added = await browser.send(two, 'mutationsAddEmailRedirectMutation', {
      input: {
        agentId: 'A1001',
        domainName: 'alice-insurance.example',
        redirectAddress: 'stateless@alice-insurance.example',
        realAddress: 'alice@agents.example',
      },
    });
    expect(added.errors).toBeUndefined();
    const redirectId: string = added.data?.addEmailRedirect.emailRedirect.id;
    expect(redirectId).toEqual(expect.any(String));

    const listed = await browser.send(one, 'loadersEmailsPageQuery', { associateId: 'A1001' });
    expect(listed.errors).toBeUndefined();
    const redirects = listed.data?.agent.emailRedirects.edges.map((e: { node: { id: string; redirectAddress: string } }) => e.node);
    expect(redirects).toContainEqual(expect.objectContaining({ id: redirectId, redirectAddress: 'stateless@alice-insurance.example' }));

    const deleted = await browser.send(one, 'mutationsDeleteEmailRedirectMutation', { input: { id: redirectId } });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.deleteEmailRedirect.deletedId).toBe(redirectId);

    const logout = await browser.send(two, 'mutationsLogoutMutation');
    expect(logout.errors).toBeUndefined();
    expect(logout.data?.logout.viewer.authenticated).toBe(false);
    expect(browser.cookies.has('sessionid')).toBe(false);

    const after = await browser.send(one, 'sessionQuery');
    expect(after.data?.viewer.authenticated).toBe(false);
    const closed = await browser.send(two, 'loadersDashboardPageQuery', { associateId: 'A1001', startDate: isoDay(-6), endDate: isoDay(0) });
    expect(closed.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
