import { MESSAGES, SITE_NOTIFICATION_MESSAGES } from '@portal/rules';
import { expect, test, type Page, type Request } from './support/test';
import { expectAccessible } from './support/axe';
import { SANDBOX_URL } from './support/ports';
import { clearUpstreamCalls, injectFault, resetSandbox, upstreamCalls } from './support/sandbox';
import { logIn } from './support/session';

test.use({ timezoneId: 'UTC' });
test.beforeEach(resetSandbox);

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
const table = (page: Page) => toolbox(page).getByRole('table', { name: 'All site notifications' });
const rowOf = (page: Page, header: string) => table(page).getByRole('row').filter({ hasText: header });
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const saveError = (page: Page) => page.getByRole('alertdialog', { name: 'Those changes were not saved!' });
const writes = (calls: string[]) => calls.filter((c) => c.includes('site_notifications') && !c.startsWith('GET'));
/** A notification write the browser sends (persisted queries carry only variables): an update has an id too. */
type Write = 'create' | 'update';
const isWrite = (r: Request, kind: Write) => {
  if (!r.url().endsWith('/graphql')) return false;
  const variables = (r.postDataJSON() as { variables?: { id?: string; input?: { showDashboard?: boolean } } } | null)?.variables;
  return variables?.input?.showDashboard !== undefined && (kind === 'update') === (variables.id !== undefined);
};
const writeRequest = (page: Page, kind: Write) => page.waitForRequest((r) => isWrite(r, kind));

async function openTab(page: Page) {
  await logIn(page, 'jdoe');
  // On a phone the tabs are a select (ADMIN-001): the tab is reached by its address alone.
  await page.goto('/agents/A1001/dashboard/?admin=notifications');
  await expect(table(page).getByRole('row')).toHaveCount(4);
}

