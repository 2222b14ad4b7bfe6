import { MESSAGES } from '@portal/rules';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { logIn } from './support/session';

// ERR-071, ADMIN-033, decision D-193: the call history (CallTracking.history) is the toolbox's "Call history".

test.use({ timezoneId: 'UTC' });
test.beforeEach(resetSandbox);

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
const history = (page: Page) => toolbox(page).getByRole('table', { name: 'Call history' });

async function openTab(page: Page) {
  await logIn(page, 'jdoe');
  await page.goto('/agents/A1001/dashboard/?admin=calltracking');
  await expect(toolbox(page).getByRole('tab', { name: 'Call Tracking' })).toHaveAttribute('aria-selected', 'true');
}

test('ADMIN-033 ERR-071: "Call history" counts the calls of the range per day, newest day first, in words', async ({ page }) => {
  await openTab(page);
  await expect(toolbox(page).getByRole('heading', { level: 3, name: 'Call history' })).toBeVisible();
  // Each header is a sort button too (its arrow follows the name).
  await expect(history(page).getByRole('columnheader')).toHaveText([/^Day/, /^Calls/, /^Answered/, /^Not answered/]);
  await expect(history(page).getByRole('columnheader', { name: /^Day/ })).toHaveAttribute('aria-sort', 'descending');
  const first = history(page).getByRole('row').nth(1).getByRole('cell');
  await expect(first.nth(0)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  // The newest day is the day of the newest call in the calls table.
  const newestCall = await toolbox(page).getByRole('table', { name: 'Calls', exact: true }).getByRole('row').nth(1).locator('td').first().innerText();
  expect(newestCall.startsWith(`${await first.nth(0).innerText()},`)).toBe(true);
  const [calls, answered, missed] = await Promise.all([1, 2, 3].map(async (i) => Number(await first.nth(i).innerText())));
  expect(calls).toBeGreaterThan(0);
  expect(answered + missed).toBe(calls);
  await expectAccessible(page);
});

test('ERR-071: a 500 on the calls request says the call history did not load, in the tab and the alert bar', async ({ page }) => {
  await logIn(page, 'jdoe');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/calltracking/calls/', status: 500 });
  await page.goto('/agents/A1001/dashboard/?admin=calltracking');
  await expect(toolbox(page).getByText(MESSAGES.callTrackingHistory)).toBeVisible();
  await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: MESSAGES.callTrackingHistory })).toHaveCount(1);
  await expect(history(page)).toHaveCount(0);
});

test('ERR-071: the table is accessible in dark mode and scrolls inside its region on a 390 px phone', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the tabs are a select, so the tab is reached by its address alone.
  await logIn(page, 'jdoe');
  await page.goto('/agents/A1001/dashboard/?admin=calltracking');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(history(page).getByRole('row').nth(1)).toBeVisible();
  const region = toolbox(page).locator('[role="region"][aria-label="Call history"]');
  // Polled: the drawer slides in from the side before it settles.
  await expect.poll(async () => {
    const box = await region.boundingBox();
    return box ? box.x + box.width : Infinity;
  }).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
