import { MESSAGES } from '@portal/rules';
import { TOOLBOX_TABS, unknownToolboxTabText } from '../../web/src/admin/toolboxTable';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { documentId } from './support/graphql';
import { resetSandbox } from './support/sandbox';
import { openAs } from './support/session';
import { whenPlaced } from './support/popup';

test.beforeAll(resetSandbox);

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
const tabList = (page: Page) => toolbox(page).getByRole('tablist', { name: 'Toolbox tabs' });
const agentBar = (page: Page) => toolbox(page).getByRole('region', { name: 'Agent' });
const finder = (page: Page) => toolbox(page).getByRole('combobox', { name: 'Find an agent' });

test.describe('the agent the toolbox acts on (issue #26, D-220)', () => {
  test('the agent is pinned at the top by name, alias and id; the tabs are this agent\'s tools, then the site-wide ones', async ({
    page,
  }) => {
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=notes');
    await expect(agentBar(page)).toContainText('Alice Anderson');
    await expect(agentBar(page)).toContainText('Alias aand · Associate id A1001');
    const agentTools = TOOLBOX_TABS.filter((t) => t.needsAgent).map((t) => t.title);
    const siteTools = TOOLBOX_TABS.filter((t) => !t.needsAgent).map((t) => t.title);
    await expect(tabList(page).getByRole('tab')).toHaveText([...agentTools, ...siteTools]);
    await expect(tabList(page).getByRole('tab', { name: 'Billing' })).toHaveAccessibleDescription("This agent's tools");
    await expect(tabList(page).getByRole('tab', { name: 'Glossary' })).toHaveAccessibleDescription('Site-wide tools');
    await expectAccessible(page);
  });

  test('Switch agent: the toolbox search finds an agent by keyboard and the same tab opens for them', async ({ page }) => {
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=notes');
    await agentBar(page).getByRole('button', { name: 'Switch agent' }).click();
    await expect(agentBar(page).getByRole('button', { name: 'Switch agent' })).toHaveAttribute('aria-expanded', 'true');
    await finder(page).fill('BAKER');
    const option = toolbox(page).getByRole('option', { name: 'Bob Baker (rbak, A1003)' });
    await expect(option).toBeVisible();
    await expectAccessible(page);
    await finder(page).press('ArrowDown');
    await finder(page).press('Enter');
    await expect(page).toHaveURL(/\/agents\/A1003\/dashboard\/\?admin=notes$/);
    await expect(agentBar(page)).toContainText('Bob Baker');
    await expect(agentBar(page)).toContainText('Associate id A1003');
    await expect(tabList(page).getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    // The page behind is the new agent's too.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Bob Baker', includeHidden: true })).toBeAttached();
    // The chosen agent leads the recently viewed, in the switcher as in the Search tab (ADMIN-021, CONST-020).
    await agentBar(page).getByRole('button', { name: 'Switch agent' }).click();
    const recent = agentBar(page).getByRole('region', { name: 'Recent agents' });
    await expect(recent.getByRole('button').first()).toHaveAccessibleName('Bob Baker, rbak · A1003');
  });

  test('Switch agent: a recently viewed agent is one click away (dark mode)', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem(
        'portal.recentAgents',
        JSON.stringify([{ title: 'Ivan Ingram', subtext: 'iingra · A1002', associate_id: 'A1002', link: '/agents/A1002/dashboard/' }]),
      );
    });
    await openAs(page, 'jdoe', '/agents/A1001/emails/?admin=billing');
    await agentBar(page).getByRole('button', { name: 'Switch agent' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectAccessible(page);
    await agentBar(page).getByRole('button', { name: 'Ivan Ingram, iingra · A1002' }).click();
    await expect(page).toHaveURL(/\/agents\/A1002\/dashboard\/\?admin=billing$/);
    await expect(agentBar(page)).toContainText('Ivan Ingram');
    await expect(toolbox(page).getByRole('form', { name: 'Add a charge or credit' })).toBeVisible();
  });

  test('ADMIN-005: an agent tab with no agent warns and offers the agent picker right there; the choice opens the tab', async ({
    page,
  }) => {
    await openAs(page, 'jdoe', '/?admin=billing');
    await expect(agentBar(page)).toContainText('No agent');
    await expect(toolbox(page).getByText(MESSAGES.toolboxNeedsAgent, { exact: true })).toBeVisible();
    await finder(page).fill('anderson');
    await whenPlaced(toolbox(page).getByRole('listbox'));
    await toolbox(page).getByRole('option', { name: 'Alice Anderson (aand, A1001)' }).click();
    await expect(page).toHaveURL(/\/agents\/A1001\/dashboard\/\?admin=billing$/);
    await expect(toolbox(page).getByText(MESSAGES.toolboxNeedsAgent)).toHaveCount(0);
    await expect(toolbox(page).getByRole('form', { name: 'Add a charge or credit' })).toBeVisible();
  });

  test('ADMIN-005 on a 390 px phone: the warning and the picker fit, the tabs are a select in two groups', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'jdoe', '/?admin=notes');
    await expect(finder(page)).toBeVisible();
    const select = toolbox(page).getByRole('combobox', { name: 'Toolbox tabs' });
    await expect(select.locator('optgroup')).toHaveCount(2);
    await expect(select.locator('optgroup').first()).toHaveAttribute('label', "This agent's tools");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});

