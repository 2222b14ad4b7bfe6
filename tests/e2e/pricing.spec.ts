import { expect, test, type Locator, type Page } from './support/test';
import { DOMAIN_RULE_MESSAGES, MESSAGES } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { isGraphQL, recordOperations, sending } from './support/graphql';
import { injectFault, resetSandbox } from './support/sandbox';
import { acceptTerms, logIn, openAs } from './support/session';
import { setSiteConfig } from './support/siteConfig';

test.beforeEach(async () => {
  await resetSandbox();
});

/** The message a form shows for one field: the field is invalid and its error message is that text. */
async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const id = await field.getAttribute('aria-errormessage');
  await expect(field.page().locator(`[id="${id}"]`)).toHaveText(message);
}

const product = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const typeOption = (page: Page, label: string) => page.getByRole('radio', { name: new RegExp(`^${label}\\b`) });

test('ROUTE-029 DOM-016 CONST-002 CONST-003 CONST-004 CONST-005: the pricing page lists the catalogue with monthly prices', async ({
  page,
}) => {
  await openAs(page, 'alice', '/agents/A1001/pricing/');
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Pricing/);
  const prices: [string, string][] = [
    ['Parked', '$13 per month'],
    ['Proxied', '$19 per month'],
    ['M1', '$29 per month'],
    ['M2', '$54 per month'],
  ];
  for (const [title, price] of prices) await expect(product(page, title)).toContainText(price);
  await expect(product(page, 'M2')).toContainText('Everything in M1');
  await expect(product(page, 'Parked').getByRole('link', { name: 'Buy Parked' })).toHaveAttribute(
    'href',
    '/agents/A1001/domains/purchase/?type=parked',
  );
  await expectAccessible(page);
});

test('DOM-017 CONST-006: the pricing page says email redirects on a parked domain cost $1 each', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/pricing/');
  await expect(page.getByText('Email redirects on a parked domain cost $1 each per month.')).toBeVisible();
});

test('ROUTE-022 ROUTE-023: with domain transactions off, purchase/ and transfer/ land on domains/ and nothing offers them', async ({
  page,
}) => {
  await setSiteConfig({ domain_transactions_enabled: false });
  await logIn(page, 'alice');
  let requests = 0;
  page.on('request', (r) => {
    if (isGraphQL(r)) requests += 1;
  });
  await page.goto('/agents/A1001/domains/purchase/');
  await expect(page).toHaveURL('/agents/A1001/domains/');
  await expect(page.getByRole('table', { name: 'Domains' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy a domain' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Transfer a domain' })).toHaveCount(0);
  await page.goto('/agents/A1001/domains/transfer/');
  await expect(page).toHaveURL('/agents/A1001/domains/');
  await page.goto('/agents/A1001/pricing/');
  await expect(page.getByText(DOMAIN_RULE_MESSAGES.transactionsDisabled)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Buy / })).toHaveCount(0);
  expect(requests).toBeGreaterThan(0);
});

test('ROUTE-022 ROUTE-024: with transactions on, purchase/ shows the purchase form (never the editor) in one round trip', async ({
  page,
}) => {
  await logIn(page, 'alice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Pricing' }).click();
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  const operations = recordOperations(page);
  await product(page, 'Proxied').getByRole('link', { name: 'Buy Proxied' }).click();
  await expect(page).toHaveURL('/agents/A1001/domains/purchase/?type=sf_microsite');
  await expect(page.getByRole('heading', { name: 'Buy a domain', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Buy a domain/);
  await expect(typeOption(page, 'Proxied')).toBeChecked();
  await expectAccessible(page);
  // Counted up to the next navigation's request, which the test waits for (issue #28).
  const next = sending(page, 'loadersPricingPageQuery');
  await page.getByRole('navigation').getByRole('link', { name: 'Pricing' }).click();
  await next;
  expect(operations.sent).toEqual(['loadersDomainOrderPageQuery', 'loadersPricingPageQuery']);
});

test('ROUTE-023: with transactions on, transfer/ shows the transfer form', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/domains/transfer/');
  await expect(page.getByRole('heading', { name: 'Transfer a domain', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Authorization code')).toBeVisible();
  await expectAccessible(page);
});

test('DOM-004: a purchase goes back to the list with the new domain and a confirmation', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/domains/purchase/');
  await page.getByLabel('Domain name').fill('Alice-New.example');
  await page.getByText('M1', { exact: true }).click();
  await page.getByRole('button', { name: 'Buy domain' }).click();
  await expect(page).toHaveURL('/agents/A1001/domains/');
  await expect(page.getByText('alice-new.example was ordered.')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'alice-new.example', exact: true }) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('M1');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Inactive');
});

test('DOM-004: bad input gets the rule messages next to the fields and sends nothing', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/domains/purchase/');
  await expect(page.getByLabel('Domain name')).toBeVisible();
  let sent = 0;
  page.on('request', (r) => {
    if (isGraphQL(r) && r.postData()?.includes('"input"')) sent += 1;
  });
  await page.getByLabel('Domain name').fill('not a domain');
  await page.getByRole('button', { name: 'Buy domain' }).click();
  await expectFieldError(page.getByLabel('Domain name'), DOMAIN_RULE_MESSAGES.domainName);
  await expect(page.getByText(DOMAIN_RULE_MESSAGES.productType)).toBeVisible();
  expect(sent).toBe(0);
});

