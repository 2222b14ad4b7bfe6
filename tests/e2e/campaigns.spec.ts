import { expect, test, type Page } from './support/test';
import { MESSAGES, STATS_MESSAGES } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { logIn, openAs } from './support/session';

test.use({ timezoneId: 'UTC' });

test.beforeEach(async () => {
  await resetSandbox();
});

const table = (page: Page) => page.getByRole('table', { name: 'Campaigns' });

test('ROUTE-026 STATS-009 STATS-010: the campaigns page shows the campaigns table and the QLP views', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/campaigns/');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
  await expect(table(page).getByRole('row').filter({ hasText: 'Springfield auto insurance' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Quote landing page views by domain' })).toBeVisible();
  await expect(page.getByLabel('Rows per page')).toHaveValue('10');
  await expectAccessible(page);
});

test('STATS-009: sorting, the uncampaigned toggle and the domain filter ask again', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/campaigns/');
  const rows = table(page).getByRole('row');
  await expect(rows.filter({ hasText: 'Springfield auto insurance' })).toBeVisible();
  const before = await rows.count();

  await page.getByRole('button', { name: /^Campaign/ }).click();
  await expect(page.getByRole('columnheader', { name: /^Campaign/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.nth(1)).toContainText('Free quote in minutes');

  await page.getByText('Include domains without a campaign').click();
  await expect(rows.filter({ hasText: 'No campaign' }).first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(before);

  await page.getByLabel('Domain contains').fill('alice-quotes');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(rows.filter({ hasText: 'Springfield auto insurance' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Free quote in minutes' })).toBeVisible();
});

test('VALID-043: an empty date range on the campaigns page shows the message', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/campaigns/');
  await expect(table(page)).toBeVisible();
  await page.getByLabel('Start date').first().fill('');
  await page.getByRole('button', { name: 'Apply' }).first().click();
  await expect(page.getByText(STATS_MESSAGES.range)).toBeVisible();
});

test('ERR-064: a 500 on GET qlp_views shows its alert', async ({ page }) => {
  await logIn(page, 'alice');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/campaigns/qlp_views/', status: 500 });
  await page.goto('/agents/A1001/campaigns/');
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.qlpStats })).toBeVisible();
  await expect(table(page)).toBeVisible();
});

const costs = async (page: Page) =>
  (await table(page).getByRole('row').locator('td:nth-child(5)').allInnerTexts()).map((c) => {
    expect(c).toMatch(/^\$[\d,]+\.\d{2}$/);
    return Number(c.replace(/[$,]/g, ''));
  });

test('STATS-009 issue #9: a click on Cost sorts by cost on the server, both ways, with costs in dollars', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/campaigns/');
  await expect(table(page).getByRole('row').filter({ hasText: 'Springfield auto insurance' })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: /^Domain/ })).toHaveAttribute('aria-sort', 'ascending');
  const cost = table(page).getByRole('columnheader', { name: /^Cost/ });

  const asked = page.waitForRequest((r) => r.url().endsWith('/graphql') && r.postDataJSON()?.variables?.sortKey === 'cost');
  await cost.getByRole('button').click();
  expect((await asked).postDataJSON().variables).toMatchObject({ sortKey: 'cost', sortDescending: false, page: 1 });
  // Issue #28: the test waits for the rows in the new order, then reads the headers.
  await expect(async () => {
    const up = await costs(page);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    expect(up[0]).toBeLessThan(up[up.length - 1]);
  }).toPass();
  await expect(cost).toHaveAttribute('aria-sort', 'ascending');
  await expect(table(page).getByRole('columnheader', { name: /^Domain/ })).toHaveAttribute('aria-sort', 'none');

  await cost.getByRole('button').click();
  await expect(async () => {
    const down = await costs(page);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(down[0]).toBeGreaterThan(down[down.length - 1]);
  }).toPass();
  await expect(cost).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByText(/^Page 1 of \d+, \d+ rows?$/)).toBeVisible();
});

test('issue #9: on a 390 px phone the campaigns table scrolls sideways and no domain breaks inside its name', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'alice', '/agents/A1001/campaigns/');
  await expect(table(page).getByRole('row').filter({ hasText: 'Springfield auto insurance' })).toBeVisible();
  const region = page.locator('[role="region"][aria-label="Campaigns"]');
  const box = await region.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const lines = await table(page).evaluate((el) =>
    [...el.querySelectorAll('tbody tr')].map((row) => {
      // The lines its text is laid out on (text rects only: a range's rects include its elements' boxes).
      const walker = document.createTreeWalker(row.children[1], NodeFilter.SHOW_TEXT);
      const tops = new Set<number>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
      }
      return tops.size;
    }),
  );
  expect(lines.length).toBeGreaterThan(0);
  expect(Math.max(...lines)).toBe(1);
  await expectAccessible(page);
});
