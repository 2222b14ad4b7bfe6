import { MESSAGES, NOTE_MESSAGES } from '@portal/rules';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { openAs } from './support/session';

test.use({ timezoneId: 'UTC' });
test.beforeEach(resetSandbox);

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
// The alert bar sits behind the modal drawer (aria-hidden while it is open); the tab repeats each text itself.
const alertBar = (page: Page, text: string) => page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });
const notesTable = (page: Page) => toolbox(page).getByRole('table', { name: 'Notes' });
const form = (page: Page) => toolbox(page).getByRole('form', { name: 'Add a note' });
const pad = (n: number) => String(n).padStart(2, '0');
const dayIn = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

async function openTab(page: Page, agentId = 'A1001') {
  await openAs(page, 'jdoe', `/agents/${agentId}/dashboard/?admin=notes`);
  await expect(toolbox(page).getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
}

test('ADMIN-017 ADMIN-029 API-092: the notes table shows every column in words, newest first', async ({ page }) => {
  await openTab(page);
  await expect(toolbox(page).getByRole('heading', { level: 3, name: 'Add a note' })).toBeVisible();
  await expect(toolbox(page).getByRole('heading', { level: 3, name: 'Notes' })).toBeVisible();
  await expect(notesTable(page).getByRole('columnheader')).toHaveText([
    /^Category/,
    'Note',
    'Service failure',
    /^Follow up by/,
    'Followed up',
    /^Created/,
    'Created by',
    'Assigned to',
    'Updated',
  ]);
  const rows = notesTable(page).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1).getByRole('cell')).toHaveText([
    'Google Ads',
    'Asked about raising the Google Ads budget for the winter campaign.',
    'No',
    'Jan 15, 2027',
    '—',
    'Oct 15, 2026, 9:20 AM',
    'jdoe@mirus.example',
    'jdoe@mirus.example',
    'Oct 15, 2026, 9:20 AM',
  ]);
  await expect(rows.nth(2).getByRole('cell')).toHaveText([
    'Website content',
    'Site was down for two hours during the migration; credited $20.',
    'Yes',
    'Aug 9, 2026',
    'Aug 8, 2026, 4:30 PM',
    'Aug 2, 2026, 10:05 AM',
    'jdoe@mirus.example',
    'jdoe@mirus.example',
    'Aug 8, 2026, 4:30 PM',
  ]);
  await expect(rows.nth(3).getByRole('cell').first()).toHaveText('General');
  await expectAccessible(page);
});

test('ADMIN-028 API-094 VALID-025 VALID-026: the categories come from API-094; an empty note names both missing fields', async ({
  page,
}) => {
  await openTab(page);
  const category = form(page).getByRole('combobox', { name: 'Category' });
  await expect(category.getByRole('option')).toHaveText([
    'Choose a category',
    'Billing',
    'Domains',
    'Website content',
    'Call tracking',
    'Google Ads',
    'Cancellation request',
    'General',
  ]);
  let writes = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.postDataJSON()?.variables?.input?.text !== undefined) writes += 1;
  });
  await form(page).getByRole('button', { name: 'Add note' }).click();
  await expect(form(page).getByText(NOTE_MESSAGES.category, { exact: true })).toBeVisible();
  await expect(form(page).getByText(NOTE_MESSAGES.text, { exact: true })).toBeVisible();
  expect(NOTE_MESSAGES.category).toBe('Category must be chosen');
  expect(NOTE_MESSAGES.text).toBe('Note text required');
  await expect(category).toBeFocused();
  expect(writes).toBe(0);
});

