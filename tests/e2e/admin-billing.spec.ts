import { BILLING_MESSAGES, CHARGE_TYPES, CREDIT_TYPES, HIDDEN_CREDIT_TYPES, MESSAGES } from '@portal/rules';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { openAs } from './support/session';

test.use({ timezoneId: 'UTC' });
test.beforeEach(resetSandbox);

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
const alertBar = (page: Page, text: string) => page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });
const form = (page: Page) => toolbox(page).getByRole('form', { name: 'Add a charge or credit' });
const credits = (page: Page) => toolbox(page).getByRole('table', { name: 'Past credits' });
const amount = (page: Page) => form(page).getByRole('textbox', { name: 'Amount (USD)' });
const type = (page: Page) => form(page).getByRole('combobox', { name: 'Type' });
const chooseMode = (page: Page, mode: 'Charge' | 'Credit') => form(page).locator('label').filter({ hasText: new RegExp(`^${mode}$`) }).click();
/** The values of the type options, without the "Choose a type" placeholder. */
const typeValues = async (page: Page) =>
  (await type(page).locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).filter(Boolean);

/** Issue #26 (D-224): money moves after a question naming the amount, the type and the agent. */
const question = (page: Page) => page.getByRole('alertdialog', { name: /^(Charge|Credit) \$/ });
async function confirmMoney(page: Page, confirmLabel: RegExp = /^(Charge|Credit) \$/): Promise<void> {
  await question(page).getByRole('button', { name: confirmLabel }).click();
  await expect(question(page)).toHaveCount(0);
}

async function openTab(page: Page, agentId = 'A1001') {
  await openAs(page, 'jdoe', `/agents/${agentId}/dashboard/?admin=billing`);
  await expect(toolbox(page).getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
}

test('ADMIN-007 ADMIN-027 API-087: the past credits table lists type, used, amount, created and notes, newest first', async ({ page }) => {
  await openTab(page);
  await expect(toolbox(page).getByRole('heading', { level: 3, name: 'Add a charge or credit' })).toBeVisible();
  await expect(toolbox(page).getByRole('heading', { level: 3, name: 'Past credits' })).toBeVisible();
  await expect(credits(page).getByRole('columnheader')).toHaveText(['Type', 'Used', /^Amount/, /^Created/, 'Notes']);
  const rows = credits(page).getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1).getByRole('cell')).toHaveText(['Promotion', 'No', '$10.00', 'Oct 15, 2026, 9:00 AM', 'Referral promotion']);
  await expect(rows.nth(2).getByRole('cell')).toHaveText(['Goodwill', 'Yes', '$20.00', 'Aug 2, 2026, 10:15 AM', 'Site was down during the migration']);
  await expect(rows.nth(3).getByRole('cell').first()).toHaveText('Monthly 2 (retired)');
  await expectAccessible(page);
});

test('ADMIN-026 CONST-034 CONST-032 CONST-033: charge types, then the 8 credit types without pluto, monthly2 and change2', async ({
  page,
}) => {
  await openTab(page);
  await expect(form(page).getByRole('radio', { name: 'Charge' })).toBeChecked();
  expect(await typeValues(page)).toEqual([...CHARGE_TYPES]);
  await chooseMode(page, 'Credit');
  await expect(form(page).getByRole('radio', { name: 'Credit' })).toBeChecked();
  await expect.poll(() => typeValues(page)).toEqual([...CREDIT_TYPES]);
  const values = await typeValues(page);
  expect(values).toHaveLength(8);
  for (const hidden of HIDDEN_CREDIT_TYPES) expect(values).not.toContain(hidden);
});

test('ADMIN-025: switching the mode empties the fields', async ({ page }) => {
  await openTab(page);
  await amount(page).fill('45.50');
  await type(page).selectOption('Yearly Payment');
  await form(page).getByRole('textbox', { name: 'Notes' }).fill('Renewal');
  await chooseMode(page, 'Credit');
  await expect(amount(page)).toHaveValue('');
  await expect(type(page)).toHaveValue('');
  await expect(form(page).getByRole('textbox', { name: 'Notes' })).toHaveValue('');
  await amount(page).fill('5');
  await chooseMode(page, 'Charge');
  await expect(amount(page)).toHaveValue('');
});

test('VALID-035 VALID-036 VALID-037 CONST-031: bad amounts and no type are refused with no write', async ({ page }) => {
  await openTab(page);
  let writes = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.postDataJSON()?.variables?.input?.mode !== undefined) writes += 1;
  });
  await form(page).getByRole('button', { name: 'Add charge' }).click();
  await expect(form(page).getByText(BILLING_MESSAGES.amount, { exact: true })).toBeVisible();
  await expect(form(page).getByText(BILLING_MESSAGES.category, { exact: true })).toBeVisible();
  await expect(amount(page)).toBeFocused();
  await amount(page).fill('40');
  await type(page).selectOption('Initial Adwords Payment');
  await form(page).getByRole('button', { name: 'Add charge' }).click();
  await expect(form(page).getByText('Initial Adwords Payment must be greater than $40', { exact: true })).toBeVisible();
  expect(writes).toBe(0);
});

