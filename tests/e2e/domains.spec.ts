import { expect, test, type Locator, type Page } from './support/test';
import { DOMAIN_RULE_MESSAGES, MESSAGES } from '@portal/rules';
import { SAVING_MESSAGES, TYPE_CHANGE_SAVED_MESSAGE } from '../../web/src/domains/typeChangeTiming';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { acceptTerms, logIn, openAs } from './support/session';
import { chooseFromMenu, openMenu } from './support/popup';

test.use({ timezoneId: 'UTC' });

test.beforeEach(async () => {
  await resetSandbox();
});

const table = (page: Page) => page.getByRole('table', { name: 'Domains' });
const row = (page: Page, domain: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: domain, exact: true }) });

async function openDomains(page: Page, username = 'alice', agent = 'A1001'): Promise<void> {
  await logIn(page, username);
  await page.goto(`/agents/${agent}/domains/`);
  await expect(table(page)).toBeVisible();
}

async function act(page: Page, domain: string, action: string): Promise<void> {
  await chooseFromMenu(page.getByRole('button', { name: `Actions for ${domain}` }), action);
}

/** The alert bar's entry; a modal dialog hides the page (and the bar) from the accessibility tree meanwhile. */
const alertWith = (page: Page, text: string) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });

test('ROUTE-021 DOM-002 DOM-001: the list shows every domain with its type label and state; a cancelled one is marked', async ({
  page,
}) => {
  await openDomains(page);
  await expect(table(page).getByRole('row')).toHaveCount(8); // the header and seven domains
  const expected: [string, string, string][] = [
    ['alice-insurance.example', 'M2', 'Active'],
    ['aliceanderson-agency.example', 'M1', 'Active'],
    ['alice-quotes.example', 'Proxied', 'Active'],
    ['alice-parked.example', 'Parked', 'Active'],
    ['old-alice.example', 'M1', 'Cancelled'],
    ['alice-coming-soon.example', 'Parked', 'Inactive'],
  ];
  for (const [domain, label, state] of expected) {
    await expect(row(page, domain).getByRole('cell').nth(1)).toHaveText(label);
    await expect(row(page, domain).getByRole('cell').nth(2)).toHaveText(state);
  }
  await expect(page.getByRole('link', { name: 'Buy a domain' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Transfer a domain' })).toBeVisible();
  await expectAccessible(page);
});

test('DOM-002: the domain list sorts by name, type and state from its column headers', async ({ page }) => {
  await openDomains(page);
  const domainHeader = table(page).getByRole('columnheader', { name: /Domain/ });
  await domainHeader.getByRole('button').click();
  await expect(domainHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(table(page).getByRole('row').nth(1).getByRole('cell').first()).toHaveText('alice-coming-soon.example');
  await domainHeader.getByRole('button').click();
  await expect(domainHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(table(page).getByRole('row').nth(1).getByRole('cell').first()).toHaveText('old-alice.example');
  const typeHeader = table(page).getByRole('columnheader', { name: /Type/ });
  await typeHeader.getByRole('button').click();
  await expect(typeHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(table(page).getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('M1');
  await expect(table(page).getByRole('row')).toHaveCount(8); // sorting shows every domain, still
});

/** How many lines the text of an element takes (text fragments on different lines have different tops). */
const linesOf = (element: Locator) =>
  element.evaluate((el) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(Math.round(rect.top));
    }
    tops.sort((a, b) => a - b);
    return tops.filter((top, i) => i === 0 || top - tops[i - 1] > 4).length;
  });

test('DOM-002 issue #9: on a 390 px phone the domain table scrolls sideways and never breaks a domain name', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDomains(page);
  const region = page.getByRole('region', { name: 'Domains' });
  for (const domain of [
    'aliceanderson-agency.example',
    'alice-coming-soon.example',
    'alice-insurance.example',
    'old-alice.example',
  ]) {
    const name = row(page, domain).getByRole('cell').first();
    await expect(name).toHaveText(domain);
    expect(await linesOf(name), `${domain} stays on one line`).toBe(1);
  }
  // The table is wider than the phone: it scrolls inside its own region, and the page does not.
  const box = await region.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    right: el.getBoundingClientRect().right,
  }));
  expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
  expect(box.right).toBeLessThanOrEqual(390);
  await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(page.getByRole('button', { name: 'Actions for aliceanderson-agency.example' })).toBeInViewport();
  await expectAccessible(page);
});

test('ROUTE-018: /agents/A1001/domains goes to /agents/A1001/domains/', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/domains');
  await expect(page).toHaveURL('/agents/A1001/domains/');
  await expect(table(page)).toBeVisible();
});

