import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, STATS_MESSAGES } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { logIn } from './support/session';

test.use({ timezoneId: 'UTC' });

test.beforeEach(async () => {
  await resetSandbox();
});

const table = (page: Page) => page.getByRole('table', { name: 'Campaigns' });

test('ROUTE-026 STATS-009 STATS-010: the campaigns page shows the campaigns table and the QLP views', async ({ page }) => {
  await logIn(page, 'alice');
  await page.goto('/agents/A1001/campaigns/');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(table(page).getByRole('row').filter({ hasText: 'Springfield auto insurance' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Quote landing page views by domain' })).toBeVisible();
  await expect(page.getByLabel('Rows per page')).toHaveValue('10');
  await expectAccessible(page);
});

test('STATS-009: sorting, the uncampaigned toggle and the domain filter ask again', async ({ page }) => {
  await logIn(page, 'alice');
  await page.goto('/agents/A1001/campaigns/');
  const rows = table(page).getByRole('row');
  await expect(rows.filter({ hasText: 'Springfield auto insurance' })).toBeVisible();
  const before = await rows.count();

  await page.getByRole('button', { name: /^Campaign/ }).click();
  await expect(page.getByRole('columnheader', { name: /^Campaign/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.nth(1)).toContainText('Free quote in minutes');

  await page.getByText('Include domains without a campaign').click();
  await expect(rows.filter({ hasText: 'No campaign' }).first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(before);

  await page.getByLabel('Domain contains').fill('alice-quotes');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(rows.filter({ hasText: 'Springfield auto insurance' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Free quote in minutes' })).toBeVisible();
});

test('VALID-043: an empty date range on the campaigns page shows the message', async ({ page }) => {
  await logIn(page, 'alice');
  await page.goto('/agents/A1001/campaigns/');
  await expect(table(page)).toBeVisible();
  await page.getByLabel('Start date').first().fill('');
  await page.getByRole('button', { name: 'Apply' }).first().click();
  await expect(page.getByText(STATS_MESSAGES.range)).toBeVisible();
});

test('ERR-064: a 500 on GET qlp_views shows its alert', async ({ page }) => {
  await logIn(page, 'alice');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/campaigns/qlp_views/', status: 500 });
  await page.goto('/agents/A1001/campaigns/');
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.qlpStats })).toBeVisible();
  await expect(table(page)).toBeVisible();
});
