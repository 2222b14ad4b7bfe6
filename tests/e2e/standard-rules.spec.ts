import { expect, test, type Locator, type Page } from './support/test';
import { BILLING_MESSAGES, CALLTRACKING_MESSAGES, CARD_MESSAGES, MOVE_MESSAGES, NOTE_MESSAGES } from '@portal/rules';
import { resetSandbox } from './support/sandbox';
import { logIn } from './support/session';

// 000 §5's standard rules (VALID-010..020, decision D-190), each proven in a form that uses it: the form refuses
// the value with its text, by its field, and sends nothing.

test.use({ timezoneId: 'UTC' });
test.beforeEach(resetSandbox);

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });

/** The message a form shows for one field: the field is invalid and its error message is that text. */
async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const id = await field.getAttribute('aria-errormessage');
  await expect(field.page().locator(`[id="${id}"]`)).toHaveText(message);
}

/** Counts the GraphQL requests whose variables carry `input.{key}`: the form's write. */
function countWrites(page: Page, key: string): () => number {
  let writes = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/graphql') && r.postDataJSON()?.variables?.input?.[key] !== undefined) writes += 1;
  });
  return () => writes;
}

async function openToolbox(page: Page, tab: string, title: string) {
  await logIn(page, 'jdoe');
  await page.goto(`/agents/A1001/dashboard/?admin=${tab}`);
  await expect(toolbox(page).getByRole('tab', { name: title })).toHaveAttribute('aria-selected', 'true');
}

test('VALID-010 VALID-014 VALID-040: additional lines must be a whole number (integer) from 0 to 10 (between)', async ({ page }) => {
  await openToolbox(page, 'calltracking', 'Call Tracking');
  const writes = countWrites(page, 'extraLines');
  const lines = toolbox(page).getByRole('spinbutton', { name: 'Additional lines' });
  const save = toolbox(page).getByRole('button', { name: 'Save pool size' });
  for (const bad of ['11', '-1', '1.5']) {
    await lines.fill(bad);
    await save.click();
    await expectFieldError(lines, CALLTRACKING_MESSAGES.extraLines);
  }
  expect(writes()).toBe(0);
  await lines.fill('10');
  await expect(lines).not.toHaveAttribute('aria-invalid', 'true');
});

test('VALID-011 VALID-017 VALID-019 CONST-017: the card form: the number is required and numeric, the year exactly 4 digits', async ({
  page,
}) => {
  await logIn(page, 'alice');
  await page.goto('/agents/A1001/payment/');
  const writes = countWrites(page, 'cardData');
  await page.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  const number = dialog.getByLabel('Card number');
  const year = dialog.getByLabel('Expiration year');
  await dialog.getByLabel('Expiration month').fill('12');
  await year.fill('203');
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expectFieldError(number, CARD_MESSAGES.numberRequired); // required
  await expectFieldError(year, CARD_MESSAGES.yearLength('203')); // digits(4): three digits
  await number.fill('4111-abc');
  await year.fill('2o31');
  await expectFieldError(number, CARD_MESSAGES.numeric); // numeric
  await expectFieldError(year, CARD_MESSAGES.yearLength('2o31')); // digits(4): a letter among them
  expect(writes()).toBe(0);
});

test('VALID-015 VALID-016 VALID-035: a charge is at least 1 cent (min) and at most $100,000.00 (max)', async ({ page }) => {
  await openToolbox(page, 'billing', 'Billing');
  const writes = countWrites(page, 'mode');
  const form = toolbox(page).getByRole('form', { name: 'Add a charge or credit' });
  const amount = form.getByRole('textbox', { name: 'Amount (USD)' });
  await form.getByRole('combobox', { name: 'Type' }).selectOption('Google Ads Setup Fee');
  // Dollars and cents that round to no cent (D-222: fractions of a cent are not money, so 0.004 says that instead).
  await amount.fill('0.00');
  await form.getByRole('button', { name: 'Add charge' }).click();
  await expectFieldError(amount, BILLING_MESSAGES.amount);
  await amount.fill('0.004');
  await expectFieldError(amount, BILLING_MESSAGES.money);
  await amount.fill('100000.01');
  await expectFieldError(amount, BILLING_MESSAGES.amountMax);
  await amount.fill('100000');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
  expect(writes()).toBe(0);
});

test('VALID-018: an area code must match its pattern (regex): three digits, the first 2-9', async ({ page }) => {
  await logIn(page, 'alice');
  await page.goto('/agents/A1001/calltracking/');
  const writes = countWrites(page, 'areaCode');
  const areaCode = page.getByRole('textbox', { name: 'Area code' });
  await areaCode.fill('123');
  await page.getByRole('button', { name: 'Get numbers' }).click();
  await expectFieldError(areaCode, CALLTRACKING_MESSAGES.areaCode);
  await areaCode.fill('31a');
  await expectFieldError(areaCode, CALLTRACKING_MESSAGES.areaCode);
  expect(writes()).toBe(0);
});

test('VALID-019 VALID-025 VALID-026: a note needs a category and a text (required); blanks are nothing', async ({ page }) => {
  await openToolbox(page, 'notes', 'Notes');
  const writes = countWrites(page, 'text');
  const form = toolbox(page).getByRole('form', { name: 'Add a note' });
  await form.getByRole('textbox', { name: 'Note' }).fill('   ');
  await form.getByRole('button', { name: 'Add note' }).click();
  await expectFieldError(form.getByRole('combobox', { name: 'Category' }), NOTE_MESSAGES.category);
  await expectFieldError(form.getByRole('textbox', { name: 'Note' }), NOTE_MESSAGES.text);
  expect(writes()).toBe(0);
});

test('VALID-020 VALID-028: a target alias is exactly 4 or 6 characters (size)', async ({ page }) => {
  await openToolbox(page, 'move_domain', 'Move Domain');
  const writes = countWrites(page, 'targetAlias');
  const form = toolbox(page).getByRole('form', { name: 'Move a domain' });
  const alias = form.getByLabel('Target agent alias');
  await alias.fill('abcde');
  await form.getByRole('button', { name: 'Move domain' }).click();
  await expectFieldError(alias, MOVE_MESSAGES.alias);
  await alias.fill('abcdefg');
  await expectFieldError(alias, MOVE_MESSAGES.alias);
  await alias.fill('abcdef');
  await expect(alias).not.toHaveAttribute('aria-invalid', 'true');
  expect(writes()).toBe(0);
});