test('ERR-033: a 500 on GET domains shows its alert', async ({ page }) => {
  await logIn(page, 'alice');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/domains/', status: 500 });
  await page.goto('/agents/A1001/domains/');
  await expect(alertWith(page, MESSAGES.domainsLoad)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('DOM-006: for an intern the change-type options M1 and M2 are disabled with the reason', async ({ page }) => {
  await openDomains(page, 'ivan', 'A1002');
  await act(page, 'ivan-ingram.example', 'Change type');
  const dialog = page.getByRole('dialog', { name: 'Change the type of ivan-ingram.example' });
  await expect(dialog.getByRole('radio', { name: /^M1/ })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: /^M2/ })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: /^Parked/ })).toBeEnabled();
  await expect(dialog.getByText(DOMAIN_RULE_MESSAGES.internUpgrade).first()).toBeVisible();
  await expectAccessible(page);
});

test('DOM-007 DOM-008 DOM-010: a type change shows the saving message, then the 10-20 minutes message, and the new type', async ({
  page,
}) => {
  await openDomains(page);
  await act(page, 'aliceanderson-agency.example', 'Change type');
  const dialog = page.getByRole('dialog', { name: 'Change the type of aliceanderson-agency.example' });
  await expect(dialog.getByText('It is M1 now.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Change type' }).click();
  await expect(dialog.getByText(DOMAIN_RULE_MESSAGES.productType)).toBeVisible();
  await dialog.getByText('M2', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Change type' }).click();
  await expect(dialog).toBeHidden();
  const status = page.getByRole('status').filter({ hasText: 'aliceanderson-agency.example' });
  await expect(status.getByText(new RegExp(`${SAVING_MESSAGES[0]}|10-20 minutes`))).toBeVisible();
  await expect(status).toContainText('10-20 minutes');
  await expect(status).toContainText(TYPE_CHANGE_SAVED_MESSAGE);
  await expect(row(page, 'aliceanderson-agency.example').getByRole('cell').nth(1)).toHaveText('M2');
});

test('ERR-036: a 500 on PUT domain shows "We are unable to change your domain at this time! Please try again later."', async ({
  page,
}) => {
  await openDomains(page);
  await injectFault({ method: 'PUT', path: '/api/agents/A1001/domains/alice-quotes.example/', status: 500 });
  await act(page, 'alice-quotes.example', 'Change type');
  const dialog = page.getByRole('dialog', { name: 'Change the type of alice-quotes.example' });
  await dialog.getByText('M1', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Change type' }).click();
  await expect(
    alertWith(page, 'We are unable to change your domain at this time! Please try again later.'),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.domainChange })).toBeVisible();
  await expect(row(page, 'alice-quotes.example').getByRole('cell').nth(1)).toHaveText('Proxied');
});

test('DOM-011: cancelling asks first, then the row shows Cancelled', async ({ page }) => {
  await openDomains(page);
  await act(page, 'alice-parked.example', 'Cancel');
  const dialog = page.getByRole('alertdialog', { name: 'Cancel alice-parked.example?' });
  await expect(dialog).toContainText('Email redirects on the domain stop working.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Keep domain' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'alice-parked.example').getByRole('cell').nth(2)).toHaveText('Active');

  await act(page, 'alice-parked.example', 'Cancel');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel domain' }).click();
  await expect(row(page, 'alice-parked.example').getByRole('cell').nth(2)).toHaveText('Cancelled');
  const menu = await openMenu(page.getByRole('button', { name: 'Actions for alice-parked.example' }));
  await expect(menu.getByRole('menuitem', { name: 'Change type' })).toHaveAttribute('aria-disabled', 'true');
});

test('ERR-034: a 500 on DELETE domain shows its alert and the domain stays active', async ({ page }) => {
  await openDomains(page);
  await injectFault({ method: 'DELETE', path: '/api/agents/A1001/domains/alice-parked.example/', status: 500 });
  await act(page, 'alice-parked.example', 'Cancel');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel domain' }).click();
  // The shell's save-error dialog (ERR-055) carries the failure text over the alert bar.
  const notSaved = page.getByRole('alertdialog', { name: MESSAGES.saveDialogTitle });
  await expect(notSaved).toContainText(MESSAGES.domainCancel);
  await expect(alertWith(page, MESSAGES.domainCancel)).toHaveCount(1);
  await notSaved.getByRole('button', { name: 'Close' }).click();
  await expect(alertWith(page, MESSAGES.domainCancel)).toBeVisible();
  await expect(row(page, 'alice-parked.example').getByRole('cell').nth(2)).toHaveText('Active');
});

