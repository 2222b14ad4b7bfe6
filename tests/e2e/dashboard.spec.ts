import { expect, test, type Page } from './support/test';
import { MESSAGES, STATS_MESSAGES } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { isGraphQL, recordOperations, sending } from './support/graphql';
import { injectFault, resetSandbox } from './support/sandbox';
import { acceptTerms, logIn } from './support/session';

test.use({ timezoneId: 'UTC' });

test.beforeEach(async () => {
  await resetSandbox();
});


function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

const overview = (page: Page) => page.getByRole('region', { name: 'Account overview' });

test('STATS-002: the dashboard shows the account overview totals and chart for the last 30 days', async ({ page }) => {
  await logIn(page, 'alice');
  const section = overview(page);
  await expect(section.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(section.getByLabel('Start date')).toHaveValue(daysAgo(29));
  await expect(section.getByLabel('End date')).toHaveValue(daysAgo(0));
  const totals = section.getByRole('group', { name: 'Totals for the range' });
  for (const label of ['Visits', 'Page views', 'Phone clicks']) await expect(totals.getByText(label)).toBeVisible();
  const chart = section.getByRole('group', { name: 'Visits, page views and phone clicks per day' });
  await expect(chart).toBeVisible();
  await expect(section.getByRole('list', { name: 'Legend' })).toContainText('Phone clicks');
  // The table alternative has one row per day.
  await section.getByRole('button', { name: 'Show table' }).click();
  await expect(section.getByRole('table').getByRole('row')).toHaveCount(31);
});

test('STATS-002 STATS-003: changing the range re-queries with the new start and end as 19-character timestamps', async ({
  page,
}) => {
  await logIn(page, 'alice');
  const section = overview(page);
  await expect(section.getByRole('group', { name: 'Totals for the range' })).toBeVisible();

  const answer = page.waitForResponse(
    (r) => isGraphQL(r.request()) && r.request().postDataJSON()?.variables?.startDate === daysAgo(6),
  );
  await section.getByRole('button', { name: 'Last 7 days' }).click();
  const response = await answer;
  expect(response.request().postDataJSON().variables).toMatchObject({ startDate: daysAgo(6), endDate: daysAgo(0) });
  const body = await response.json();
  const result = body.data.node.accountOverview;
  expect(result.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  expect(result.start).toBe(`${daysAgo(6)}T00:00:00`);
  expect(result.end).toBe(`${daysAgo(0)}T23:59:59`);
  expect(result.graph).toHaveLength(7);
  await expect(section.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

  const custom = page.waitForRequest((r) => isGraphQL(r) && r.postDataJSON()?.variables?.startDate === '2026-01-01');
  await section.getByLabel('Start date').fill('2026-01-01');
  await section.getByLabel('End date').fill('2026-01-10');
  await section.getByRole('button', { name: 'Apply' }).click();
  expect((await custom).postDataJSON().variables).toMatchObject({ startDate: '2026-01-01', endDate: '2026-01-10' });
  await expect(section.getByText('Jan 1, 2026 – Jan 10, 2026')).toBeVisible();
  await section.getByRole('button', { name: 'Show table' }).click();
  await expect(section.getByRole('table').getByRole('row')).toHaveCount(11);
});

test('VALID-043 STATS-002: an invalid range shows "Valid start and end dates required" and sends nothing', async ({
  page,
}) => {
  await logIn(page, 'alice');
  const section = overview(page);
  await expect(section.getByRole('group', { name: 'Totals for the range' })).toBeVisible();
  const operations = recordOperations(page);
  await section.getByLabel('Start date').fill('2026-03-10');
  await section.getByLabel('End date').fill('2026-03-01');
  await section.getByRole('button', { name: 'Apply' }).click();
  await expect(section.getByText(STATS_MESSAGES.range)).toBeVisible();
  await section.getByLabel('Start date').fill('');
  await section.getByRole('button', { name: 'Apply' }).click();
  await expect(section.getByText(STATS_MESSAGES.range)).toBeVisible();
  // A valid range is asked for: nothing was sent before it.
  const valid = page.waitForRequest((r) => isGraphQL(r) && r.postDataJSON()?.variables?.startDate === '2026-02-01');
  await section.getByLabel('Start date').fill('2026-02-01');
  await section.getByRole('button', { name: 'Apply' }).click();
  await valid;
  expect(operations.sent).toHaveLength(1);
});

test('STATS-002: the chart shows one day at a time on hover and with the arrow keys', async ({ page }) => {
  await logIn(page, 'alice');
  const chart = overview(page).getByRole('group', { name: 'Visits, page views and phone clicks per day' });
  await chart.hover({ position: { x: 200, y: 100 } });
  const tooltip = page.getByTestId('chart-tooltip');
  await expect(tooltip).toContainText('Visits');
  await expect(tooltip).toContainText('Phone clicks');
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
  await chart.focus();
  await expect(tooltip).toContainText(new Date().toISOString().slice(0, 4));
  await page.keyboard.press('Home');
  const first = new Date(Date.now() - 29 * 86_400_000);
  await expect(tooltip).toContainText(
    first.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }),
  );
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
});

test('ERR-038: a 500 on account_overview shows its alert, and the rest of the dashboard stays', async ({ page }) => {
  await injectFault({ method: 'GET', path: '/api/agents/A1001/stats/account_overview/', status: 500 });
  await logIn(page, 'alice');
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.graphData })).toBeVisible();
  await expect(overview(page).getByText(MESSAGES.graphData)).toBeVisible();
  await expect(page.getByRole('heading', { name: /Alice Anderson/ })).toBeVisible();
});