test('ADMIN-028 API-093: a note added by keyboard is saved and listed first; the form is empty again', async ({ page }) => {
  await openTab(page);
  await expect(notesTable(page).getByRole('row')).toHaveCount(4);
  const category = form(page).getByRole('combobox', { name: 'Category' });
  await category.focus();
  await category.selectOption('billing');
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('textbox', { name: 'Note' })).toBeFocused();
  await page.keyboard.type('Called about the November invoice.');
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('checkbox', { name: 'Service failure' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(form(page).getByRole('checkbox', { name: 'Service failure' })).toBeChecked();
  const followUp = form(page).getByLabel('Follow up by');
  await followUp.fill(dayIn(3));
  await followUp.press('Enter');
  await expect(page.getByText('Note saved')).toBeVisible();
  const first = notesTable(page).getByRole('row').nth(1).getByRole('cell');
  await expect(notesTable(page).getByRole('row')).toHaveCount(5);
  await expect(first.nth(0)).toHaveText('Billing');
  await expect(first.nth(1)).toHaveText('Called about the November invoice.');
  await expect(first.nth(2)).toHaveText('Yes');
  await expect(first.nth(7)).toHaveText('jdoe@mirus.example');
  await expect(category).toHaveValue('');
  await expect(form(page).getByRole('textbox', { name: 'Note' })).toHaveValue('');
});

test('VALID-027: the date picker starts today and yesterday is refused with no write', async ({ page }) => {
  await openTab(page);
  const followUp = form(page).getByLabel('Follow up by');
  await expect(followUp).toHaveAttribute('min', dayIn(0));
  let writes = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.postDataJSON()?.variables?.input?.text !== undefined) writes += 1;
  });
  await form(page).getByRole('combobox', { name: 'Category' }).selectOption('general');
  await form(page).getByRole('textbox', { name: 'Note' }).fill('Follow up yesterday?');
  await followUp.fill(dayIn(-1));
  await form(page).getByRole('button', { name: 'Add note' }).click();
  await expect(form(page).getByText(NOTE_MESSAGES.followUpBy)).toBeVisible();
  expect(writes).toBe(0);
});

test('ADMIN-029 API-092: more than 100 notes page through the API pages, newest first', async ({ page }) => {
  await openTab(page, 'A1002');
  await expect(toolbox(page).getByText('Notes page 1 of 2')).toBeVisible();
  await expect(notesTable(page).getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('Weekly intern check-in #120.');
  await expect(toolbox(page).getByText('Page 1 of 10, 100 rows')).toBeVisible();
  await toolbox(page).getByRole('button', { name: 'Older notes' }).click();
  await expect(toolbox(page).getByText('Notes page 2 of 2')).toBeVisible();
  await expect(notesTable(page).getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('Weekly intern check-in #20.');
  await expect(toolbox(page).getByText('Page 1 of 2, 20 rows')).toBeVisible();
  await expect(toolbox(page).getByRole('button', { name: 'Older notes' })).toBeDisabled();
});

test('ERR-076: a 500 on GET notes shows its text in the tab and the alert bar; the form still works', async ({ page }) => {
  await injectFault({ method: 'GET', path: '/api/agents/A1001/notes/', status: 500 });
  await openTab(page);
  await expect(toolbox(page).getByText(MESSAGES.notesLoad)).toBeVisible();
  await expect(alertBar(page, MESSAGES.notesLoad)).toHaveCount(1);
  await expect(form(page).getByRole('combobox', { name: 'Category' })).toBeVisible();
});

test('ERR-077: a 500 on POST notes shows its text in the save-error dialog', async ({ page }) => {
  await openTab(page);
  await injectFault({ method: 'POST', path: '/api/agents/A1001/notes/', status: 500 });
  await form(page).getByRole('combobox', { name: 'Category' }).selectOption('general');
  await form(page).getByRole('textbox', { name: 'Note' }).fill('This one fails.');
  await form(page).getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Those changes were not saved!' })).toContainText(MESSAGES.noteSave);
});

test('ADMIN-017 accessibility (dark): no serious axe violation on the notes tab', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await openTab(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(notesTable(page).getByRole('row')).toHaveCount(4);
  await expectAccessible(page);
});

test('ADMIN-029: on a 390 px phone the notes table scrolls inside its own region; the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the tabs are a select (ADMIN-001), so the tab is reached by its address alone.
  await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=notes');
  await expect(notesTable(page).getByRole('row')).toHaveCount(4);
  const region = toolbox(page).locator('[role="region"][aria-label="Notes"]');
  // Polled: the drawer slides in from the side before it settles.
  await expect.poll(async () => {
    const box = await region.boundingBox();
    return box ? box.x + box.width : Infinity;
  }).toBeLessThanOrEqual(390);
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