test('DOM-012: whois shows the registration data of a domain', async ({ page }) => {
  await openDomains(page);
  await act(page, 'alice-insurance.example', 'Whois');
  const dialog = page.getByRole('dialog', { name: 'Whois for alice-insurance.example' });
  await expect(dialog).toContainText('Provider Domains, LLC');
  await expect(dialog).toContainText('Apr 2, 2019');
  await expect(dialog).toContainText('Apr 2, 2027');
  await expect(dialog).toContainText('ns1.provider-dns.example');
  await expect(dialog).toContainText('Alice Anderson');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('ERR-043: a 500 on whois shows its alert', async ({ page }) => {
  await openDomains(page);
  await injectFault({ method: 'GET', path: '/api/agents/A1001/domains/alice-insurance.example/whois/', status: 500 });
  await act(page, 'alice-insurance.example', 'Whois');
  await expect(page.getByRole('dialog').getByText(MESSAGES.whois)).toBeVisible();
  await expect(alertWith(page, MESSAGES.whois)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(alertWith(page, MESSAGES.whois)).toBeVisible();
});

test('DOM-013: render attempts show the last failed and the last successful render with times and states', async ({
  page,
}) => {
  await openDomains(page);
  await act(page, 'alice-insurance.example', 'Render attempts');
  const dialog = page.getByRole('dialog', { name: 'Render attempts for alice-insurance.example' });
  const failed = dialog.getByRole('definition').nth(0);
  const succeeded = dialog.getByRole('definition').nth(1);
  await expect(dialog.getByRole('term').nth(0)).toHaveText('Last failed render');
  await expect(failed).toContainText('Nov 20, 2026, 9:30 AM');
  await expect(failed).toContainText('Failed');
  await expect(dialog.getByRole('term').nth(1)).toHaveText('Last successful render');
  await expect(succeeded).toContainText('Nov 19, 2026, 8:40 AM');
  await expect(succeeded).toContainText('Succeeded');
  await expectAccessible(page);
});

test('ERR-041: a 500 on render_attempts shows its alert', async ({ page }) => {
  await openDomains(page);
  await injectFault({
    method: 'GET',
    path: '/api/agents/A1001/domains/alice-insurance.example/render_attempts/recent/',
    status: 500,
  });
  await act(page, 'alice-insurance.example', 'Render attempts');
  await expect(page.getByRole('dialog').getByText(MESSAGES.renderAttempts)).toBeVisible();
  await expect(alertWith(page, MESSAGES.renderAttempts)).toHaveCount(1);
});

test('STATS-007 STATS-008: the domain stats page shows the analysis and the daily overview for a range', async ({
  page,
}) => {
  await openDomains(page);
  await act(page, 'alice-insurance.example', 'Stats');
  await expect(page).toHaveURL('/agents/A1001/domains/alice-insurance.example/stats/');
  await expect(page.getByRole('heading', { name: 'Stats for alice-insurance.example', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Visits and page views per day' })).toBeVisible();
  await page.getByRole('tab', { name: 'Analysis' }).click();
  const analysis = page.getByRole('region', { name: 'Analysis' });
  for (const label of ['Phone clicks', 'Contact forms sent', 'Quote starts', 'Bots and crawlers']) {
    await expect(analysis.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(analysis.getByRole('table', { name: 'Page views by device' })).toContainText('Desktop');

  const request = page.waitForRequest(
    (r) => r.url().endsWith('/graphql') && r.postDataJSON()?.variables?.startDate === '2026-02-01',
  );
  await page.getByLabel('Start date').fill('2026-02-01');
  await page.getByLabel('End date').fill('2026-02-07');
  await page.getByRole('button', { name: 'Apply' }).click();
  expect((await request).postDataJSON().variables).toMatchObject({ startDate: '2026-02-01', endDate: '2026-02-07' });
  await expect(page.getByText('Feb 1, 2026 – Feb 7, 2026')).toBeVisible();
  await expectAccessible(page);
});

test('ERR-039 ERR-040: failures of the domain stats show their alerts', async ({ page }) => {
  await logIn(page, 'alice');
  await injectFault({
    method: 'GET',
    path: '/api/domains/alice-insurance.example/stats/domain_analysis/',
    status: 500,
  });
  await injectFault({
    method: 'GET',
    path: '/api/domains/alice-insurance.example/stats/domain_overview/',
    status: 500,
  });
  await page.goto('/agents/A1001/domains/alice-insurance.example/stats/');
  await expect(alertWith(page, MESSAGES.m1Stats)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Visits and page views' }).getByText(MESSAGES.proxyData)).toBeVisible();
  await page.getByRole('tab', { name: 'Analysis' }).click();
  await expect(page.getByRole('region', { name: 'Analysis' }).getByText(MESSAGES.m1Stats)).toBeVisible();
});

test('DOM-002: an agent without domains sees the empty list with the way to the welcome page', async ({ page }) => {
  await logIn(page, 'tina');
  await acceptTerms(page);
  await page.goto('/agents/A1004/domains/');
  await expect(page.getByText('No domains yet')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Domains' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'welcome page' })).toHaveAttribute('href', '/agents/A1004/welcome/');
  await expectAccessible(page);
});

test('accessibility: the domain pages have no serious axe violation in dark mode', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await openDomains(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'pricing page' }).click();
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/agents/A1001/dashboard/');
  await expect(page.getByRole('group', { name: 'Visits, page views and phone clicks per day' })).toBeVisible();
  await expectAccessible(page);
});
