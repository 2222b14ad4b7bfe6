import { expect, test, type Page } from './support/test';
import { MESSAGES } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { clearUpstreamCalls, injectFault, resetSandbox, upstreamCalls } from './support/sandbox';
import { logIn } from './support/session';

// BILL-006 / API-070 (the edit-card screen) and BILL-008 / ERR-060 (a failed "make default"), end to end.

test.use({ timezoneId: 'UTC' });
test.beforeEach(resetSandbox);

const methods = (page: Page) => page.getByRole('table', { name: 'Payment methods' });
const methodRow = (page: Page, name: string) =>
  methods(page).getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
const nextYear = String(new Date().getUTCFullYear() + 3);

/** The upstream's id of one of alice's cards ("Mastercard **** 4444"), asked of the gateway with her session. */
async function paymentMethodId(page: Page, name: string): Promise<string> {
  const methods = await page.evaluate(async () => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ agent(associateId: "A1001") { paymentInfo { methods { paymentMethodId cardLabel maskedNumber } } } }',
      }),
    });
    const body = (await res.json()) as {
      data: { agent: { paymentInfo: { methods: { paymentMethodId: string; cardLabel: string; maskedNumber: string | null }[] } } };
    };
    return body.data.agent.paymentInfo.methods;
  });
  const method = methods.find((m) => `${m.cardLabel} ${m.maskedNumber ?? ''}`.trim() === name);
  expect(method, name).toBeDefined();
  return method!.paymentMethodId;
}

test('API-070 BILL-006: Edit replaces a card: PUT payment_methods/{id}/, and the list shows the new card', async ({ page }) => {
  await logIn(page, 'alice');
  await page.goto('/agents/A1001/payment/');
  await expect(methodRow(page, 'Mastercard **** 4444')).toBeVisible();
  await clearUpstreamCalls();
  await page.getByRole('button', { name: 'Edit Mastercard **** 4444' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Mastercard **** 4444' });
  await dialog.getByLabel('Card number').fill('5105 1051 0510 5100');
  await dialog.getByLabel('Expiration month').fill('09');
  await dialog.getByLabel('Expiration year').fill(nextYear);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /^Save/ }).click();
  await expect(dialog).toBeHidden();
  const row = methodRow(page, 'Mastercard **** 5100');
  await expect(row).toContainText(`09/${nextYear}`);
  await expect(methodRow(page, 'Mastercard **** 4444')).toHaveCount(0);
  expect((await upstreamCalls()).some((c) => /^PUT \/api\/agents\/A1001\/payment_methods\/[^/]+\/$/.test(c))).toBe(true);
});

test('ERR-057: a 500 on PUT payment_methods/{id}/ keeps the dialog open with its text and the old card', async ({ page }) => {
  await logIn(page, 'alice');
  await page.goto('/agents/A1001/payment/');
  await page.getByRole('button', { name: 'Edit Mastercard **** 4444' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Mastercard **** 4444' });
  const id = await paymentMethodId(page, 'Mastercard **** 4444');
  await injectFault({ method: 'PUT', path: `/api/agents/A1001/payment_methods/${id}/`, status: 500 });
  await dialog.getByLabel('Card number').fill('5105 1051 0510 5100');
  await dialog.getByLabel('Expiration month').fill('09');
  await dialog.getByLabel('Expiration year').fill(nextYear);
  await dialog.getByRole('button', { name: /^Save/ }).click();
  await expect(dialog.getByText(MESSAGES.paymentUpdate)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(methodRow(page, 'Mastercard **** 4444')).toBeVisible();
});

test('ERR-060 BILL-008: a 500 on enable_payment_method says the card could not be selected; the default stays', async ({ page }) => {
  await logIn(page, 'alice');
  await page.goto('/agents/A1001/payment/');
  await expect(methodRow(page, 'Visa **** 1111').getByText('Default', { exact: true })).toBeVisible();
  const id = await paymentMethodId(page, 'Mastercard **** 4444');
  await injectFault({ method: 'PUT', path: `/api/agents/A1001/payment_methods/${id}/enable_payment_method/`, status: 500 });
  await page.getByRole('button', { name: 'Make Mastercard **** 4444 the default' }).click();
  // The save-error dialog says it (a write that failed), then the page is as it was.
  const failed = page.getByRole('alertdialog', { name: 'Those changes were not saved!' });
  await expect(failed.getByText(MESSAGES.paymentSelect)).toBeVisible();
  await expectAccessible(page);
  await failed.getByRole('button', { name: 'Close' }).click();
  await expect(failed).toBeHidden();
  await expect(methodRow(page, 'Visa **** 1111').getByText('Default', { exact: true })).toBeVisible();
  await expect(methodRow(page, 'Mastercard **** 4444').getByText('Default', { exact: true })).toHaveCount(0);
});
