import { readFileSync } from 'node:fs';
import { MESSAGES } from '@portal/rules';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { resetSandbox } from './support/sandbox';
import { logIn } from './support/session';

test.use({ timezoneId: 'UTC' });
test.beforeAll(resetSandbox);

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
const tabList = (page: Page) => toolbox(page).getByRole('tablist', { name: 'Toolbox tabs' });

/** ADMIN-006..019, typed from FEATURES.md's rows (001 §2 tab table): key, title, needs an agent. */
const SPEC_TABS: readonly [key: string, title: string, needsAgent: boolean][] = [
  ['search', 'Search', false], // ADMIN-006
  ['billing', 'Billing', true], // ADMIN-007
  ['calltracking', 'Call Tracking', true], // ADMIN-008
  ['compliance_helper', 'Compliance Helper', false], // ADMIN-009
  ['domain_activity', 'Domain Activity', true], // ADMIN-010
  ['domain_renders', 'Domain Renders', true], // ADMIN-011
  ['email_search', 'Email Search', false], // ADMIN-012
  ['glossary', 'Glossary', false], // ADMIN-013
  ['job_listing_url', 'Jobs Listing', true], // ADMIN-014
  ['registrar', 'Manage Registrar', true], // ADMIN-015
  ['move_domain', 'Move Domain', true], // ADMIN-016
  ['notes', 'Notes', true], // ADMIN-017
  ['notifications', 'Notifications', false], // ADMIN-018
  ['site_config', 'Site Config', false], // ADMIN-019
];

test('ADMIN-006..019: the toolbox has exactly the spec\'s 14 tabs by their titles, and each title opens its key', async ({ page }) => {
  await logIn(page, 'jdoe');
  await page.goto('/?admin=');
  await expect(tabList(page).getByRole('tab')).toHaveCount(SPEC_TABS.length);
  // The order is the toolbox's grouping (issue #26); the set of titles is the spec's.
  const titles = await tabList(page).getByRole('tab').allInnerTexts();
  expect(titles.map((t) => t.trim()).sort()).toEqual(SPEC_TABS.map(([, title]) => title).sort());
  // From the last row back, so Search (selected first, ADMIN-002) is clicked last, when another tab is selected.
  for (const [key, title, needsAgent] of [...SPEC_TABS].reverse()) {
    await tabList(page).getByRole('tab', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]admin=${key}(&|$)`));
    await expect(toolbox(page).getByText(MESSAGES.toolboxNeedsAgent, { exact: true })).toHaveCount(needsAgent ? 1 : 0);
  }
});

test('ADMIN-012: Email Search works with no agent loaded: a search from / lists the log\'s events', async ({ page }) => {
  await logIn(page, 'jdoe');
  await page.goto('/?admin=email_search');
  await expect(tabList(page).getByRole('tab', { name: 'Email Search' })).toHaveAttribute('aria-selected', 'true');
  await expect(toolbox(page).getByText(MESSAGES.toolboxNeedsAgent)).toHaveCount(0);
  const form = toolbox(page).getByRole('form', { name: 'Search the email log' });
  await form.getByRole('textbox', { name: 'To' }).fill('quotes@alice-insurance.example');
  await form.getByRole('textbox', { name: 'To' }).press('Enter');
  await expect(toolbox(page).getByText(/events? found/)).toBeVisible();
  await expect(toolbox(page).getByRole('table', { name: 'Email log' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
});

test('ADMIN-019: Site Config works with no agent loaded: the stored settings load from /', async ({ page }) => {
  await logIn(page, 'jdoe');
  await page.goto('/?admin=site_config');
  await expect(tabList(page).getByRole('tab', { name: 'Site Config' })).toHaveAttribute('aria-selected', 'true');
  await expect(toolbox(page).getByText(MESSAGES.toolboxNeedsAgent)).toHaveCount(0);
  const form = toolbox(page).getByRole('form', { name: 'Site settings' });
  await expect(form.getByRole('switch', { name: 'Agents may purchase and transfer domains' })).toBeChecked();
  await expect(form.getByRole('list', { name: 'Demo domains' }).getByRole('listitem')).toHaveText(['demo-insurance.example']);
  await expectAccessible(page);
});

test('ADMIN-012 ADMIN-019: without an agent both tabs are accessible in dark mode and on a 390 px phone', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'jdoe');
  await page.goto('/?admin=email_search');
  await expect(toolbox(page).getByRole('form', { name: 'Search the email log' })).toBeVisible();
  await expectAccessible(page);
  await page.goto('/?admin=site_config');
  await expect(toolbox(page).getByRole('form', { name: 'Site settings' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

const persisted = JSON.parse(readFileSync(new URL('../../gateway/persisted-queries.json', import.meta.url), 'utf8')) as Record<string, string>;
const searchQueryId = Object.keys(persisted).find((id) => persisted[id]!.startsWith('query agentSearchQuery'))!;

test('CONST-021 ADMIN-020: the agent search asks 500 ms after the last keystroke, not sooner, and only for the last text', async ({
  page,
}) => {
  // Playwright's clock: the page's timers run only when the test moves time on (no waiting on real time).
  await page.clock.install();
  await logIn(page, 'jdoe');
  await page.goto('/?admin=search');
  const box = toolbox(page).getByRole('searchbox', { name: 'Search agents' });
  await expect(box).toBeVisible();
  await page.clock.pauseAt(new Date(Date.now() + 60 * 60_000));
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.postData()?.includes(`"doc_id":"${searchQueryId}"`)) {
      searches.push((r.postDataJSON() as { variables: { text: string } }).variables.text);
    }
  });
  await box.pressSequentially('ANDER');
  await page.clock.runFor(499);
  await box.press('S');
  await page.clock.runFor(499); // 499 ms after the last keystroke: still waiting
  await page.clock.runFor(1); // 500 ms: the one search
  await expect(toolbox(page).getByRole('status').filter({ hasText: /agents? found/ })).toBeVisible();
  // Had the search waited less than 500 ms, "ANDER" (or a shorter text) would have been asked first.
  expect(searches).toEqual(['ANDERS']);
});