test('D-222 (issue #26): the amount takes only money; text, exponents and fractions of a cent are refused with no write', async ({
  page,
}) => {
  await openTab(page);
  let writes = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.postDataJSON()?.variables?.input?.mode !== undefined) writes += 1;
  });
  await type(page).selectOption('Yearly Payment');
  for (const typed of ['abc', '1e3', '45.123', '-5', '4 5']) {
    await amount(page).fill(typed);
    await form(page).getByRole('button', { name: 'Add charge' }).click();
    await expect(form(page).getByText(BILLING_MESSAGES.money, { exact: true })).toBeVisible();
  }
  await expect(question(page)).toHaveCount(0);
  await amount(page).fill('$1,200.50');
  await form(page).getByRole('button', { name: 'Add charge' }).click();
  await expect(question(page)).toHaveAccessibleName('Charge $1,200.50 (Yearly Payment) to Alice Anderson (A1001)?');
  await expectAccessible(page);
  await question(page).getByRole('button', { name: "Don't charge" }).click();
  await expect(question(page)).toHaveCount(0);
  await expect(amount(page)).toHaveValue('$1,200.50');
  expect(writes).toBe(0);
});

test('ADMIN-024 API-088: a charge added by keyboard shows its transaction id', async ({ page }) => {
  await openTab(page);
  await amount(page).focus();
  await page.keyboard.type('45.50');
  await page.keyboard.press('Tab');
  await expect(type(page)).toBeFocused();
  await type(page).selectOption('Initial Adwords Payment');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Google Ads start');
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('button', { name: 'Add charge' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question(page)).toHaveAccessibleName('Charge $45.50 (Initial Adwords Payment) to Alice Anderson (A1001)?');
  await expect(question(page)).toContainText('Notes: Google Ads start');
  await expect(question(page).getByRole('button', { name: "Don't charge" })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(question(page).getByRole('button', { name: 'Charge $45.50' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toolbox(page).getByRole('status').filter({ hasText: /^Charge added\. Transaction id: R\d+$/ })).toBeVisible();
  await expect(amount(page)).toHaveValue('');
  await expect(form(page).getByRole('radio', { name: 'Charge' })).toBeChecked();
});

test('ADMIN-024 ADMIN-027: a credit shows its transaction id and joins the past credits first', async ({ page }) => {
  await openTab(page);
  await chooseMode(page, 'Credit');
  await amount(page).fill('12');
  await type(page).selectOption('goodwill');
  await form(page).getByRole('textbox', { name: 'Notes' }).fill('Late DNS fix');
  await form(page).getByRole('button', { name: 'Add credit' }).click();
  await expect(question(page)).toHaveAccessibleName('Credit $12.00 (Goodwill) to Alice Anderson (A1001)?');
  await confirmMoney(page, /^Credit \$12\.00$/);
  await expect(toolbox(page).getByRole('status').filter({ hasText: /^Credit added\. Transaction id: C\d+$/ })).toBeVisible();
  await expect(credits(page).getByRole('row')).toHaveCount(5);
  await expect(credits(page).getByRole('row').nth(1).getByRole('cell')).toHaveText([
    'Goodwill',
    'No',
    '$12.00',
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/,
    'Late DNS fix',
  ]);
});

test('ERR-093: a charge the provider refuses (success false) shows "creation failed, please try again later."', async ({ page }) => {
  // bob has only an expired card: the sandbox answers success false.
  await openTab(page, 'A1003');
  await amount(page).fill('25');
  await type(page).selectOption('Domain Change Fee');
  await form(page).getByRole('button', { name: 'Add charge' }).click();
  await confirmMoney(page);
  await expect(page.getByRole('alertdialog', { name: 'Those changes were not saved!' })).toContainText(
    'creation failed, please try again later.',
  );
});

test('ERR-073: a 500 on GET billing shows its text in the tab and the alert bar; the form still works', async ({ page }) => {
  await injectFault({ method: 'GET', path: '/api/agents/A1001/billing/', status: 500 });
  await openTab(page);
  await expect(toolbox(page).getByText(MESSAGES.billingInfo)).toBeVisible();
  await expect(alertBar(page, MESSAGES.billingInfo)).toHaveCount(1);
  await expect(amount(page)).toBeVisible();
});

test('ERR-093: a 500 on POST billing shows the text', async ({ page }) => {
  await openTab(page);
  await injectFault({ method: 'POST', path: '/api/agents/A1001/billing/', status: 500 });
  await chooseMode(page, 'Credit');
  await amount(page).fill('5');
  await type(page).selectOption('promo');
  await form(page).getByRole('button', { name: 'Add credit' }).click();
  await confirmMoney(page);
  await expect(page.getByRole('alertdialog', { name: 'Those changes were not saved!' })).toContainText(MESSAGES.billingCreate);
});

test('ADMIN-007 accessibility (dark): no serious axe violation on the billing tab', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await openTab(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(credits(page).getByRole('row')).toHaveCount(4);
  await expectAccessible(page);
});

test('ADMIN-027: on a 390 px phone the form fits and the credits table scrolls inside its own region', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone the tabs are a select (ADMIN-001), so the tab is reached by its address alone.
  await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=billing');
  await expect(credits(page).getByRole('row')).toHaveCount(4);
  const region = toolbox(page).locator('[role="region"][aria-label="Past credits"]');
  // Polled: the drawer slides in from the side before it settles.
  await expect.poll(async () => {
    const box = await region.boundingBox();
    return box ? box.x + box.width : Infinity;
  }).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test('D-224 (issue #26): the charge question on a 390 px phone in dark mode fits and has no serious axe violation', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=billing');
  await amount(page).fill('45');
  await type(page).selectOption('Google Ads Setup Fee');
  await form(page).getByRole('button', { name: 'Add charge' }).click();
  await expect(question(page)).toHaveAccessibleName('Charge $45.00 (Google Ads Setup Fee) to Alice Anderson (A1001)?');
  await expect(question(page).getByRole('button', { name: 'Charge $45.00' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
