import { expect, test, type Page } from './support/test';
import { dedupeMessage, EMAIL_RULE_MESSAGES, formatAlert, MESSAGES, REDIRECT_ADDRESS_LABEL } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { logIn, openAs } from './support/session';

test.beforeEach(async () => {
  await resetSandbox();
});

const table = (page: Page) => page.getByRole('table', { name: 'Email redirects' });
const rows = (page: Page) => table(page).getByRole('row');
const row = (page: Page, address: string) =>
  rows(page).filter({ has: page.getByRole('cell', { name: address, exact: true }) });

/** The alert bar's entry; a modal dialog hides the page (and the bar) from the accessibility tree meanwhile. */
const alertWith = (page: Page, text: string) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });

async function openEmails(page: Page): Promise<void> {
  await openAs(page, 'alice', '/agents/A1001/emails/');
  await expect(table(page)).toBeVisible();
}

async function openAdd(page: Page, domainName: string) {
  await page.getByRole('button', { name: 'Add a redirect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a redirect' });
  await dialog.getByLabel('Domain').selectOption(domainName);
  return dialog;
}

test('ROUTE-025 EMAIL-001 CONST-006: the emails page lists every redirect with both addresses and the parked cost', async ({
  page,
}) => {
  await openEmails(page);
  await expect(page).toHaveTitle(/Email redirects/);
  await expect(rows(page)).toHaveCount(6); // the header and five redirects
  const hello = row(page, 'hello@alice-parked.example').getByRole('cell');
  await expect(hello.nth(0)).toHaveText('alice-parked.example');
  await expect(hello.nth(2)).toHaveText('alice@agents.example');
  await expect(row(page, 'quotes@alice-insurance.example').getByRole('cell').nth(2)).toHaveText(
    'alice.anderson@mail.example',
  );
  // Two redirects on the parked domain at $1 each.
  await expect(page.getByText('Redirects on a parked domain cost $1 each per month.')).toBeVisible();
  await expect(page.getByText('Your redirects on parked domains cost $2 per month.')).toBeVisible();
  await expectAccessible(page);
});

test('EMAIL-001: the list filters by domain, and an empty filter says "No items found"', async ({ page }) => {
  await openEmails(page);
  await page.getByLabel('Filter by domain').selectOption('alice-parked.example');
  await expect(rows(page)).toHaveCount(3);
  await expect(row(page, 'sales@alice-parked.example')).toBeVisible();
  await page.getByLabel('Filter by domain').selectOption('alice-quotes.example');
  await expect(table(page).getByText('No items found')).toBeVisible();
  await page.getByLabel('Filter by domain').selectOption('');
  await expect(rows(page)).toHaveCount(6);
});

test('EMAIL-002: adding a redirect shows it in the list; cancelled domains are not offered', async ({ page }) => {
  await openEmails(page);
  await page.getByRole('button', { name: 'Add a redirect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a redirect' });
  await expect(dialog.getByLabel('Domain').locator('option', { hasText: 'old-alice.example' })).toHaveCount(0);
  await dialog.getByLabel('Domain').selectOption('alice-quotes.example');
  await dialog.getByLabel('Redirect address').fill('Team');
  await dialog.getByLabel('Real address').fill('team@mail.example');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add redirect' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'team@alice-quotes.example was added.' })).toBeVisible();
  await expect(row(page, 'team@alice-quotes.example').getByRole('cell').nth(2)).toHaveText('team@mail.example');
});

