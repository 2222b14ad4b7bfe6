import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { resetSandbox } from './support/sandbox';
import { openAs } from './support/session';
import { chooseFromMenu } from './support/popup';

// The domain stats page groups its two parts in a tab group with the id "domain-stats".
const STATS_PAGE = '/agents/A1001/domains/alice-insurance.example/stats/';

async function openStats(page: Page): Promise<void> {
  await openAs(page, 'alice', STATS_PAGE);
  await expect(page.getByRole('heading', { name: 'Stats for alice-insurance.example', level: 1 })).toBeVisible();
}

test.beforeEach(async () => {
  await resetSandbox();
});

test('SHELL-040: the active tab is kept in ?{groupId}_tab and survives a reload, with no new GraphQL request', async ({
  page,
}) => {
  await openStats(page);
  const tabs = page.getByRole('tablist', { name: 'Domain statistics' });
  await expect(tabs.getByRole('tab', { name: 'Visits and page views' })).toHaveAttribute('aria-selected', 'true');

  let requests = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql')) requests += 1;
  });
  await tabs.getByRole('tab', { name: 'Analysis' }).click();
  await expect(page).toHaveURL(`${STATS_PAGE}?domain-stats_tab=analysis`);
  await expect(page.getByRole('region', { name: 'Analysis' })).toBeVisible();
  expect(requests).toBe(0); // a tab switch reruns no loader

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Analysis' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Analysis' })).toBeVisible();
  await expectAccessible(page);
});

test('SHELL-041: arrow keys move between the tabs of a tab group', async ({ page }) => {
  await openStats(page);
  const first = page.getByRole('tab', { name: 'Visits and page views' });
  await first.focus();
  await page.keyboard.press('ArrowRight');
  const second = page.getByRole('tab', { name: 'Analysis' });
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/domain-stats_tab=analysis/);
  await page.keyboard.press('ArrowLeft');
  await expect(first).toHaveAttribute('aria-selected', 'true');
});

test('SHELL-042: below 640px a select listing the tab names replaces the tabs', async ({ page }) => {
  await page.setViewportSize({ width: 480, height: 900 });
  await openStats(page);
  await expect(page.getByRole('tablist', { name: 'Domain statistics' })).toHaveCount(0);
  const select = page.getByRole('combobox', { name: 'Domain statistics' });
  await expect(select.getByRole('option')).toHaveText(['Visits and page views', 'Analysis']);
  await select.selectOption({ label: 'Analysis' });
  await expect(page).toHaveURL(/domain-stats_tab=analysis/);
  await expect(page.getByRole('region', { name: 'Analysis' })).toBeVisible();
  await expectAccessible(page);
});

test('SHELL-036: the JSON viewer (raw whois record) opens by keyboard and is accessible in dark mode', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/domains/');
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await chooseFromMenu(page.getByRole('button', { name: 'Actions for alice-insurance.example' }), 'Whois');
  const raw = page.getByRole('dialog').getByRole('region', { name: 'Raw whois record' });
  await expect(raw).toContainText('Raw record: {');
  await expect(raw.getByText('"Provider Domains, LLC"')).toBeHidden();
  await raw.locator('summary').first().focus();
  await page.keyboard.press('Enter');
  await expect(raw.getByText('"Provider Domains, LLC"')).toBeVisible();
  await expectAccessible(page);
});

test('SHELL-040: the tab group is accessible in dark mode', async ({ page }) => {
  await openStats(page);
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await page.getByRole('tab', { name: 'Analysis' }).click();
  await expect(page.getByRole('region', { name: 'Analysis' })).toBeVisible();
  await expectAccessible(page);
});
