import { expect, test, type Page, type Request } from './support/test';
import { isGraphQL, operationOf, recordOperations } from './support/graphql';
import { clearUpstreamCalls, resetSandbox, upstreamCalls } from './support/sandbox';
import { logIn, openAs } from './support/session';

/**
 * SHELL-032 as decided in D-98: what a real browser's navigation makes the gateway ask the provider, read from the
 * sandbox's request log. Only the paths matter here, and not auth_info: the gateway reuses a session's answer for a
 * few seconds (issue #14), so whether a navigation asks it depends on the clock, not on what the page loads.
 */
async function callsDuring(page: Page, navigate: () => Promise<void>): Promise<string[]> {
  const graphql = recordOperations(page);
  await clearUpstreamCalls();
  await navigate();
  // The gateway's calls for a request are made before it answers (issue #28: answers, not a quiet network).
  await graphql.settled();
  return (await upstreamCalls()).filter((call) => call !== 'GET /api/users/auth_info/');
}

const distinct = (calls: string[]) => [...new Set(calls)].sort();
const count = (calls: string[], call: string) => calls.filter((c) => c === call).length;

test.beforeEach(async ({ page }) => {
  await resetSandbox();
  const graphql = recordOperations(page);
  await logIn(page, 'alice');
  await graphql.settled();
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
  const graphql = recordOperations(page);
  await page.goto('/agents/A1001/dashboard/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await graphql.settled();
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
  const graphql = recordOperations(page);
  await openAs(page, 'jdoe', '/agents/A1001/dashboard/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome|Dashboard/ })).toBeVisible();
  await graphql.settled();
  expect(await upstreamCalls()).not.toContain('GET /api/agents/A1001/domains/movables/');
  const calls = await callsDuring(page, async () => {
    await page.goto('/agents/A1001/dashboard/?admin=move_domain');
    const toolbox = page.getByRole('dialog', { name: 'Admin toolbox' });
    await expect(toolbox.getByRole('heading', { level: 3, name: 'Move a domain to another agent' })).toBeVisible();
  });
  expect(calls).toContain('GET /api/agents/A1001/domains/movables/');
  await context.close();
});

/** The operation a GraphQL request runs, from its persisted id; null for any other request. */
const operationIn = (request: Request) => (isGraphQL(request) ? operationOf(request) : null);

test('SHELL-032, issue #14: the first script requests the page chunk, then sends the session, the page and the site notifications together, and the version check after the page has rendered', async ({ page }) => {
  // What the browser did, in the order it happened: "sent X" when a request left, "answered X" when it finished.
  const events: string[] = [];
  page.on('request', (request) => {
    const operation = operationIn(request);
    if (operation) events.push(`sent ${operation}`);
    if (/\/assets\/DashboardPage-[\w-]+\.js$/.test(request.url())) events.push('sent the page chunk');
  });
  page.on('requestfinished', (request) => {
    const operation = operationIn(request);
    if (operation) events.push(`answered ${operation}`);
  });
  // The version check is the boot's last request: everything the test reads happened before its answer.
  const versionChecked = page.waitForEvent('requestfinished', (request) => operationIn(request) === 'versionCheckQuery');
  await page.goto('/agents/A1001/dashboard/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await versionChecked;
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
  // alice is an agent: another agent's dashboard is sent early (her last session was signed in), then refused.
  const earlyAnswer = page.waitForResponse((res) => operationIn(res.request()) === 'loadersDashboardPageQuery');
  await page.goto('/agents/A1003/dashboard/');
  await expect(page).toHaveURL(/\/forbidden\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  const answer = (await (await earlyAnswer).json()) as { errors?: { extensions?: { code?: string } }[] };
  expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/forbidden\/$/);
});
