import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { resetSandbox } from './support/sandbox';
import { openAs } from './support/session';

test.beforeEach(resetSandbox);

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
const prompt = (page: Page) => page.getByRole('alertdialog', { name: 'Leave without saving?' });
const siteSettings = (page: Page) => toolbox(page).getByRole('form', { name: 'Site settings' });
const editorMessage = (page: Page) => siteSettings(page).getByRole('textbox', { name: 'Message shown on every editor page' });

async function dirtySiteConfig(page: Page): Promise<void> {
  await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=site_config');
  await editorMessage(page).fill('Maintenance on Sunday night.');
}

test.describe('unsaved work asks before it is lost (issue #26, D-223)', () => {
  test('Site Config: Escape asks first; staying keeps the text, leaving closes the toolbox', async ({ page }) => {
    await dirtySiteConfig(page);
    await page.keyboard.press('Escape');
    await expect(prompt(page)).toContainText('Your changes have not been saved. If you leave now, they are lost.');
    await expect(prompt(page).getByRole('button', { name: 'Stay and keep editing' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(prompt(page)).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]admin=site_config(&|$)/);
    await expect(editorMessage(page)).toHaveValue('Maintenance on Sunday night.');
    await page.keyboard.press('Escape');
    await prompt(page).getByRole('button', { name: 'Leave without saving' }).click();
    await expect(toolbox(page)).toHaveCount(0);
    await expect(page).toHaveURL('/agents/A1001/dashboard/');
  });

  test('Site Config: a click outside the toolbox asks first too (dark mode)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await dirtySiteConfig(page);
    await page.mouse.click(10, 300);
    await expect(prompt(page)).toBeVisible();
    await expectAccessible(page);
    await prompt(page).getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(toolbox(page)).toBeVisible();
    await expect(editorMessage(page)).toHaveValue('Maintenance on Sunday night.');
  });

  test('another toolbox tab asks first; a form with nothing changed lets the toolbox close at once', async ({ page }) => {
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=notes');
    const note = toolbox(page).getByRole('textbox', { name: 'Note', exact: true });
    await note.fill('Called about the renewal');
    await toolbox(page).getByRole('tab', { name: 'Billing' }).click();
    await expect(prompt(page)).toBeVisible();
    await prompt(page).getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(toolbox(page).getByRole('tab', { name: 'Notes' })).toHaveAttribute('aria-selected', 'true');
    await expect(note).toHaveValue('Called about the renewal');
    await note.fill('');
    await page.keyboard.press('Escape');
    await expect(prompt(page)).toHaveCount(0);
    await expect(toolbox(page)).toHaveCount(0);
  });

  test('opening and closing the toolbox over a page with a dirty form does not ask: the page and its form stay', async ({
    page,
  }) => {
    await openAs(page, 'jdoe', '/agents/A1001/team/');
    const email = page.getByRole('textbox', { name: "Staff member's email" });
    await email.fill('new.member@alice-insurance.example');
    await page.getByRole('banner').getByRole('link', { name: 'Admin toolbox' }).click();
    await expect(toolbox(page)).toBeVisible();
    await toolbox(page).getByRole('tab', { name: 'Glossary' }).click();
    await page.keyboard.press('Escape');
    await expect(prompt(page)).toHaveCount(0);
    await expect(toolbox(page)).toHaveCount(0);
    await expect(email).toHaveValue('new.member@alice-insurance.example');
    // Leaving the page itself asks.
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    await expect(prompt(page)).toBeVisible();
  });

  test('leaving an editor section with a change asks first; staying keeps it', async ({ page }) => {
    await openAs(page, 'alice', '/agents/A1001/domains/alice-insurance.example/contact/contact-me/edit/');
    const field = page.getByRole('main').getByRole('textbox').first();
    await field.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Call us today.');
    await page.getByRole('navigation', { name: 'Section views' }).getByRole('link', { name: 'Live' }).click();
    await expect(prompt(page)).toBeVisible();
    await expectAccessible(page);
    await prompt(page).getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(page).toHaveURL(/\/contact-me\/edit\/$/);
    await expect(field).toContainText('Call us today.');
    await page.getByRole('navigation', { name: 'Section views' }).getByRole('link', { name: 'Live' }).click();
    await prompt(page).getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/contact-me\/live\/$/);
  });

  test('on a 390 px phone the question fits and has no serious axe violation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await dirtySiteConfig(page);
    await page.keyboard.press('Escape');
    await expect(prompt(page).getByRole('button', { name: 'Leave without saving' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });

  test('a reload or closing the browser tab with a dirty form gets the browser\'s own prompt', async ({ page }) => {
    await dirtySiteConfig(page);
    const asked = page.waitForEvent('dialog');
    void page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(editorMessage(page)).toHaveValue('Maintenance on Sunday night.');
  });

  test('after a save nothing asks: the saved values are the form\'s own', async ({ page }) => {
    await dirtySiteConfig(page);
    await siteSettings(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Site settings saved').first()).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(prompt(page)).toHaveCount(0);
    await expect(toolbox(page)).toHaveCount(0);
  });
});