test('ERR-033: a 500 on the domain list shows its alert, and the rest of the dashboard stays', async ({ page }) => {
  await logIn(page, 'alice');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/domains/', status: 500 });
  await page.goto('/agents/A1001/dashboard/');
  await expect(page.getByRole('heading', { name: 'Welcome, Alice Anderson', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText(MESSAGES.domainsLoad, { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.domainsLoad })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage your domains' })).toBeVisible();
});

test('the dashboard links to the domain list', async ({ page }) => {
  await logIn(page, 'alice');
  await expect(page.getByText('You have 7 domains.')).toBeVisible();
  await page.getByRole('link', { name: 'Manage your domains' }).click();
  await expect(page).toHaveURL('/agents/A1001/domains/');
  await expect(page.getByRole('heading', { name: 'Domains', level: 1 })).toBeVisible();
});

test('ROUTE-035: an agent without domains is invited to the welcome page, which shows the three steps', async ({
  page,
}) => {
  await logIn(page, 'tina');
  await acceptTerms(page);
  await expect(page.getByText('You have no domains yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL('/agents/A1004/welcome/');
  await expect(page.getByRole('heading', { name: 'Welcome, Tina Torres', level: 1 })).toBeVisible();
  const steps = page.getByRole('list').filter({ has: page.getByRole('heading', { name: /Pick a product/ }) });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  await expect(steps.getByRole('heading', { level: 2 })).toHaveText([
    'Step 1: Pick a product',
    'Step 2: Buy or transfer a domain',
    'Step 3: Build the site',
  ]);
  await expect(page.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/agents/A1004/pricing/');
  await expect(page.getByRole('link', { name: 'Buy a domain' })).toHaveAttribute(
    'href',
    '/agents/A1004/domains/purchase/',
  );
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Buy a domain' }).click();
  await expect(page.getByRole('heading', { name: 'Buy a domain', level: 1 })).toBeVisible();
});

test('one GraphQL request per navigation: dashboard → domains → pricing → dashboard', async ({ page }) => {
  await logIn(page, 'alice');
  await expect(overview(page).getByRole('group', { name: 'Totals for the range' })).toBeVisible();
  const operations = recordOperations(page);
  const nav = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Pricing' }) });
  await page.getByRole('link', { name: 'Manage your domains' }).click();
  await expect(page.getByRole('table', { name: 'Domains' })).toBeVisible();
  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(overview(page).getByRole('group', { name: 'Totals for the range' })).toBeVisible();
  // The dashboard's requests are counted up to the next navigation's, which the test waits for (issue #28).
  const next = sending(page, 'loadersDomainsPageQuery');
  await page.getByRole('link', { name: 'Manage your domains' }).click();
  await next;
  expect(operations.sent).toEqual([
    'loadersDomainsPageQuery',
    'loadersPricingPageQuery',
    'loadersDashboardPageQuery',
    'loadersDomainsPageQuery',
  ]);
});

test('accessibility: the dashboard with its chart table has no serious axe violation', async ({ page }) => {
  await logIn(page, 'alice');
  const section = overview(page);
  await section.getByRole('button', { name: 'Show table' }).click();
  await expect(section.getByRole('table')).toBeVisible();
  await expectAccessible(page);
});

test('STATS-001 API-061: Services follow the data: the subscribed scheduler is Active, and Inactive after cancelling', async ({
  page,
}) => {
  await logIn(page, 'alice');
  const services = page.getByRole('region', { name: 'Services' });
  const status = (name: string) => services.getByRole('listitem').filter({ hasText: name });
  await expect(status('Appointment scheduler')).toContainText('Active');
  await expect(status('Call tracking')).toContainText('Active');
  await expect(status('Domains')).toContainText('Active');

  await page.goto('/agents/A1001/appointment-scheduler/appointments/');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('alertdialog', { name: 'Cancel your scheduler subscription?' }).getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page).toHaveURL('/agents/A1001/appointment-scheduler/');
  await page.goto('/agents/A1001/dashboard/');
  await expect(status('Appointment scheduler')).toContainText('Inactive');
});

test('issue #9: on a 390 px phone the dashboard reads the Terms of Service date as a person does and fits the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'alice');
  await expect(page.getByRole('heading', { name: 'Welcome, Alice Anderson', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Terms of Service accepted on [A-Z][a-z]{2} \d{1,2}, \d{4}\.$/)).toBeVisible();
  await expect(overview(page).getByRole('group', { name: 'Totals for the range' })).toBeVisible();
  // The page's own content never needs a sideways scroll.
  expect(await page.getByRole('main').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expectAccessible(page);
});
