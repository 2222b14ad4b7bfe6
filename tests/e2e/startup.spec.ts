import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Request } from './support/test';
import { clearUpstreamCalls, resetSandbox, upstreamCalls } from './support/sandbox';
import { logIn } from './support/session';

/**
 * SHELL-032 as decided in D-98: what a real browser's navigation makes the gateway ask the provider, read from the
 * sandbox's request log. Only the paths matter here, and not auth_info: the gateway reuses a session's answer for a
 * few seconds (issue #14), so whether a navigation asks it depends on the clock, not on what the page loads.
 */
async function callsDuring(page: Page, navigate: () => Promise<void>): Promise<string[]> {
  await clearUpstreamCalls();
  await navigate();
  await page.waitForLoadState('networkidle');
  return (await upstreamCalls()).filter((call) => call !== 'GET /api/users/auth_info/');
}

const distinct = (calls: string[]) => [...new Set(calls)].sort();
const count = (calls: string[], call: string) => calls.filter((c) => c === call).length;

test.beforeEach(async ({ page }) => {
  await resetSandbox();
  await logIn(page, 'alice');
  await page.waitForLoadState('networkidle');
});

test('SHELL-032: a cold load of the dashboard asks for the user, the version, the site notifications and the agent, not the site config or the movable domains', async ({ page }) => {
  const calls = await callsDuring(page, async () => {
    await page.goto('/agents/A1001/dashboard/');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  });
  expect(distinct(calls)).toEqual([
    'GET /api/agents/A1001/',
    'GET /api/agents/A1001/dash/',
    'GET /api/agents/A1001/domains/',
    'GET /api/agents/A1001/notifications/',
    'GET /api/agents/A1001/stats/account_overview/',
    'GET /api/site_notifications/',
    'GET /version.txt',
  ]);
  expect(count(calls, 'GET /api/site_notifications/')).toBe(1);
  expect(count(calls, 'GET /api/agents/A1001/')).toBe(1);
});

test('SHELL-032: the next navigation reads the site config and the agent with its page, and the site notifications and version not again', async ({ page }) => {
  await page.goto('/agents/A1001/dashboard/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const calls = await callsDuring(page, async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Domains' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
  });
  expect(distinct(calls)).toEqual([
    'GET /api/agents/A1001/',
    'GET /api/agents/A1001/domains/',
    'GET /api/site_config/',
  ]);
});

test('SHELL-032: the movable domains load only when the toolbox’s Move Domain tab opens, for provider staff', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'jdoe');
  await page.goto('/agents/A1001/dashboard/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome|Dashboard/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await upstreamCalls()).not.toContain('GET /api/agents/A1001/domains/movables/');
  const calls = await callsDuring(page, async () => {
    await page.goto('/agents/A1001/dashboard/?admin=move_domain');
    const toolbox = page.getByRole('dialog', { name: 'Admin toolbox' });
    await expect(toolbox.getByRole('heading', { level: 3, name: 'Move a domain to another agent' })).toBeVisible();
  });
  expect(calls).toContain('GET /api/agents/A1001/domains/movables/');
  await context.close();
});

/** The operation a GraphQL request runs, from its persisted id (the build's gateway/persisted-queries.json). */
function operationOf(request: Request, documents: Record<string, string>): string | null {
  if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return null;
  const body = request.postDataJSON() as { doc_id?: string } | null;
  const text = body?.doc_id ? documents[body.doc_id] : undefined;
  return text ? (/^(?:query|mutation) (\w+)/.exec(text)?.[1] ?? null) : null;
}

test('SHELL-032, issue #14: the first script requests the page chunk, then sends the session, the page and the site notifications together, and the version check after the page has rendered', async ({ page }) => {
  const documents = JSON.parse(
    readFileSync(new URL('../../gateway/persisted-queries.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  // What the browser did, in the order it happened: "sent X" when a request left, "answered X" when it finished.
  const events: string[] = [];
  page.on('request', (request) => {
    const operation = operationOf(request, documents);
    if (operation) events.push(`sent ${operation}`);
    if (/\/assets\/DashboardPage-[\w-]+\.js$/.test(request.url())) events.push('sent the page chunk');
  });
  page.on('requestfinished', (request) => {
    const operation = operationOf(request, documents);
    if (operation) events.push(`answered ${operation}`);
  });
  await page.goto('/agents/A1001/dashboard/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const at = (event: string) => {
    expect(events).toContain(event);
    return events.indexOf(event);
  };
  const sessionAnswered = at('answered sessionQuery');
  // The page's code first: on HTTP/1.1 the queries would otherwise hold connections the chunk files queue behind.
  expect(at('sent the page chunk')).toBeLessThan(at('sent sessionQuery'));
  expect(at('sent sessionQuery')).toBeLessThan(sessionAnswered);
  expect(at('sent loadersDashboardPageQuery')).toBeLessThan(sessionAnswered);
  expect(at('sent SiteNotificationsQuery')).toBeLessThan(sessionAnswered);
  expect(at('sent versionCheckQuery')).toBeGreaterThan(at('answered loadersDashboardPageQuery'));
  // Sent early, asked once: the page's query and the notifications are one request each.
  expect(events.filter((e) => e === 'sent loadersDashboardPageQuery')).toHaveLength(1);
  expect(events.filter((e) => e === 'sent SiteNotificationsQuery')).toHaveLength(1);
});

test('issue #14: a page the session refuses uses no early answer: the route is refused without an alert', async ({ page }) => {
  const documents = JSON.parse(
    readFileSync(new URL('../../gateway/persisted-queries.json', import.meta.url), 'utf8'),
  ) as Record<string, string>;
  // alice is an agent: another agent's dashboard is sent early (her last session was signed in), then refused.
  const earlyAnswer = page.waitForResponse((res) => operationOf(res.request(), documents) === 'loadersDashboardPageQuery');
  await page.goto('/agents/A1003/dashboard/');
  await expect(page).toHaveURL(/\/forbidden\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  const answer = (await (await earlyAnswer).json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/forbidden\/$/);
});
