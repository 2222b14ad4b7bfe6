import { expect, test, type Page } from './support/test';
import { formatAlert, MESSAGES } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { recordOperations } from './support/graphql';
import { injectFault, resetSandbox, upstreamCalls } from './support/sandbox';
import { logIn } from './support/session';

// STATS-004..006 (API-062..064, ERR-086..088, decision D-97): alice's notifications on her dashboard.

test.use({ timezoneId: 'UTC' });

test.beforeEach(async () => {
  await resetSandbox();
});

const NOTES = '/api/agents/A1001/notifications/';
/** alice's seeded notifications, newest first (docs/sandbox-api.md). */
const RENDER = 'alice-insurance.example did not update';
const CARD = 'Your Mastercard ending in 4444 has expired';
const PAYMENT = 'Payment received';
const FEATURE = 'New: appointment reminders by text';
const CARD_MESSAGE = /Your Mastercard ending in 4444 expired in March 2026\./;

const card = (page: Page) => page.getByRole('region', { name: 'Notifications', exact: true });
const items = (page: Page) => card(page).getByRole('listitem');
const item = (page: Page, title: string) => items(page).filter({ has: page.getByRole('button', { name: title, exact: true }) });
const toggle = (page: Page, title: string) => card(page).getByRole('button', { name: title, exact: true });
const dismissButton = (page: Page, title: string) =>
  card(page).getByRole('button', { name: `Dismiss notification: ${title}`, exact: true });
const alertBar = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: formatAlert(text) });

async function openDashboard(page: Page, username = 'alice'): Promise<void> {
  await logIn(page, username);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
}

test('STATS-004 API-062: the dashboard lists alice\'s notifications, newest first, with their kind, date and unread mark', async ({
  page,
}) => {
  await openDashboard(page);
  await expect(items(page)).toHaveCount(4);
  const titles = await card(page).getByRole('heading', { level: 3 }).allTextContents();
  expect(titles).toEqual([RENDER, CARD, PAYMENT, FEATURE]);
  await expect(item(page, RENDER)).toContainText('Problem');
  await expect(item(page, RENDER)).toContainText('Nov 20, 2026, 9:35 AM');
  await expect(item(page, RENDER)).toContainText('New');
  await expect(item(page, PAYMENT)).toContainText('Good news');
  await expect(item(page, PAYMENT)).not.toContainText('New');
  // Collapsed: the message is not shown until the agent expands it.
  await expect(toggle(page, CARD)).toHaveAttribute('aria-expanded', 'false');
  await expect(card(page).getByText(CARD_MESSAGE)).toBeHidden();
  await expectAccessible(page);
});

test('STATS-006 API-064: expanding by keyboard shows the message and sends the PUT once; it stays read after a reload', async ({
  page,
}) => {
  const graphql = recordOperations(page);
  await openDashboard(page);
  const button = toggle(page, CARD);
  const cardId = Buffer.from('AgentNotification:A1001/3').toString('base64');
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && r.request().postDataJSON()?.variables?.input?.id === cardId,
  );
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(card(page).getByText(CARD_MESSAGE)).toBeVisible();
  await expect(item(page, CARD)).not.toContainText('New');
  expect((await sent).ok()).toBe(true);
  // Collapsing and expanding again sends nothing more.
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(card(page).getByText(CARD_MESSAGE)).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(card(page).getByText(CARD_MESSAGE)).toBeVisible();
  // An already read one sends nothing either.
  await toggle(page, PAYMENT).click();
  await expect(card(page).getByText(/Your monthly payment of \$147\.00/)).toBeVisible();
  await graphql.settled();
  const puts = (await upstreamCalls()).filter((c) => c.startsWith('PUT ') && c.includes('/notifications/'));
  expect(puts).toEqual([`PUT ${NOTES}3/expand/`]);

  await page.reload();
  await expect(items(page)).toHaveCount(4);
  await expect(item(page, CARD)).not.toContainText('New');
  await expect(item(page, RENDER)).toContainText('New');
});

test('STATS-005 API-063: dismissing removes the notification, keeps the focus in the card, and it stays gone after a reload', async ({
  page,
}) => {
  const graphql = recordOperations(page);
  await openDashboard(page);
  await dismissButton(page, PAYMENT).focus();
  await page.keyboard.press('Enter');
  await expect(items(page)).toHaveCount(3);
  await expect(toggle(page, PAYMENT)).toHaveCount(0);
  await expect(card(page).getByRole('heading', { name: 'Notifications', level: 2 })).toBeFocused();
  await graphql.settled();
  expect((await upstreamCalls()).filter((c) => c.startsWith('DELETE '))).toEqual([`DELETE ${NOTES}2/`]);
  await page.reload();
  await expect(items(page)).toHaveCount(3);
  await expect(toggle(page, PAYMENT)).toHaveCount(0);
  await expect(toggle(page, RENDER)).toBeVisible();
});

test('ERR-086 STATS-004: a failed load shows its alert in the card, the rest of the dashboard stays, and Try again loads the list', async ({
  page,
}) => {
  await injectFault({ method: 'GET', path: NOTES, status: 500, times: 1 });
  await openDashboard(page);
  await expect(card(page).getByText(MESSAGES.agentNotificationsLoad)).toBeVisible();
  await expect(alertBar(page, MESSAGES.agentNotificationsLoad)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account overview' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Alice Anderson', level: 1 })).toBeVisible();
  await card(page).getByRole('button', { name: 'Try again' }).click();
  await expect(items(page)).toHaveCount(4);
  await expect(card(page).getByText(MESSAGES.agentNotificationsLoad)).toHaveCount(0);
});

test('ERR-087 STATS-005: a failed dismiss shows its alert and the notification comes back', async ({ page }) => {
  await injectFault({ method: 'DELETE', path: `${NOTES}4/`, status: 500, times: 1 });
  await openDashboard(page);
  await dismissButton(page, RENDER).click();
  await expect(alertBar(page, MESSAGES.agentNotificationDismiss)).toBeVisible();
  await expect(toggle(page, RENDER)).toBeVisible();
  await expect(items(page)).toHaveCount(4);
  await page.reload();
  await expect(items(page)).toHaveCount(4);
});

test('ERR-088 STATS-006: a failed expand shows its alert and the notification goes back to unread and collapsed', async ({
  page,
}) => {
  await injectFault({ method: 'PUT', path: `${NOTES}3/expand/`, status: 500, times: 1 });
  await openDashboard(page);
  await toggle(page, CARD).click();
  await expect(alertBar(page, MESSAGES.agentNotificationExpand)).toBeVisible();
  await expect(toggle(page, CARD)).toHaveAttribute('aria-expanded', 'false');
  await expect(item(page, CARD)).toContainText('New');
  // Trying again sends the PUT again and now it lands.
  await toggle(page, CARD).click();
  await expect(card(page).getByText(CARD_MESSAGE)).toBeVisible();
  await expect(item(page, CARD)).not.toContainText('New');
});

test('STATS-004: an agent with no notifications sees the empty state', async ({ page }) => {
  await openDashboard(page, 'bob');
  await expect(card(page)).toContainText('You have no notifications.');
  await expect(items(page)).toHaveCount(0);
});

test('STATS-004 accessibility (dark, 390 px): no serious axe violation and nothing overflows', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await toggle(page, RENDER).click();
  await expect(card(page).getByText(/did not render/)).toBeVisible();
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
