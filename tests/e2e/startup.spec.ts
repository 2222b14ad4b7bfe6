import { expect, test, type Page } from '@playwright/test';
import { clearUpstreamCalls, resetSandbox, upstreamCalls } from './support/sandbox';
import { logIn } from './support/session';

/**
 * SHELL-032 as decided in D-98: what a real browser's navigation makes the gateway ask the provider, read from the
 * sandbox's request log. Only the paths matter here; how often auth_info is asked is issue #14's concern.
 */
async function callsDuring(page: Page, navigate: () => Promise<void>): Promise<string[]> {
  await clearUpstreamCalls();
  await navigate();
  await page.waitForLoadState('networkidle');
  return upstreamCalls();
}

const distinct = (calls: string[]) => [...new Set(calls)].sort();
const count = (calls: string[], call: string) => calls.filter((c) => c === call).length;

test.beforeEach(async ({ page }) => {
  await resetSandbox();
  await logIn(page, 'alice');
  await page.waitForLoadState('networkidle');
});

test('SHELL-032: a cold load of the dashboard asks for the user, the version, the site notifications and the agent, not the site config or the movable domains', async ({ page }) => {
  const calls = await callsDuring(page, async () => {
    await page.goto('/agents/A1001/dashboard/');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  });
  expect(distinct(calls)).toEqual([
    'GET /api/agents/A1001/',
    'GET /api/agents/A1001/dash/',
    'GET /api/agents/A1001/domains/',
    'GET /api/agents/A1001/notifications/',
    'GET /api/agents/A1001/stats/account_overview/',
    'GET /api/site_notifications/',
    'GET /api/users/auth_info/',
    'GET /version.txt',
  ]);
  expect(count(calls, 'GET /api/site_notifications/')).toBe(1);
  expect(count(calls, 'GET /api/agents/A1001/')).toBe(1);
});

test('SHELL-032: the next navigation reads the site config and the agent with its page, and the site notifications and version not again', async ({ page }) => {
  await page.goto('/agents/A1001/dashboard/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const calls = await callsDuring(page, async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Domains' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
  });
  expect(distinct(calls)).toEqual([
    'GET /api/agents/A1001/',
    'GET /api/agents/A1001/domains/',
    'GET /api/site_config/',
    'GET /api/users/auth_info/',
  ]);
});

test('SHELL-032: the movable domains load only when the toolbox’s Move Domain tab opens, for provider staff', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'jdoe');
  await page.goto('/agents/A1001/dashboard/');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome|Dashboard/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await upstreamCalls()).not.toContain('GET /api/agents/A1001/domains/movables/');
  const calls = await callsDuring(page, async () => {
    await page.goto('/agents/A1001/dashboard/?admin=move_domain');
    const toolbox = page.getByRole('dialog', { name: 'Admin toolbox' });
    await expect(toolbox.getByRole('heading', { level: 3, name: 'Move a domain to another agent' })).toBeVisible();
  });
  expect(calls).toContain('GET /api/agents/A1001/domains/movables/');
  await context.close();
});