test('DOM-004: a name the gateway refuses shows its message by the name field', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/domains/purchase/');
  await page.getByLabel('Domain name').fill('demo-insurance.example');
  await page.getByText('M2', { exact: true }).click();
  await page.getByRole('button', { name: 'Buy domain' }).click();
  await expectFieldError(page.getByLabel('Domain name'), 'That domain is already registered.');
  await expect(page).toHaveURL('/agents/A1001/domains/purchase/');
});

test('DOM-005: a transfer with its auth code goes back to the list with the domain', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/domains/transfer/');
  await page.getByLabel('Domain name').fill('ex.com');
  await page.getByText('Proxied', { exact: true }).click();
  await page.getByRole('button', { name: 'Transfer domain' }).click();
  await expectFieldError(page.getByLabel('Authorization code'), DOMAIN_RULE_MESSAGES.authCode);
  await page.getByLabel('Authorization code').fill('AUTH-1234');
  await page.getByRole('button', { name: 'Transfer domain' }).click();
  await expect(page).toHaveURL('/agents/A1001/domains/');
  await expect(page.getByText('The transfer of ex.com has started.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'ex.com', exact: true })).toBeVisible();
});

test('DOM-005 ERR-035: a failed transfer of ex.com shows "Sorry, there was an issue transferring ex.com."', async ({
  page,
}) => {
  await logIn(page, 'alice');
  await injectFault({ method: 'POST', path: '/api/agents/A1001/domains/', status: 500 });
  await page.goto('/agents/A1001/domains/transfer/');
  await page.getByLabel('Domain name').fill('ex.com');
  await page.getByText('Proxied', { exact: true }).click();
  await page.getByLabel('Authorization code').fill('AUTH-1234');
  await page.getByRole('button', { name: 'Transfer domain' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: MESSAGES.domainTransfer('ex.com') })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL('/agents/A1001/domains/transfer/');
});

test('VALID-023: for an intern the purchase type options are only Parked and Proxied', async ({ page }) => {
  await openAs(page, 'ivan', '/agents/A1002/domains/purchase/');
  await expect(typeOption(page, 'Parked')).toBeEnabled();
  await expect(typeOption(page, 'Proxied')).toBeEnabled();
  await expect(typeOption(page, 'M1')).toBeDisabled();
  await expect(typeOption(page, 'M2')).toBeDisabled();
  await expect(page.getByText(DOMAIN_RULE_MESSAGES.internUpgrade).first()).toBeVisible();
});

test('VALID-024: with no non-parked domain the Parked option is disabled with the reason', async ({ page }) => {
  await logIn(page, 'tina');
  await acceptTerms(page);
  await page.goto('/agents/A1004/domains/purchase/');
  await expect(typeOption(page, 'Parked')).toBeDisabled();
  await expect(page.getByText(DOMAIN_RULE_MESSAGES.parkedNeedsOther)).toBeVisible();
  await expect(typeOption(page, 'M1')).toBeEnabled();
  await expectAccessible(page);
});

test('DOM-006: for an intern, Buy M1 and Buy M2 on the pricing page are disabled and say why (D-16)', async ({ page }) => {
  await openAs(page, 'ivan', '/agents/A1002/pricing/');
  for (const title of ['M1', 'M2']) {
    const card = product(page, title);
    const buy = card.getByRole('button', { name: `Buy ${title}` });
    await expect(buy).toBeDisabled();
    await expect(buy).toHaveAccessibleDescription(DOMAIN_RULE_MESSAGES.internUpgrade);
    await expect(card.getByRole('link', { name: `Buy ${title}` })).toHaveCount(0);
  }
  await expect(product(page, 'Proxied').getByRole('link', { name: 'Buy Proxied' })).toBeVisible();
  await expectAccessible(page);
});