test('ADMIN-018 ADMIN-044 ADMIN-045: every notification, active or not, in words with the derived location', async ({ page }) => {
  await openTab(page);
  await expect(toolbox(page).getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
  await expect(toolbox(page).getByRole('heading', { level: 3, name: 'Site notifications' })).toBeVisible();
  await expect(table(page).getByRole('columnheader')).toHaveText([
    /^Header/,
    'Message',
    /^Variant/,
    /^Start/,
    /^End/,
    /^Location/,
    /^Active/,
    'Actions',
  ]);
  await expect(rowOf(page, 'Scheduled maintenance').getByRole('cell')).toHaveText([
    'Scheduled maintenance',
    'The portal may be briefly unavailable on Sunday between 2:00 and 4:00 AM Eastern.',
    'Info',
    'Jan 1, 2020, 12:00 AM',
    'Dec 31, 2099, 11:59 PM',
    'Dashboard',
    'Active now',
    /Edit.*Duplicate.*Delete/,
  ]);
  await expect(rowOf(page, 'Editor changes are delayed').getByRole('cell').nth(5)).toHaveText('Editor');
  await expect(rowOf(page, 'Editor changes are delayed').getByRole('cell').nth(2)).toHaveText('Warning');
  const over = rowOf(page, 'Welcome to the new portal').getByRole('cell');
  await expect(over.nth(2)).toHaveText('Success');
  await expect(over.nth(4)).toHaveText('Feb 1, 2020, 12:00 AM');
  await expect(over.nth(5)).toHaveText('Dashboard and editor');
  await expect(over.nth(6)).toHaveText('Not active');
  await expect(toolbox(page).getByRole('button', { name: 'Edit notification: Welcome to the new portal' })).toBeVisible();
  await expect(toolbox(page).getByRole('button', { name: 'Duplicate notification: Welcome to the new portal' })).toBeVisible();
  await expect(toolbox(page).getByRole('button', { name: 'Delete notification: Welcome to the new portal' })).toBeVisible();
  await expectAccessible(page);
});

test('ADMIN-047 ADMIN-046 ADMIN-051: a notification added by keyboard is POSTed, listed, and on the dashboard next', async ({
  page,
}) => {
  await openTab(page);
  await clearUpstreamCalls();
  const add = toolbox(page).getByRole('button', { name: 'Add notification' });
  await add.focus();
  await page.keyboard.press('Enter');
  const form = dialog(page, 'Add notification');
  await expect(form.getByRole('heading', { name: 'Add notification' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Save' })).toBeVisible();
  // ADMIN-051: four variants, as words.
  await expect(form.getByRole('combobox', { name: 'Variant' }).getByRole('option')).toHaveText(['Info', 'Warning', 'Error', 'Success']);
  await expect(form.getByRole('textbox', { name: 'Header' })).toBeFocused();
  await page.keyboard.type('Holiday hours');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await page.keyboard.type('Support closes at noon on Dec 24.');
  // Enter in the header submits; the missing end stops it and takes the focus there (VALID-039).
  await form.getByRole('textbox', { name: 'Header' }).press('Enter');
  const end = form.getByLabel('End');
  await expect(form.getByText(SITE_NOTIFICATION_MESSAGES.end, { exact: true })).toBeVisible();
  await expect(end).toBeFocused();
  expect(writes(await upstreamCalls())).toEqual([]);
  await end.fill('2099-06-01T12:00');
  await end.press('Enter');
  await expect(page.getByText('Notification saved')).toBeVisible();
  await expect(form).toBeHidden();
  expect(writes(await upstreamCalls())).toEqual(['POST /api/site_notifications/']);
  await expect(table(page).getByRole('row')).toHaveCount(5);
  const first = table(page).getByRole('row').nth(1).getByRole('cell');
  await expect(first.nth(0)).toHaveText('Holiday hours');
  await expect(first.nth(1)).toHaveText('Support closes at noon on Dec 24.');
  await expect(first.nth(4)).toHaveText('Jun 1, 2099, 12:00 PM');
  await expect(first.nth(5)).toHaveText('Dashboard');
  await expect(first.nth(6)).toHaveText('Active now');
  // The shell's banner reads the same list: closing the toolbox is a navigation, and the new one shows.
  await page.keyboard.press('Escape');
  await expect(toolbox(page)).toBeHidden();
  await expect(page.getByRole('region', { name: 'Site notifications' }).getByText('Holiday hours')).toBeVisible();
});

test('ADMIN-048: editing PUTs the changes; the dialog says Edit notification; unchanged dates stay exact', async ({ page }) => {
  await openTab(page);
  await clearUpstreamCalls();
  await toolbox(page).getByRole('button', { name: 'Edit notification: Scheduled maintenance' }).click();
  const form = dialog(page, 'Edit notification');
  await expect(form.getByRole('heading', { name: 'Edit notification' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Header' })).toHaveValue('Scheduled maintenance');
  await expect(form.getByRole('combobox', { name: 'Variant' })).toHaveValue('info');
  await expect(form.getByLabel('End')).toHaveValue('2099-12-31T23:59');
  await form.getByRole('textbox', { name: 'Header' }).fill('Maintenance this Sunday');
  await form.getByRole('combobox', { name: 'Variant' }).selectOption('error');
  await form.getByRole('checkbox', { name: 'Show in the editor' }).check({ force: true });
  const sent = writeRequest(page, 'update');
  await form.getByRole('button', { name: 'Save' }).click();
  const input = (await sent).postDataJSON().variables.input;
  expect(input).toMatchObject({
    header: 'Maintenance this Sunday',
    variant: 'error',
    start: '2020-01-01T00:00:00.000Z',
    end: '2099-12-31T23:59:59.000Z',
    showDashboard: true,
    showMxeditor: true,
  });
  await expect(form).toBeHidden();
  expect(writes(await upstreamCalls())).toEqual(['PUT /api/site_notifications/1/']);
  const row = rowOf(page, 'Maintenance this Sunday').getByRole('cell');
  await expect(row.nth(2)).toHaveText('Error');
  await expect(row.nth(5)).toHaveText('Dashboard and editor');
  await expect(rowOf(page, 'Scheduled maintenance')).toHaveCount(0);
});

test('ADMIN-049: duplicate opens adding mode with the row, and saving POSTs the same header', async ({ page }) => {
  await openTab(page);
  await clearUpstreamCalls();
  await toolbox(page).getByRole('button', { name: 'Duplicate notification: Editor changes are delayed' }).click();
  const form = dialog(page, 'Add notification');
  await expect(form.getByRole('textbox', { name: 'Header' })).toHaveValue('Editor changes are delayed');
  await expect(form.getByRole('combobox', { name: 'Variant' })).toHaveValue('warning');
  await expect(form.getByRole('checkbox', { name: 'Show in the editor' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Show on the dashboard' })).not.toBeChecked();
  const sent = writeRequest(page, 'create');
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await sent).postDataJSON().variables.input).toMatchObject({ header: 'Editor changes are delayed', variant: 'warning' });
  await expect(form).toBeHidden();
  expect(writes(await upstreamCalls())).toEqual(['POST /api/site_notifications/']);
  await expect(rowOf(page, 'Editor changes are delayed')).toHaveCount(2);
});

test('ADMIN-050 ADMIN-046: delete asks first (Keep sends nothing), then DELETEs and the row goes', async ({ page }) => {
  await openTab(page);
  await clearUpstreamCalls();
  const open = toolbox(page).getByRole('button', { name: 'Delete notification: Welcome to the new portal' });
  await open.click();
  const ask = page.getByRole('alertdialog', { name: 'Delete notification' });
  await expect(ask).toContainText('Delete the notification "Welcome to the new portal"?');
  await ask.getByRole('button', { name: 'Keep notification' }).click();
  await expect(ask).toBeHidden();
  expect(writes(await upstreamCalls())).toEqual([]);
  await open.click();
  await ask.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(ask).toBeHidden();
  await expect(rowOf(page, 'Welcome to the new portal')).toHaveCount(0);
  await expect(table(page).getByRole('row')).toHaveCount(3);
  expect(writes(await upstreamCalls())).toEqual(['DELETE /api/site_notifications/3/']);
});

test('VALID-038 VALID-039: an empty header, a missing end and an end before the start block the save', async ({ page }) => {
  await openTab(page);
  await clearUpstreamCalls();
  await toolbox(page).getByRole('button', { name: 'Add notification' }).click();
  const form = dialog(page, 'Add notification');
  await form.getByLabel('Start').fill('2026-12-01T09:00');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(SITE_NOTIFICATION_MESSAGES.header, { exact: true })).toBeVisible();
  await expect(form.getByText(SITE_NOTIFICATION_MESSAGES.end, { exact: true })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Header' })).toBeFocused();
  await form.getByRole('textbox', { name: 'Header' }).fill('Backwards');
  await form.getByLabel('End').fill('2026-11-30T09:00');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(SITE_NOTIFICATION_MESSAGES.endAfterStart, { exact: true })).toBeVisible();
  await expect(form.getByText(SITE_NOTIFICATION_MESSAGES.header, { exact: true })).toHaveCount(0);
  expect(writes(await upstreamCalls())).toEqual([]);
  await expect(form).toBeVisible();
});

test('ADMIN-046: the preview follows the typing, the variant and where it will show', async ({ page }) => {
  await openTab(page);
  await toolbox(page).getByRole('button', { name: 'Add notification' }).click();
  const form = dialog(page, 'Add notification');
  const preview = form.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('The header goes here');
  await form.getByRole('textbox', { name: 'Header' }).pressSequentially('Storm warning');
  await expect(preview).toContainText('Storm warning');
  await form.getByRole('textbox', { name: 'Message' }).fill('Offices in Florida close early.');
  await expect(preview).toContainText('Offices in Florida close early.');
  await expect(preview.locator('[data-variant="info"]')).toBeVisible();
  await form.getByRole('combobox', { name: 'Variant' }).selectOption('warning');
  await expect(preview.locator('[data-variant="warning"]')).toBeVisible();
  await expect(preview).toContainText('Shown on the agent dashboard.');
  await form.getByRole('checkbox', { name: 'Show in the editor' }).check({ force: true });
  await expect(preview).toContainText('Shown on the agent dashboard and in the domain editor.');
  await expect(preview).toContainText('Not active at these times.');
  await form.getByLabel('End').fill('2099-01-01T00:00');
  await expect(preview).toContainText('Active now.');
  await expectAccessible(page);
});

test('ERR-054: a 500 on GET site_notifications shows its text in the tab; Try again loads the list', async ({ page }) => {
  await logIn(page, 'jdoe');
  await injectFault({ method: 'GET', path: '/api/site_notifications/', status: 500 });
  await page.goto('/agents/A1001/dashboard/?admin=notifications');
  await expect(toolbox(page).getByRole('alert').filter({ hasText: MESSAGES.notificationsLoad })).toBeVisible();
  await fetch(new URL('api/sandbox/faults/', SANDBOX_URL), { method: 'DELETE' });
  await toolbox(page).getByRole('button', { name: 'Try again' }).click();
  await expect(table(page).getByRole('row')).toHaveCount(4);
});

test('ERR-052: a 500 on POST or PUT site_notifications shows the save text; the dialog stays open', async ({ page }) => {
  await openTab(page);
  await injectFault({ method: 'POST', path: '/api/site_notifications/', status: 500 });
  await toolbox(page).getByRole('button', { name: 'Duplicate notification: Scheduled maintenance' }).click();
  const add = dialog(page, 'Add notification');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(saveError(page)).toContainText(MESSAGES.notificationSave);
  await saveError(page).getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(add.getByRole('alert')).toContainText(MESSAGES.notificationSave);
  await add.getByRole('button', { name: 'Cancel' }).click();

  await injectFault({ method: 'PUT', path: '/api/site_notifications/1/', status: 500 });
  await toolbox(page).getByRole('button', { name: 'Edit notification: Scheduled maintenance' }).click();
  const edit = dialog(page, 'Edit notification');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(saveError(page)).toContainText(MESSAGES.notificationSave);
  await saveError(page).getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(edit.getByRole('alert')).toContainText(MESSAGES.notificationSave);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(table(page).getByRole('row')).toHaveCount(4);
  await expect(rowOf(page, 'Scheduled maintenance')).toHaveCount(1);
});

test('ERR-053: a 500 on DELETE site_notifications shows the delete text and the row stays', async ({ page }) => {
  await openTab(page);
  await injectFault({ method: 'DELETE', path: '/api/site_notifications/1/', status: 500 });
  await toolbox(page).getByRole('button', { name: 'Delete notification: Scheduled maintenance' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete notification' });
  await ask.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(saveError(page)).toContainText(MESSAGES.notificationDelete);
  await saveError(page).getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(ask.getByRole('alert')).toContainText(MESSAGES.notificationDelete);
  await ask.getByRole('button', { name: 'Keep notification' }).click();
  await expect(rowOf(page, 'Scheduled maintenance')).toHaveCount(1);
});

test('ADMIN-018 accessibility (dark, 390 px phone): the table scrolls in its region; the dialog and preview pass axe', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await openTab(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  const region = toolbox(page).locator('[role="region"][aria-label="All site notifications"]');
  await expect.poll(async () => {
    const box = await region.boundingBox();
    return box ? box.x + box.width : Infinity;
  }).toBeLessThanOrEqual(390);
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await toolbox(page).getByRole('button', { name: 'Edit notification: Editor changes are delayed' }).click();
  const form = dialog(page, 'Edit notification');
  await expect(form.getByRole('region', { name: 'Preview' })).toContainText('Editor changes are delayed');
  await expectAccessible(page);
});

test.describe('in Chicago', () => {
  test.use({ timezoneId: 'America/Chicago' });

  test('D-99: dates are entered and shown in the viewer\'s time zone and stored as UTC ISO', async ({ page }) => {
    await openTab(page);
    await expect(rowOf(page, 'Scheduled maintenance').getByRole('cell').nth(3)).toHaveText('Dec 31, 2019, 6:00 PM');
    await toolbox(page).getByRole('button', { name: 'Add notification' }).click();
    const form = dialog(page, 'Add notification');
    await expect(form).toContainText('Times are in your time zone, America/Chicago.');
    await form.getByRole('textbox', { name: 'Header' }).fill('Chicago office move');
    await form.getByLabel('Start').fill('2026-12-01T09:00');
    await form.getByLabel('End').fill('2026-12-02T17:00');
    const sent = writeRequest(page, 'create');
    const answered = page.waitForResponse((r) => isWrite(r.request(), 'create'));
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await sent).postDataJSON().variables.input).toMatchObject({
      start: '2026-12-01T15:00:00.000Z',
      end: '2026-12-02T23:00:00.000Z',
    });
    expect(JSON.stringify(await (await answered).json())).toContain('Chicago office move');
    const row = rowOf(page, 'Chicago office move').getByRole('cell');
    await expect(row.nth(3)).toHaveText('Dec 1, 2026, 9:00 AM');
    await expect(row.nth(4)).toHaveText('Dec 2, 2026, 5:00 PM');
  });
});
