import { expect, test, type Locator, type Page } from './support/test';
import { CARD_MESSAGES, MESSAGES } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { logIn, openAs } from './support/session';

test.use({ timezoneId: 'UTC' });

test.beforeEach(async () => {
  await resetSandbox();
});

const alertWith = (page: Page, text: string) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });
/** The message a form shows for one field: the field is invalid and its error message is that text. */
async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const id = await field.getAttribute('aria-errormessage');
  await expect(field.page().locator(`[id="${id}"]`)).toHaveText(message);
}

const receipts = (page: Page) => page.getByRole('table', { name: 'Receipts' });
const methods = (page: Page) => page.getByRole('table', { name: 'Payment methods' });
const methodRow = (page: Page, name: string) =>
  methods(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

test('ROUTE-031 BILL-001: billing/ lists the receipts with date, category, amount, paid with and notes', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/billing/');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing history' })).toBeVisible();
  await expect(receipts(page).getByRole('row')).toHaveCount(9); // the header and eight receipts
  const adwords = receipts(page).getByRole('row').filter({ hasText: 'Initial Adwords Payment' });
  await expect(adwords.getByRole('cell').nth(0)).toHaveText('Jul 12, 2026');
  await expect(adwords.getByRole('cell').nth(2)).toHaveText('$150.00');
  await expect(adwords.getByRole('cell').nth(3)).toHaveText('Visa **** 1111');
  await expect(adwords.getByRole('cell').nth(4)).toHaveText('Google Ads start: Springfield auto campaign');
  // Issue #9: dates and money read the way a person reads them, never as stored.
  const november = receipts(page).getByRole('row').filter({ hasText: 'Nov 5, 2026' });
  await expect(november.getByRole('cell').nth(1)).toHaveText('Monthly Payment');
  await expect(november.getByRole('cell').nth(2)).toHaveText('$147.00');
  await expect(receipts(page)).not.toContainText(/\d{4}-\d{2}-\d{2}|T\d{2}:\d{2}|\b147\b(?!\.)/);
  await expectAccessible(page);
});

test('BILL-002 ROUTE-033: clicking a receipt row opens billing/{id}/ with its details and a print button', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/billing/');
  const row = receipts(page).getByRole('row').filter({ hasText: 'Domain Change Fee' });
  await row.getByRole('link', { name: /^Receipt R\d+ of Sep 18, 2026$/ }).click();
  await expect(page).toHaveURL(/\/agents\/A1001\/billing\/R\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Receipt R\d+$/ })).toBeVisible();
  // The receipt's date and amount as a person reads them (issue #9), not 2026-09-18T16:05:00Z or 25.
  await expect(page.getByRole('definition').filter({ hasText: 'Sep 18, 2026' })).toHaveText('Sep 18, 2026');
  await expect(page.getByRole('definition').filter({ hasText: '$' })).toHaveText('$25.00');
  await expect(page.getByText('$25.00')).toBeVisible();
  await expect(page.getByText('alice-quotes.example changed to Proxied')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(page);
});

test('ROUTE-033: billing/R123/ renders the summary page for R123', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/billing/R123/');
  await expect(page.getByRole('heading', { level: 1, name: 'Receipt R123' })).toBeVisible();
  await expect(page.getByText('Receipt R123 was not found')).toBeVisible();
  await expectAccessible(page);
});