test.describe('?admin values (ADMIN-002, ADMIN-003, D-221)', () => {
  test('?admin=nonsense says the tab does not exist, selects none, and every tab is still there', async ({ page }) => {
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=nonsense');
    await expect(toolbox(page).getByRole('alert').filter({ hasText: 'no tab called' })).toHaveText(unknownToolboxTabText('nonsense'));
    await expect(tabList(page).getByRole('tab', { selected: true })).toHaveCount(0);
    await expect(toolbox(page).getByRole('tabpanel')).toHaveCount(0);
    await expectAccessible(page);
    await tabList(page).getByRole('tab', { name: 'Notes' }).click();
    await expect(page).toHaveURL(/[?&]admin=notes(&|$)/);
    await expect(toolbox(page).getByRole('alert').filter({ hasText: unknownToolboxTabText('nonsense') })).toHaveCount(0);
  });

  test('ADMIN-002: ?admin with no value still opens Search', async ({ page }) => {
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin');
    await expect(tabList(page).getByRole('tab', { name: 'Search', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(toolbox(page).getByRole('searchbox', { name: 'Search agents' })).toBeVisible();
  });
});

test.describe('the frame at once (issue #26, D-220, D-146)', () => {
  test('opening the toolbox from a URL shows the drawer, the agent and the tabs while the session is still on its way', async ({
    page,
  }) => {
    // A first visit as staff: the browser remembers that its last session could use the toolbox.
    await openAs(page, 'jdoe', '/?admin=');
    await expect(toolbox(page)).toBeVisible();
    const sessionQuery = documentId('sessionQuery');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sessionAsked = false;
    await page.route('**/graphql', async (route) => {
      if ((route.request().postDataJSON() as { doc_id?: string } | null)?.doc_id === sessionQuery) {
        sessionAsked = true;
        await held;
      }
      await route.continue();
    });
    await page.goto('/agents/A1001/dashboard/?admin=billing');
    await expect(toolbox(page)).toBeVisible();
    await expect(tabList(page).getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
    await expect(agentBar(page)).toContainText('Associate id A1001');
    await expect(toolbox(page).getByRole('status').filter({ hasText: 'Loading Billing…' })).toBeVisible();
    expect(sessionAsked).toBe(true);
    // The page itself waits for the session; its heading is not there yet.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Alice Anderson', includeHidden: true })).toHaveCount(0);
    release();
    await expect(toolbox(page).getByRole('form', { name: 'Add a charge or credit' })).toBeVisible();
    await expect(agentBar(page)).toContainText('Alice Anderson');
  });

  test('a browser whose last session could not use the toolbox gets no early frame', async ({ page }) => {
    await openAs(page, 'alice', '/agents/A1001/dashboard/?admin=billing');
    await expect(page.getByRole('main')).toBeVisible();
    await expect(toolbox(page)).toHaveCount(0);
  });
});
