import { MESSAGES } from '@portal/rules';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { logIn, openAs } from './support/session';

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
const TAB_URL = '/agents/A1001/dashboard/?admin=domain_activity';
const domainButton = (page: Page, name: string) =>
  toolbox(page).getByRole('button', { name: new RegExp(`^${name.replace(/\./g, '\\.')}`) });
const table = (page: Page, name: string) => toolbox(page).getByRole('table', { name });

/** Holds the gateway's answers that contain `marker` until released. */
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

test.beforeEach(resetSandbox);

test('ADMIN-010: Domain Activity without an agent in the route shows the warning', async ({ page }) => {
  await openAs(page, 'jdoe', '/?admin=domain_activity');
  await expect(toolbox(page).getByRole('tab', { name: 'Domain Activity' })).toHaveAttribute('aria-selected', 'true');
  await expect(toolbox(page).getByText(MESSAGES.toolboxNeedsAgent, { exact: true })).toBeVisible();
});

test('ADMIN-072: the heading and, while the call is slow, "Retrieving domain activity..."', async ({ page }) => {
  await logIn(page, 'jdoe');
  const release = await holdAnswers(page, '"domainActivity"');
  await page.goto(TAB_URL);
  await expect(toolbox(page).getByRole('heading', { name: 'Domain Activity', level: 3 })).toBeVisible();
  await expect(toolbox(page).getByText('Retrieving domain activity...', { exact: true })).toBeVisible();
  release();
  await expect(domainButton(page, 'alice-insurance.example')).toBeVisible();
  await expect(toolbox(page).getByText('Retrieving domain activity...')).toHaveCount(0);
});

test('ADMIN-073: an accordion per domain with its badge and event count; a cancelled domain reads Canceled', async ({ page }) => {
  await openAs(page, 'jdoe', TAB_URL);
  await expect(domainButton(page, 'alice-insurance.example')).toHaveText(/alice-insurance\.example\s*Active\s*16 events/);
  await expect(domainButton(page, 'old-alice.example')).toHaveText(/old-alice\.example\s*Canceled\s*3 events/);
  await expect(domainButton(page, 'alice-parked.example')).toHaveText(/Active\s*0 events/);
});

test('ADMIN-074 ADMIN-075 ADMIN-076 ADMIN-077: the four groups, six columns, newest first, paged, an end row', async ({ page }) => {
  await openAs(page, 'jdoe', TAB_URL);
  // Keyboard path: focus the domain's header and open it with Enter.
  await domainButton(page, 'alice-insurance.example').focus();
  await page.keyboard.press('Enter');
  const titles = ['Appointment Scheduler Events', 'Callrail Events', 'Adwords Events', 'Other Events'];
  for (const title of titles) {
    await expect(toolbox(page).getByRole('heading', { name: title, level: 5 }).first()).toBeVisible();
  }
  const scheduler = table(page, 'Appointment Scheduler Events of alice-insurance.example');
  await expect(scheduler.getByRole('columnheader')).toHaveText([
    /Updated By/,
    /IP Address/,
    /Date/,
    /Stored Description/,
    /Description/,
    /Service Type/,
  ]);
  await expect(scheduler.getByRole('columnheader', { name: /^Date/ })).toHaveAttribute('aria-sort', 'descending');
  const rows = scheduler.getByRole('row');
  await expect(rows.nth(1)).toContainText('Oct 23, 2026');
  await expect(toolbox(page).getByRole('navigation', { name: /Appointment Scheduler Events of alice-insurance\.example pages/ })).toBeVisible();
  // Sorting: Date ascending puts the oldest first.
  await scheduler.getByRole('button', { name: /^Date/ }).click();
  await expect(rows.nth(1)).toContainText('Oct 1, 2026');
  // ADMIN-077: the CallRail update with end fields is two rows.
  const callrail = table(page, 'Callrail Events of alice-insurance.example');
  await expect(callrail.getByRole('row')).toHaveCount(3);
  await expect(callrail.getByRole('row').nth(1)).toContainText('Call tracking pool resized to 5 lines');
  await expect(callrail.getByRole('row').nth(2)).toContainText('Call tracking enabled with 3 lines');
  await expectAccessible(page);
});

test('ADMIN-073 accessibility (dark): no serious axe violation with a domain open', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await openAs(page, 'jdoe', TAB_URL);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await domainButton(page, 'old-alice.example').click();
  await expect(table(page, 'Other Events of old-alice.example').getByRole('row')).toHaveCount(3);
  await expectAccessible(page);
});

test('ERR-097: a 500 on service_updates shows "Failed to fetch service updates."', async ({ page }) => {
  await injectFault({ method: 'GET', path: '/api/agents/A1001/service_updates/', status: 500, times: 5 });
  await openAs(page, 'jdoe', TAB_URL);
  await expect(toolbox(page).getByText(MESSAGES.serviceUpdates, { exact: true })).toBeVisible();
});
