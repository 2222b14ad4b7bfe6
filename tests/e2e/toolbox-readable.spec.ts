import { cancelledRegistrarText } from '@portal/rules';
import { expect, test, type Locator, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { resetSandbox } from './support/sandbox';
import { openAs } from './support/session';

test.use({ timezoneId: 'UTC' });
test.beforeAll(resetSandbox);

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
const DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}(, \d{1,2}:\d{2} [AP]M)?$/;

/** How many lines an element's text takes on screen. */
const linesOf = (cell: Locator) =>
  cell.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });

async function openTab(page: Page, tab: string) {
  await openAs(page, 'jdoe', `/agents/A1001/dashboard/?admin=${tab}`);
  await expect(toolbox(page).getByRole('table').first()).toBeVisible();
}

test.describe('tables at 1280 px (issue #26, D-226)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const tab of ['notes', 'billing', 'calltracking', 'domain_renders', 'registrar', 'glossary', 'notifications']) {
    test(`${tab}: every table fits the drawer, its Actions in view, its dates on one line`, async ({ page }) => {
      await openTab(page, tab);
      const regions = toolbox(page).locator('[role="region"]').filter({ has: page.getByRole('table') });
      expect(await regions.count()).toBeGreaterThan(0);
      for (const region of await regions.all()) {
        const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
        const actions = region.getByRole('columnheader', { name: 'Actions' });
        if (await actions.count()) {
          const [box, frame] = [await actions.boundingBox(), await region.boundingBox()];
          expect(box!.x + box!.width).toBeLessThanOrEqual(frame!.x + frame!.width + 1);
        }
        for (const cell of await region.getByRole('cell').filter({ hasText: DATE }).all()) expect(await linesOf(cell)).toBe(1);
      }
      await expect(toolbox(page).getByText(/^Scroll sideways to see all \d+ columns\.$/)).toHaveCount(0);
    });
  }
});

test.describe('tables on a 390 px phone (issue #26, D-226)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a table wider than the screen says it scrolls sideways; the Actions column stays in view (dark mode)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await openTab(page, 'glossary');
    const region = toolbox(page).locator('[role="region"][aria-label="Glossary terms"]');
    await expect(region).toHaveAccessibleDescription('Scroll sideways to see all 5 columns.');
    const actions = region.getByRole('columnheader', { name: 'Actions' });
    // Polled: the drawer slides in from the side before it settles.
    await expect
      .poll(async () => {
        const [box, frame] = [await actions.boundingBox(), await region.boundingBox()];
        return box && frame ? box.x + box.width - (frame.x + frame.width) : Infinity;
      })
      .toBeLessThanOrEqual(1);
    await expect(region.getByRole('button', { name: /^Edit / }).first()).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});

test.describe('values in words (issue #26, D-226)', () => {
  test('Domain Activity names service types in words', async ({ page }) => {
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=domain_activity');
    await toolbox(page).getByRole('button', { name: /^alice-insurance\.example/ }).click();
    const table = toolbox(page).getByRole('table', { name: /^Appointment Scheduler Events of alice-insurance\.example/ });
    await expect(table.getByRole('row').nth(1).getByRole('cell').last()).toHaveText('Appointment scheduler');
    await expect(toolbox(page).getByText('appointment_scheduler')).toHaveCount(0);
  });

  test('the authcode has a copy button; links look like links', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=registrar');
    await toolbox(page).getByRole('navigation', { name: 'Domains' }).getByRole('button', { name: /^alice-insurance\.example\s*,/ }).click();
    const copy = toolbox(page).getByRole('button', { name: 'Copy the authcode of alice-insurance.example' });
    await copy.click();
    await expect(copy).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Xq7#pLm2Rv9wTz4K');
    const badge = toolbox(page).getByRole('link', { name: /^UI version/ });
    if (await badge.count()) expect(await badge.evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain('underline');
    await toolbox(page).getByRole('tab', { name: 'Search', exact: true }).click();
    await toolbox(page).getByRole('searchbox', { name: 'Search agents' }).fill('anderson');
    const result = toolbox(page).getByRole('table', { name: 'Agents found' }).getByRole('link', { name: 'Alice Anderson', exact: true });
    expect(await result.evaluate((el) => getComputedStyle(el).textDecorationLine)).toContain('underline');
  });

  test('a cancelled domain is shown as it was, and offered no registrar change', async ({ page }) => {
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=registrar');
    await toolbox(page).getByRole('navigation', { name: 'Domains' }).getByRole('button', { name: /^old-alice\.example\s*,/ }).click();
    const card = toolbox(page).getByRole('region', { name: 'old-alice.example', exact: true });
    await expect(card.getByText(cancelledRegistrarText('old-alice.example'))).toBeVisible();
    await expect(card.getByRole('button', { name: /authcode/i })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /mark/i })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /contact/i })).toHaveCount(0);
    await expect(card.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
    await expectAccessible(page);
  });
});

test.describe('Site Config says when its switch applies (issue #26)', () => {
  test('the switch says it applies on Save; Save stays in reach on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAs(page, 'jdoe', '/?admin=site_config');
    const form = toolbox(page).getByRole('form', { name: 'Site settings' });
    const toggle = form.getByRole('switch', { name: 'Agents may purchase and transfer domains' });
    await expect(toggle).toHaveAccessibleDescription(/The change applies when you select Save below\.$/);
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(form.getByRole('status').filter({ hasText: 'Changes not saved yet.' })).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeInViewport();
    await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expectAccessible(page);
  });
});
