import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { MESSAGES } from '@portal/rules';
import { TOOLBOX_TABS } from '../../web/src/admin/toolboxTable';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { logIn, openAs } from './support/session';

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
const tabList = (page: Page) => toolbox(page).getByRole('tablist', { name: 'Toolbox tabs' });
const AGENT_TABS = TOOLBOX_TABS.filter((t) => t.needsAgent);

test.beforeAll(resetSandbox);

test.describe('the toolbox frame', () => {
  test('ADMIN-001 ADMIN-002: ?admin on an agent page opens the toolbox on the Search tab, over the page', async ({ page }) => {
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin');
    await expect(toolbox(page)).toBeVisible();
    await expect(tabList(page).getByRole('tab', { name: 'Search', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(toolbox(page).getByRole('searchbox', { name: 'Search agents' })).toBeVisible();
    await expectAccessible(page);
  });

  // ADMIN-006..019 against the spec's literal table: admin-tab-table.spec.ts.

  test('ADMIN-003: switching tab rewrites the query to admin={key} without reloading the page', async ({ page }) => {
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=');
    await expect(toolbox(page)).toBeVisible();
    // The dashboard's own query (by its persisted id); the tabs' own queries may run, the page's must not.
    const persisted = JSON.parse(readFileSync(new URL('../../gateway/persisted-queries.json', import.meta.url), 'utf8'));
    const dashboardId = Object.keys(persisted).find((id) => persisted[id].includes('query loadersDashboardPageQuery'));
    expect(dashboardId).toBeTruthy();
    let pageQueries = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql') && r.postData()?.includes(`"doc_id":"${dashboardId}"`)) pageQueries += 1;
    });
    await tabList(page).getByRole('tab', { name: 'Notes' }).click();
    await expect(page).toHaveURL(/[?&]admin=notes(&|$)/);
    await tabList(page).getByRole('tab', { name: 'Move Domain' }).click();
    await expect(page).toHaveURL(/[?&]admin=move_domain(&|$)/);
    expect(pageQueries).toBe(0);
  });

  for (const tab of AGENT_TABS) {
    test(`ADMIN-005: ?admin=${tab.key} with no agent in the route shows the warning`, async ({ page }) => {
      await openAs(page, 'jdoe', `/?admin=${tab.key}`);
      await expect(tabList(page).getByRole('tab', { name: tab.title })).toHaveAttribute('aria-selected', 'true');
      await expect(toolbox(page).getByText(MESSAGES.toolboxNeedsAgent, { exact: true })).toBeVisible();
    });
  }

  test('ADMIN-005: with an agent in the route, an agent tab shows no warning', async ({ page }) => {
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=notes');
    await expect(tabList(page).getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    await expect(toolbox(page).getByText(MESSAGES.toolboxNeedsAgent)).toHaveCount(0);
  });

  test('ADMIN-006: ?admin=search needs no agent and shows no warning', async ({ page }) => {
    await openAs(page, 'jdoe', '/?admin=search');
    await expect(toolbox(page).getByRole('searchbox', { name: 'Search agents' })).toBeVisible();
    await expect(toolbox(page).getByText(MESSAGES.toolboxNeedsAgent)).toHaveCount(0);
  });

  test('ADMIN-001: Escape closes the toolbox and takes admin out of the address; the header button opens it again', async ({
    page,
  }) => {
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=notes');
    await expect(toolbox(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toolbox(page)).toBeHidden();
    await expect(page).toHaveURL('/agents/A1001/dashboard/');
    await page.getByRole('banner').getByRole('link', { name: 'Admin toolbox' }).click();
    await expect(toolbox(page)).toBeVisible();
    await expect(page).toHaveURL(/\/agents\/A1001\/dashboard\/\?admin=/);
    await toolbox(page).getByRole('button', { name: 'Close the toolbox' }).click();
    await expect(toolbox(page)).toBeHidden();
  });

  test('ADMIN-004: the UI version badge links to the commit the build was made from', async ({ page }) => {
    const commit = execFileSync('git', ['rev-parse', 'HEAD']).toString().trim();
    await openAs(page, 'jdoe', '/?admin=');
    const badge = toolbox(page).getByRole('link', { name: /^UI version/ });
    await expect(badge).toHaveAttribute('href', new RegExp(`/commit/${commit}$`));
    await expect(badge).toContainText(commit.slice(0, 7));
  });

  for (const user of ['alice', 'carol', 'sam']) {
    test(`AUTH-023: as ${user}, ?admin does not open the toolbox and the header offers none`, async ({ page }) => {
      await logIn(page, user);
      await page.goto(`${new URL(page.url()).pathname}?admin=search`);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(toolbox(page)).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Admin toolbox' })).toHaveCount(0);
    });
  }

  test('AUTH-023: provider staff viewing as an agent are told to stop viewing as, and can', async ({ page }) => {
    await logIn(page, 'jdoe');
    await page.getByRole('button', { name: 'View as user' }).click();
    const viewAs = page.getByRole('dialog', { name: 'View as user' });
    await viewAs.getByRole('tab', { name: /Update/ }).click();
    await viewAs.getByLabel('User id').fill('A1001');
    await viewAs.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL('/agents/A1001/dashboard/');
    await page.goto('/agents/A1001/dashboard/?admin=notes');
    const notice = page.getByRole('dialog', { name: 'Admin toolbox' });
    await expect(notice.getByText('Stop viewing as another user to use it.', { exact: false })).toBeVisible();
    await notice.getByRole('button', { name: 'Stop viewing as' }).click();
    await expect(tabList(page).getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  });

  test('ADMIN-001: on a 390 px phone the toolbox fills the screen and the tabs are a select', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=');
    const tabs = toolbox(page).getByRole('combobox', { name: 'Toolbox tabs' });
    await tabs.selectOption({ label: 'Notes' });
    await expect(page).toHaveURL(/[?&]admin=notes(&|$)/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});

test.describe('the search tab', () => {
  test('ADMIN-020 ADMIN-023: typed text finds agents; each row links to Domains, Emails, Payment and Billing', async ({
    page,
  }) => {
    await openAs(page, 'jdoe', '/?admin=search');
    await toolbox(page).getByRole('searchbox', { name: 'Search agents' }).fill('ANDERSON');
    const results = toolbox(page).getByRole('table', { name: 'Agents found' });
    const row = results.getByRole('row', { name: /Alice Anderson/ });
    await expect(row).toBeVisible();
    for (const [label, page_] of [
      ['Domains', 'domains'],
      ['Emails', 'emails'],
      ['Payment', 'payment'],
      ['Billing', 'billing'],
    ]) {
      await expect(row.getByRole('link', { name: `${label} of Alice Anderson` })).toHaveAttribute(
        'href',
        `/agents/A1001/${page_}/`,
      );
    }
    await expectAccessible(page);
  });

  test('ADMIN-021 ADMIN-022: opening a result goes to the dashboard and the agent leads the recently viewed', async ({
    page,
  }) => {
    await openAs(page, 'jdoe', '/?admin=search');
    await toolbox(page).getByRole('searchbox', { name: 'Search agents' }).fill('alice');
    await toolbox(page).getByRole('table', { name: 'Agents found' }).getByRole('link', { name: 'Alice Anderson', exact: true }).click();
    await expect(page).toHaveURL('/agents/A1001/dashboard/');
    await expect(toolbox(page)).toHaveCount(0);
    await page.goto('/?admin=search');
    const recent = toolbox(page).getByRole('region', { name: 'Recently viewed agents' });
    const first = recent.getByRole('listitem').first();
    await expect(first.getByRole('link', { name: 'Alice Anderson', exact: true })).toHaveAttribute('href', '/agents/A1001/dashboard/');
    await expect(first).toContainText('A1001');
  });

  test('ADMIN-020: in dark mode the search tab has no serious axe violation, and the keyboard reaches a result', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await openAs(page, 'jdoe', '/?admin=search');
    await expect(page.locator('html')).toHaveClass(/dark/);
    const box = toolbox(page).getByRole('searchbox', { name: 'Search agents' });
    await box.focus();
    await page.keyboard.type('anderson');
    const result = toolbox(page).getByRole('table', { name: 'Agents found' }).getByRole('link', { name: 'Alice Anderson', exact: true });
    await expect(result).toBeVisible();
    await expectAccessible(page);
    for (let i = 0; i < 10 && !(await result.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(result).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/agents/A1001/dashboard/');
  });

  test('ADMIN-020 (issue #26, D-225): the search box takes arrows and Enter, and Back brings the search back', async ({ page }) => {
    await openAs(page, 'jdoe', '/?admin=search');
    const box = toolbox(page).getByRole('searchbox', { name: 'Search agents' });
    await box.fill('anderson');
    await expect(page).toHaveURL(/[?&]admin_search=anderson(&|$)/);
    const first = toolbox(page).getByRole('table', { name: 'Agents found' }).getByRole('link', { name: 'Alice Anderson', exact: true });
    await expect(first).toBeVisible();
    await box.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(box).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/agents/A1001/dashboard/');
    await expect(toolbox(page)).toHaveCount(0);
    await page.goBack();
    await expect(box).toHaveValue('anderson');
    await expect(first).toBeVisible();
    // Closing the toolbox takes its search out of the address too.
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/admin/);
  });

  test('ERR-089 ADMIN-020: a failed search says so in the alert bar', async ({ page }) => {
    await openAs(page, 'jdoe', '/?admin=search');
    await injectFault({ method: 'GET', path: '/api/agents/search/', status: 500 });
    await toolbox(page).getByRole('searchbox', { name: 'Search agents' }).fill('alice');
    await expect(page.getByText(MESSAGES.agentSearch)).toBeVisible();
  });
});
