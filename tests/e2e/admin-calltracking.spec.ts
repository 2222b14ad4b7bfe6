import { CALLTRACKING_MESSAGES, INCLUDED_LINES, MESSAGES } from '@portal/rules';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { logIn, openAs } from './support/session';

test.use({ timezoneId: 'UTC' });
test.beforeEach(resetSandbox);

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
// The alert bar sits behind the modal drawer (aria-hidden while it is open); the tab repeats each text itself.
const alertBar = (page: Page, text: string) => page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });
const extraLines = (page: Page) => toolbox(page).getByRole('spinbutton', { name: 'Additional lines' });

async function openTab(page: Page, agentId: string) {
  await openAs(page, 'jdoe', `/agents/${agentId}/dashboard/?admin=calltracking`);
  await expect(toolbox(page).getByRole('tab', { name: 'Call Tracking' })).toHaveAttribute('aria-selected', 'true');
}

test('ADMIN-008 ADMIN-030 CONST-023 ADMIN-033: the tab shows the pool with its 3 included lines, the stats and the calls', async ({
  page,
}) => {
  await openTab(page, 'A1001');
  await expect(toolbox(page).getByRole('heading', { level: 3, name: 'Pool size' })).toBeVisible();
  await expect(toolbox(page).getByText(`Pool size: 5 lines (${INCLUDED_LINES} included, 2 additional)`)).toBeVisible();
  await expect(toolbox(page).getByText(`${INCLUDED_LINES} lines are included; add 0 to 10 additional lines.`)).toBeVisible();
  await expect(extraLines(page)).toHaveValue('2');
  // Issue #26: the two periods say which is which.
  await expect(toolbox(page).getByRole('heading', { level: 3, name: 'All-time totals' })).toBeVisible();
  await expect(toolbox(page).getByText('Every call since the account was set up.')).toBeVisible();
  await expect(toolbox(page).getByRole('heading', { level: 3, name: 'Calls in the last 30 days' })).toBeVisible();
  await expect(toolbox(page).getByText(/^Calls per day in the last 30 days \(.+ – .+\), days with calls only\.$/)).toBeVisible();
  const stats = toolbox(page).getByRole('table', { name: 'Call stats' });
  await expect(stats.getByRole('columnheader', { name: 'Answered', exact: true })).toBeVisible();
  await expect(stats.getByRole('row')).toHaveCount(2);
  const calls = toolbox(page).getByRole('table', { name: 'Calls' });
  await expect(calls.getByRole('row').nth(1)).toBeVisible();
  const rows = (await calls.getByRole('row').count()) - 1;
  await expect(toolbox(page).getByText(new RegExp(`^${rows} calls from `))).toBeVisible();
  await expect(calls.getByRole('row').nth(1).locator('td').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
  await expectAccessible(page);
});

test('ADMIN-030 VALID-040: 11 extra lines is blocked with no write; 2 → 4 sends PUT {pool_size: 7} by keyboard', async ({ page }) => {
  await openTab(page, 'A1001');
  const puts: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.postDataJSON()?.variables?.input?.extraLines !== undefined) puts.push(r.postDataJSON());
  });
  await extraLines(page).fill('11');
  await toolbox(page).getByRole('button', { name: 'Save pool size' }).click();
  await expect(toolbox(page).getByText(CALLTRACKING_MESSAGES.extraLines)).toBeVisible();
  await expect(extraLines(page)).toBeFocused();
  expect(puts).toHaveLength(0);

  await extraLines(page).fill('4');
  await extraLines(page).press('Enter');
  await expect(page.getByText('The pool has 7 lines now')).toBeVisible();
  await expect(toolbox(page).getByText(`Pool size: 7 lines (${INCLUDED_LINES} included, 4 additional)`)).toBeVisible();
  expect(puts).toHaveLength(1);
});

test('ADMIN-031 ADMIN-032: an agent without an account gets one created, then disabled after a confirmation', async ({ page }) => {
  await openTab(page, 'A1003');
  await expect(toolbox(page).getByText('This agent has no call tracking account.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
  await extraLines(page).fill('1');
  await toolbox(page).getByRole('button', { name: 'Create call tracking' }).click();
  await expect(toolbox(page).getByText(`Pool size: 4 lines (${INCLUDED_LINES} included, 1 additional)`)).toBeVisible();
  await expect(toolbox(page).getByRole('table', { name: 'Call stats' })).toBeVisible();

  await toolbox(page).getByRole('button', { name: 'Disable call tracking' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Disable call tracking?' });
  await expect(dialog).toContainText('The tracking numbers stop working');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Keep call tracking' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(toolbox(page).getByText(/^Pool size: 4 lines/)).toBeVisible();

  await toolbox(page).getByRole('button', { name: 'Disable call tracking' }).click();
  await dialog.getByRole('button', { name: 'Disable call tracking' }).click();
  await expect(toolbox(page).getByText('This agent has no call tracking account.')).toBeVisible();
});

test('ERR-066: a 500 on PUT calltracking shows the save-error dialog with its text', async ({ page }) => {
  await openTab(page, 'A1001');
  await injectFault({ method: 'PUT', path: '/api/agents/A1001/calltracking/', status: 500 });
  await extraLines(page).fill('3');
  await toolbox(page).getByRole('button', { name: 'Save pool size' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Those changes were not saved!' })).toContainText(MESSAGES.callTrackingSave);
});

test('ERR-067: a 500 on POST calltracking shows its text', async ({ page }) => {
  await openTab(page, 'A1003');
  await injectFault({ method: 'POST', path: '/api/agents/A1003/calltracking/', status: 500 });
  await toolbox(page).getByRole('button', { name: 'Create call tracking' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Those changes were not saved!' })).toContainText(MESSAGES.callTrackingCreate);
});

test('ERR-068: a 500 on DELETE calltracking shows its text', async ({ page }) => {
  await openTab(page, 'A1001');
  await injectFault({ method: 'DELETE', path: '/api/agents/A1001/calltracking/', status: 500 });
  await toolbox(page).getByRole('button', { name: 'Disable call tracking' }).click();
  await page.getByRole('alertdialog', { name: 'Disable call tracking?' }).getByRole('button', { name: 'Disable call tracking' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Those changes were not saved!' })).toContainText(MESSAGES.callTrackingDisable);
});

test('ERR-065: a 500 on GET calltracking shows its alert and no create form', async ({ page }) => {
  await logIn(page, 'jdoe');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/calltracking/', status: 500 });
  await page.goto('/agents/A1001/domains/?admin=calltracking');
  await expect(alertBar(page, MESSAGES.callTrackingInfo)).toBeVisible();
  await expect(toolbox(page).getByText(MESSAGES.callTrackingInfo)).toBeVisible();
  await expect(toolbox(page).getByRole('button', { name: 'Create call tracking' })).toHaveCount(0);
});

test('ERR-070 ERR-072: a 500 on calls or stats shows its text in the tab', async ({ page }) => {
  await logIn(page, 'jdoe');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/calltracking/stats/', status: 500 });
  await injectFault({ method: 'GET', path: '/api/agents/A1001/calltracking/calls/', status: 500 });
  await page.goto('/agents/A1001/domains/?admin=calltracking');
  await expect(toolbox(page).getByText(MESSAGES.callTrackingData)).toBeVisible();
  await expect(toolbox(page).getByText(MESSAGES.callTrackingCalls)).toBeVisible();
  await expect(alertBar(page, MESSAGES.callTrackingCalls)).toBeVisible();
});