test('EMAIL-007 VALID-008 EMAIL-008 VALID-012: a duplicate redirect and an invalid real address are refused by the form', async ({
  page,
}) => {
  await openEmails(page);
  const dialog = await openAdd(page, 'alice-parked.example');
  await dialog.getByLabel('Redirect address').fill(' hello ');
  await dialog.getByLabel('Real address').fill('foo');
  await dialog.getByRole('button', { name: 'Add redirect' }).click();
  await expect(dialog.getByText(dedupeMessage(REDIRECT_ADDRESS_LABEL))).toBeVisible();
  await expect(dialog.getByText('Redirect address should be unique. It is already included in the list.')).toBeVisible();
  await expect(dialog.getByText(EMAIL_RULE_MESSAGES.email)).toBeVisible();
  await expect(dialog.getByLabel('Real address')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toBeVisible();
});

test('EMAIL-003: several redirects are added at once', async ({ page }) => {
  await openEmails(page);
  await page.getByRole('button', { name: 'Add several redirects' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add several redirects' });
  await dialog.getByLabel('Domain').selectOption('alice-insurance.example');
  await dialog.getByLabel('Redirect address 1').fill('claims');
  await dialog.getByLabel('Real address 1').fill('claims@mail.example');
  await dialog.getByLabel('Redirect address 2').fill('billing');
  await dialog.getByLabel('Real address 2').fill('billing@mail.example');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add redirects' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'claims@alice-insurance.example')).toBeVisible();
  await expect(row(page, 'billing@alice-insurance.example')).toBeVisible();
  await expect(rows(page)).toHaveCount(8);
});

test('EMAIL-007: a bulk add marks the row that repeats an earlier one', async ({ page }) => {
  await openEmails(page);
  await page.getByRole('button', { name: 'Add several redirects' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add several redirects' });
  await dialog.getByLabel('Domain').selectOption('alice-insurance.example');
  await dialog.getByLabel('Redirect address 1').fill('claims');
  await dialog.getByLabel('Real address 1').fill('claims@mail.example');
  await dialog.getByLabel('Redirect address 2').fill('claims ');
  await dialog.getByLabel('Real address 2').fill('other@mail.example');
  await dialog.getByRole('button', { name: 'Add redirects' }).click();
  await expect(dialog.getByLabel('Redirect address 2')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Redirect address 1')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText(dedupeMessage(REDIRECT_ADDRESS_LABEL))).toBeVisible();
});

test('EMAIL-004: editing a redirect changes its real address', async ({ page }) => {
  await openEmails(page);
  await row(page, 'hello@alice-parked.example').getByRole('button', { name: 'Edit hello@alice-parked.example' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit hello@alice-parked.example' });
  await expect(dialog.getByLabel('Redirect address')).toHaveValue('hello');
  await dialog.getByLabel('Real address').fill('front.desk@mail.example');
  await dialog.getByRole('button', { name: 'Save redirect' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'hello@alice-parked.example').getByRole('cell').nth(2)).toHaveText('front.desk@mail.example');
});

test('EMAIL-006: sending a test confirms that it was sent', async ({ page }) => {
  await openEmails(page);
  await page.getByRole('button', { name: 'Send test info@alice-insurance.example' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'A test email was sent to info@alice-insurance.example' })).toBeVisible();
});

test('EMAIL-005: deleting asks first, then removes the redirect', async ({ page }) => {
  await openEmails(page);
  await page.getByRole('button', { name: 'Delete sales@alice-parked.example' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete sales@alice-parked.example?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Keep redirect' }).click();
  await expect(row(page, 'sales@alice-parked.example')).toBeVisible();
  await page.getByRole('button', { name: 'Delete sales@alice-parked.example' }).click();
  await dialog.getByRole('button', { name: 'Delete redirect' }).click();
  await expect(row(page, 'sales@alice-parked.example')).toHaveCount(0);
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByText('Your redirects on parked domains cost $1 per month.')).toBeVisible();
});

test("ERR-007: a 500 on GET emails shows \"We couldn't retrieve your emails! Please try again later\" with the support sentence", async ({
  page,
}) => {
  await logIn(page, 'alice');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/emails/', status: 500 });
  await page.goto('/agents/A1001/emails/');
  const text = "We couldn't retrieve your emails! Please try again later";
  expect(MESSAGES.emailsLoad).toBe(text);
  await expect(alertWith(page, formatAlert(text))).toBeVisible();
  await expect(alertWith(page, formatAlert(text))).toContainText(
    "We couldn't retrieve your emails! Please try again later Please contact support if you've seen this message multiple times.",
  );
});

test('ERR-008: a 500 on POST emails shows the add failure', async ({ page }) => {
  await openEmails(page);
  await injectFault({ method: 'POST', path: '/api/agents/A1001/domains/alice-quotes.example/emails/', status: 500 });
  const dialog = await openAdd(page, 'alice-quotes.example');
  await dialog.getByLabel('Redirect address').fill('team');
  await dialog.getByLabel('Real address').fill('team@mail.example');
  await dialog.getByRole('button', { name: 'Add redirect' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.emailAdd);
  await expect(alertWith(page, formatAlert(MESSAGES.emailAdd))).toHaveCount(1);
});

test('ERR-009: a populate failure shows its alert', async ({ page }) => {
  await openEmails(page);
  await injectFault({ method: 'POST', path: '/api/agents/A1001/domains/alice-quotes.example/emails/', status: 500 });
  await page.getByRole('button', { name: 'Add several redirects' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add several redirects' });
  await dialog.getByLabel('Domain').selectOption('alice-quotes.example');
  await dialog.getByLabel('Redirect address 1').fill('one');
  await dialog.getByLabel('Real address 1').fill('one@mail.example');
  await dialog.getByRole('button', { name: 'Add redirects' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.emailPopulate);
});

test('ERR-010: a 500 on PUT shows the save failure', async ({ page }) => {
  await openEmails(page);
  await injectFault({ method: 'PUT', path: '/api/agents/A1001/domains/alice-parked.example/emails/hello/', status: 500 });
  await page.getByRole('button', { name: 'Edit hello@alice-parked.example' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit hello@alice-parked.example' });
  await dialog.getByLabel('Real address').fill('front.desk@mail.example');
  await dialog.getByRole('button', { name: 'Save redirect' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.emailSave);
  await expect(alertWith(page, formatAlert(MESSAGES.emailSave))).toHaveCount(1);
});

test('ERR-011: a 500 on POST test/ shows the test failure', async ({ page }) => {
  await openEmails(page);
  await injectFault({
    method: 'POST',
    path: '/api/agents/A1001/domains/alice-insurance.example/emails/info/test/',
    status: 500,
  });
  await page.getByRole('button', { name: 'Send test info@alice-insurance.example' }).click();
  await expect(alertWith(page, formatAlert(MESSAGES.emailTest))).toBeVisible();
});

test('ERR-012: a 500 on DELETE shows the delete failure and the redirect stays', async ({ page }) => {
  await openEmails(page);
  await injectFault({
    method: 'DELETE',
    path: '/api/agents/A1001/domains/alice-parked.example/emails/sales/',
    status: 500,
  });
  await page.getByRole('button', { name: 'Delete sales@alice-parked.example' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete redirect' }).click();
  const saveError = page.getByRole('alertdialog', { name: 'Those changes were not saved!' });
  await expect(saveError).toContainText(MESSAGES.emailDelete);
  await expect(alertWith(page, formatAlert(MESSAGES.emailDelete))).toHaveCount(1);
  await saveError.getByRole('button', { name: 'Close' }).click();
  await expect(row(page, 'sales@alice-parked.example')).toBeVisible();
});

/** Holds the gateway's answers that contain `marker` until released (a slow network, seen by the browser). */
async function holdAnswers(page: Page, marker: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    const response = await route.fetch();
    const text = await response.text();
    if (text.includes(marker)) await held;
    await route.fulfill({ response, body: text });
  });
  return release;
}

// A modal dialog hides the rest of the page (the bar included) from the accessibility tree while it is open.
const progressBar = (page: Page, name: string) => page.getByRole('progressbar', { name, includeHidden: true });

test('issue #9 SHELL-014: a slow navigation shows the progress bar and marks the target menu item at once', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/dashboard/');
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  const release = await holdAnswers(page, '"emailRedirects"');
  await menu.getByRole('link', { name: 'Email redirects' }).click();
  await expect(progressBar(page, 'Loading the page')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Email redirects' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  release();
  await expect(table(page)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('issue #9: a pending write shows the progress bar; the dialog focuses its first field and Enter submits', async ({ page }) => {
  await openEmails(page);
  await page.getByRole('button', { name: 'Add a redirect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a redirect' });
  await expect(dialog.getByLabel('Domain')).toBeFocused();
  await dialog.getByLabel('Domain').selectOption('alice-quotes.example');
  await dialog.getByLabel('Redirect address').fill('desk');
  await dialog.getByLabel('Real address').fill('desk@mail.example');
  const release = await holdAnswers(page, '"addEmailRedirect"');
  await dialog.getByLabel('Real address').press('Enter');
  await expect(progressBar(page, 'Saving changes')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Adding' })).toBeDisabled();
  release();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'desk@alice-quotes.example')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('issue #9 EMAIL-008: the first field in error gets the focus; a missing domain says what is missing', async ({ page }) => {
  await openEmails(page);
  await page.getByRole('button', { name: 'Add a redirect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a redirect' });
  await dialog.getByRole('button', { name: 'Add redirect' }).click();
  await expect(dialog.getByText('Choose a domain.')).toBeVisible();
  await expect(dialog.getByLabel('Domain')).toBeFocused();
  await dialog.getByLabel('Domain').selectOption('alice-quotes.example');
  await dialog.getByLabel('Redirect address').fill('desk');
  await dialog.getByLabel('Real address').fill('foo');
  await dialog.getByRole('button', { name: 'Add redirect' }).click();
  await expect(dialog.getByLabel('Real address')).toBeFocused();
  await expect(dialog.getByLabel('Real address')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Redirect address')).not.toHaveAttribute('aria-invalid', 'true');
});

test('issue #9 EMAIL-001: the table sorts by a column with the keyboard and says so with aria-sort', async ({ page }) => {
  await openEmails(page);
  const header = table(page).getByRole('columnheader', { name: 'Redirect address' });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await header.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const addresses = () => rows(page).locator('td:nth-child(2)').allTextContents();
  const ascending = await addresses();
  expect(ascending).toEqual([...ascending].sort());
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  expect(await addresses()).toEqual([...ascending].reverse());
});

test('issue #9: on a 390 px phone the table scrolls inside its own labelled region, the page does not', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openEmails(page);
  const region = page.getByRole('region', { name: 'Email redirects' });
  await expect(region).toHaveAttribute('tabindex', '0');
  const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const breaking = await table(page)
    .locator('td')
    .evaluateAll((cells) => cells.filter((c) => getComputedStyle(c).wordBreak === 'break-all').length);
  expect(breaking).toBe(0);
  await expectAccessible(page);
});

test('issue #9 ERR-007: a failed page says its failure once, in the alert bar, and offers a retry', async ({ page }) => {
  await logIn(page, 'alice');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/emails/', status: 500 });
  await page.goto('/agents/A1001/emails/');
  await expect(page.getByRole('heading', { level: 1, name: 'This page did not load' })).toBeVisible();
  await expect(page.getByText(MESSAGES.emailsLoad)).toHaveCount(1);
  await expect(page.getByText(MESSAGES.generic)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
