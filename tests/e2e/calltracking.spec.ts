import { expect, test, type Page } from '@playwright/test';
import { INCLUDED_LINES, MESSAGES, STATS_MESSAGES } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { logIn } from './support/session';

test.use({ timezoneId: 'UTC' });

test.beforeEach(async () => {
  await resetSandbox();
});

const calls = (page: Page) => page.getByRole('table', { name: 'Calls' });

test('ROUTE-027 STATS-011 CONST-023: the call tracking page shows the account with its 3 included lines', async ({ page }) => {
  await logIn(page, 'alice');
  await page.goto('/agents/A1001/calltracking/');
  await expect(page.getByRole('heading', { level: 1, name: 'Call tracking' })).toBeVisible();
  await expect(page.getByText(`5 lines: ${INCLUDED_LINES} lines included, 2 additional`)).toBeVisible();
  await expect(page.getByText('312', { exact: true })).toBeVisible();
  // D-43: the pool controls are provider staff's only.
  await expect(page.getByRole('heading', { name: 'Provider staff' })).toHaveCount(0);
  await expectAccessible(page);
});

test('STATS-011 ERR-091: bob has no account: a 404 shows the no-account state and no alert', async ({ page }) => {
  await logIn(page, 'bob');
  await page.goto('/agents/A1003/calltracking/');
  await expect(page.getByText('No call tracking account')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
});

test('STATS-012: the calls table shows call_count and rows; an empty date range shows the message and sends nothing', async ({
  page,
}) => {
  await logIn(page, 'alice');
  await page.goto('/agents/A1001/calltracking/');
  await expect(calls(page).getByRole('row').nth(1)).toBeVisible();
  const rowCount = (await calls(page).getByRole('row').count()) - 1;
  await expect(page.getByText(new RegExp(`^${rowCount} calls from `))).toBeVisible();

  let requests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/graphql')) requests += 1;
  });
  await page.getByLabel('Start date').fill('');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(STATS_MESSAGES.range)).toBeVisible();
  expect(requests).toBe(0);
});

test('STATS-013 ERR-092: an area code without numbers shows an info alert', async ({ page }) => {
  await logIn(page, 'alice');
  await page.goto('/agents/A1001/calltracking/');
  await page.getByRole('textbox', { name: 'Area code' }).fill('808');
  await page.getByRole('button', { name: 'Get numbers' }).click();
  // An info alert carries the text alone; error alerts add the support advice.
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.noAreaCodeNumbers);
});

test('ERR-069: a 500 on retry_session_tracker shows its alert', async ({ page }) => {
  await logIn(page, 'alice');
  await page.goto('/agents/A1001/calltracking/');
  await injectFault({ method: 'POST', path: '/api/agents/A1001/calltracking/retry_session_tracker/', status: 500 });
  await page.getByRole('textbox', { name: 'Area code' }).fill('415');
  await page.getByRole('button', { name: 'Get numbers' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.callTrackingAreaCode })).toBeVisible();
});

test('ERR-065: a 500 on GET calltracking shows its alert', async ({ page }) => {
  await logIn(page, 'alice');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/calltracking/', status: 500 });
  await page.goto('/agents/A1001/calltracking/');
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.callTrackingInfo })).toBeVisible();
  await expect(page.getByText('No call tracking account')).toHaveCount(0);
});

test('D-43: provider staff see the pool size, create and disable controls', async ({ page }) => {
  await logIn(page, 'jdoe');
  await page.goto('/agents/A1003/calltracking/');
  await expect(page.getByRole('heading', { name: 'Provider staff' })).toBeVisible();
  await page.getByRole('button', { name: 'Create call tracking' }).click();
  await expect(page.getByText(`3 lines: ${INCLUDED_LINES} lines included, 0 additional`)).toBeVisible();
  await expectAccessible(page);
});