test('ROUTE-032 BILL-003: billing/comp-deduct-state-taxes/ explains compensation deduction and links to payment/', async ({
  page,
}) => {
  await openAs(page, 'alice', '/agents/A1001/billing/comp-deduct-state-taxes/');
  await expect(page.getByRole('heading', { level: 1, name: 'Compensation deduction and state taxes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'State taxes on deducted amounts' })).toBeVisible();
  await page.getByRole('link', { name: 'payment page' }).click();
  await expect(page).toHaveURL('/agents/A1001/payment/');
  await expectAccessible(page);
});

test('ERR-073: a 500 on GET receipts shows its alert', async ({ page }) => {
  await logIn(page, 'alice');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/receipts/', status: 500 });
  await page.goto('/agents/A1001/billing/');
  await expect(alertWith(page, MESSAGES.billingInfo)).toBeVisible();
});

test('ROUTE-030 BILL-004: payment/ lists the cards, the default one marked, the expired one flagged', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/payment/');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await expect(methods(page).getByRole('row')).toHaveCount(3);
  await expect(methodRow(page, 'Visa **** 1111').getByText('Default', { exact: true })).toBeVisible();
  await expect(methodRow(page, 'Visa **** 1111')).toContainText('08/2029');
  await expect(methodRow(page, 'Mastercard **** 4444')).toContainText('03/2026');
  await expect(methodRow(page, 'Mastercard **** 4444')).toContainText('Expired');
  await expect(methodRow(page, 'Mastercard **** 4444').getByText('Default', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Pay from my compensation')).not.toBeChecked();
  await expectAccessible(page);
});

test('BILL-013: an expired default card shows the expired warning', async ({ page }) => {
  await openAs(page, 'bob', '/agents/A1003/payment/');
  await expect(page.getByRole('status').filter({ hasText: 'has expired' })).toBeVisible();
});

test('BILL-016: entering "abcd" as the card number shows "Card number should be numeric."', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/payment/');
  await page.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByLabel('Card number').fill('abcd');
  await dialog.getByLabel('Expiration month').fill('13');
  await dialog.getByLabel('Expiration year').fill('25');
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(dialog.getByText(CARD_MESSAGES.numeric)).toBeVisible();
  await expect(dialog.getByText(CARD_MESSAGES.invalidMonth)).toBeVisible();
  await expect(dialog.getByText(CARD_MESSAGES.yearLength('25'))).toBeVisible();
  // Each message is tied to its field, and the first field in error has the focus.
  await expectFieldError(dialog.getByLabel('Card number'), CARD_MESSAGES.numeric);
  await expectFieldError(dialog.getByLabel('Expiration month'), CARD_MESSAGES.invalidMonth);
  await expectFieldError(dialog.getByLabel('Expiration year'), CARD_MESSAGES.yearLength('25'));
  await expect(dialog.getByLabel('Card number')).toBeFocused();
  await expectAccessible(page);
  // Fixing the number clears its message; the others stay until they are fixed.
  await dialog.getByLabel('Card number').fill('4111 1111 1111 1111');
  await expect(dialog.getByText(CARD_MESSAGES.numeric)).toHaveCount(0);
  await expect(dialog.getByLabel('Card number')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(CARD_MESSAGES.invalidMonth)).toBeVisible();
});

test('BILL-005: a card the processor declines says so by the card number and the dialog stays open', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/payment/');
  await page.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
  await dialog.getByLabel('Expiration month').fill('12');
  await dialog.getByLabel('Expiration year').fill(String(new Date().getUTCFullYear() + 2));
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expectFieldError(dialog.getByLabel('Card number'), 'Your card was declined.');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(methods(page).getByRole('row')).toHaveCount(3);
});

test('BILL-005 BILL-008 BILL-007: a card is added, made the default and deleted', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/payment/');
  await page.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByLabel('Card number').fill('5555 5555 5555 4444');
  await dialog.getByLabel('Expiration month').fill('12');
  await dialog.getByLabel('Expiration year').fill(String(new Date().getUTCFullYear() + 2));
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(dialog).toBeHidden();
  await expect(methods(page).getByRole('row')).toHaveCount(4);

  await page.getByRole('button', { name: 'Make Mastercard **** 4444 the default' }).first().click();
  await expect(methods(page).getByRole('row').filter({ has: page.getByText('Default', { exact: true }) })).toHaveCount(1);

  await page.getByRole('button', { name: 'Delete Visa **** 1111' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Visa **** 1111?' });
  await confirm.getByRole('button', { name: 'Delete card' }).click();
  await expect(methodRow(page, 'Visa **** 1111')).toHaveCount(0);
});

test('BILL-009: compensation deduction can be switched on', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/payment/');
  const toggle = page.getByLabel('Pay from my compensation');
  await page.getByText('Pay from my compensation').click();
  await expect(toggle).toBeChecked();
  await expect(methodRow(page, 'Compensation deduction')).toBeVisible();
});

test('ERR-056: a 500 on GET payment_methods shows its alert', async ({ page }) => {
  await logIn(page, 'alice');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/payment_methods/', status: 500 });
  await page.goto('/agents/A1001/payment/');
  await expect(alertWith(page, MESSAGES.paymentLoad)).toBeVisible();
});

test('ERR-058: a 500 on POST payment_methods shows its alert, repeated in the dialog', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/payment/');
  await injectFault({ method: 'POST', path: '/api/agents/A1001/payment_methods/', status: 500 });
  await page.getByRole('button', { name: 'Add a card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await dialog.getByLabel('Card number').fill('4111111111111111');
  await dialog.getByLabel('Expiration month').fill('12');
  await dialog.getByLabel('Expiration year').fill(String(new Date().getUTCFullYear() + 2));
  await dialog.getByRole('button', { name: 'Add card' }).click();
  await expect(dialog.getByText(MESSAGES.paymentAdd)).toBeVisible();
  // Said once in the alert bar and once inside the dialog that covers it, never more.
  await expect(dialog.getByRole('alert').filter({ hasText: MESSAGES.paymentAdd })).toHaveCount(1);
  await expect(alertWith(page, MESSAGES.paymentAdd)).toHaveCount(2);
  await expect(dialog.getByLabel('Card number')).not.toHaveAttribute('aria-invalid', 'true');
});
