import { TOOLBOX_TABS } from '../../web/src/admin/toolboxTable';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { documentId } from './support/graphql';
import { resetSandbox } from './support/sandbox';
import { logIn, openAs } from './support/session';

test.beforeEach(resetSandbox);

const palette = (page: Page) => page.getByRole('dialog', { name: 'Go to' });
const box = (page: Page) => palette(page).getByRole('combobox', { name: 'Search agents, tools and pages' });
const option = (page: Page, name: string | RegExp) => palette(page).getByRole('option', { name });
const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
const RECENT = [{ title: 'Ivan Ingram', subtext: 'iingra · A1002', associate_id: 'A1002', link: '/agents/A1002/dashboard/' }];

/** Once the page's frame is there (its listener with it), the keys open the palette. */
async function openPalette(page: Page, keys = 'Control+k'): Promise<void> {
  await expect(page.getByRole('banner', { includeHidden: true })).toBeAttached();
  await page.keyboard.press(keys);
  await expect(box(page)).toBeFocused();
}

test.describe('the command palette (issue #26, D-225)', () => {
  test('Ctrl+K opens it, inside an input too; empty, it lists the recent agents, every tab, the agent\'s pages and the portal\'s', async ({
    page,
  }) => {
    await page.addInitScript((recent) => localStorage.setItem('portal.recentAgents', JSON.stringify(recent)), RECENT);
    await openAs(page, 'jdoe', '/agents/A1001/emails/?admin=search');
    const searchBox = toolbox(page).getByRole('searchbox', { name: 'Search agents' });
    await searchBox.focus();
    await expect(searchBox).toBeFocused();
    await openPalette(page);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(option(page, /^Ivan Ingram/)).toBeVisible();
    for (const tab of TOOLBOX_TABS) {
      const name = tab.needsAgent ? `Open ${tab.title} for Alice Anderson` : `Open ${tab.title}`;
      await expect(option(page, new RegExp(`^${name}`))).toHaveCount(1);
    }
    for (const name of ['Dashboard', 'Domains', 'Email redirects', 'Payment', 'Billing']) await expect(option(page, new RegExp(`^${name}$`))).toHaveCount(1);
    await expect(option(page, /^Edit alice-insurance\.example/)).toHaveCount(1);
    await expect(option(page, /^Edit old-alice\.example/)).toHaveCount(0); // cancelled: no site to edit
    await expect(option(page, /^Approval Queue/)).toHaveCount(1);
    await expect(option(page, /^Glossary$/)).toHaveCount(1);
    await expectAccessible(page);
  });

  test('typing searches the agents (the toolbox search) and the rest; arrows and Enter choose; the agent joins the recent', async ({
    page,
  }) => {
    await openAs(page, 'jdoe', '/overview/');
    const searches: string[] = [];
    const searchId = documentId('agentSearchQuery');
    page.on('request', (r) => {
      const body = r.postDataJSON() as { doc_id?: string; variables?: { text: string } } | null;
      if (body?.doc_id === searchId) searches.push(body.variables!.text);
    });
    await openPalette(page);
    await box(page).pressSequentially('BAKER');
    const bob = option(page, /^Bob Baker/);
    await expect(bob).toBeVisible();
    await expect(palette(page).getByRole('status')).toHaveText('1 agent found');
    expect(searches).toEqual(['BAKER']);
    // The first choice is highlighted as you type: Enter opens it.
    await expect(bob).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/agents/A1003/dashboard/');
    await expect(palette(page)).toHaveCount(0);
    await openPalette(page);
    await expect(option(page, /^Bob Baker/)).toBeVisible();
    await box(page).fill('notes');
    await expect(option(page, /^Open Notes for Bob Baker/)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(option(page, /^Open Notes for Bob Baker/)).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/agents/A1003/dashboard/?admin=notes');
    await expect(toolbox(page).getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
  });

  test('no match says so; Escape closes and gives focus back', async ({ page }) => {
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/');
    const toolboxButton = page.getByRole('banner').getByRole('link', { name: 'Admin toolbox' });
    await toolboxButton.focus();
    await openPalette(page, 'Meta+k');
    await box(page).fill('qqqzzz');
    await expect(palette(page).getByRole('status')).toHaveText('No match for “qqqzzz”.');
    await expect(palette(page).getByRole('option')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
    await expect(toolboxButton).toBeFocused();
    // Ctrl+K again opens it afresh; pressed once more it closes.
    await openPalette(page);
    await expect(box(page)).toHaveValue('');
    await page.keyboard.press('Control+k');
    await expect(palette(page)).toHaveCount(0);
  });

  test('its code is a chunk of its own, fetched on the first Ctrl+K', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/CommandPalette[-.][^/]*\.js$/.test(new URL(r.url()).pathname)) chunks.push(r.url());
    });
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Alice Anderson' })).toBeVisible();
    expect(chunks).toEqual([]);
    await openPalette(page);
    expect(chunks).toHaveLength(1);
  });

  for (const user of ['alice', 'carol']) {
    test(`AUTH-023: as ${user}, Ctrl+K opens nothing`, async ({ page }) => {
      await logIn(page, user);
      await page.getByRole('main').click();
      await page.keyboard.press('Control+k');
      await expect(page.getByRole('main')).toBeVisible();
      await expect(palette(page)).toHaveCount(0);
    });
  }

  test('dark mode and a 390 px phone: no serious axe violation, nothing wider than the screen', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/');
    await openPalette(page);
    await box(page).fill('domain');
    await expect(option(page, /^Open Domain Activity for Alice Anderson/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});

test('issue #26: a support task by keyboard alone, from Ctrl+K to a confirmed charge on the right agent', async ({ page }) => {
  await openAs(page, 'jdoe', '/overview/');
  // Find the agent.
  await openPalette(page);
  await page.keyboard.type('anderson');
  await expect(option(page, /^Alice Anderson/)).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/agents/A1001/dashboard/');
  // Her billing history, then the toolbox's Billing over it.
  await openPalette(page);
  await page.keyboard.type('billing');
  await expect(option(page, /^Billing$/)).toBeVisible();
  for (let i = 0; i < 20 && !(await option(page, /^Billing$/).evaluate((el) => el.hasAttribute('data-highlighted'))); i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/agents/A1001/billing/');
  const receipts = page.getByRole('table', { name: 'Receipts' });
  const charged = receipts.getByRole('row').filter({ hasText: 'Renewal by keyboard' });
  await expect(receipts).toBeVisible();
  await expect(charged).toHaveCount(0);
  await openPalette(page);
  await page.keyboard.type('billing');
  await expect(option(page, /^Open Billing for Alice Anderson/)).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/agents/A1001/billing/?admin=billing');
  const form = toolbox(page).getByRole('form', { name: 'Add a charge or credit' });
  const amount = form.getByRole('textbox', { name: 'Amount (USD)' });
  await expect(amount).toBeVisible();
  await expect(toolbox(page).getByRole('region', { name: 'Agent' })).toContainText('Alice Anderson');
  for (let i = 0; i < 40 && !(await amount.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(amount).toBeFocused();
  await page.keyboard.type('45');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Yearly');
  await expect(form.getByRole('combobox', { name: 'Type' })).toHaveValue('Yearly Payment');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Renewal by keyboard');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog', { name: 'Charge $45.00 (Yearly Payment) to Alice Anderson (A1001)?' });
  await expect(question).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Charge $45.00' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toolbox(page).getByRole('status').filter({ hasText: /^Charge added\. Transaction id: R\d+$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toolbox(page)).toHaveCount(0);
  // The sandbox has it, for Alice: her billing history behind the toolbox shows it, without a reload.
  await expect(charged).toHaveCount(1);
  await expect(charged).toContainText('Yearly Payment');
  await expect(charged).toContainText('$45.00');
});
