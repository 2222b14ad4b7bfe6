import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { resetSandbox } from './support/sandbox';
import { logIn } from './support/session';
import { chooseFromMenu } from './support/popup';

// DOM-018 (API-041), decision D-193: a domain's content routes are its site's pages, listed from the domains page.

test.beforeAll(resetSandbox);

const M2 = 'alice-insurance.example';

async function openPages(page: Page, domain: string) {
  await chooseFromMenu(page.getByRole('button', { name: `Actions for ${domain}` }), 'Site pages');
  return page.getByRole('dialog', { name: `Pages of ${domain}` });
}

test('DOM-018: "Site pages" lists the M2 site\'s pages, each a link to the live page in a new tab', async ({ page }) => {
  await logIn(page, 'alice');
  await page.goto('/agents/A1001/domains/');
  const dialog = await openPages(page, M2);
  const list = dialog.getByRole('list', { name: `Pages of ${M2}` });
  await expect(list.getByRole('link')).toHaveText([
    'Home (/)',
    'About (/about/)',
    'Team (/team/)',
    'Reviews (/reviews/)',
    'Locations (/locations/)',
    'Jobs (/jobs/)',
    'Contact (/contact/)',
    'Quote (/quote/)',
  ]);
  const about = list.getByRole('link', { name: 'About (/about/)' });
  await expect(about).toHaveAttribute('href', `https://${M2}/about/`);
  await expect(about).toHaveAttribute('target', '_blank');
  await expect(dialog.getByText('8 pages are online. Each opens in a new tab.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

test('DOM-018: a parked domain says it has no pages of its own', async ({ page }) => {
  await logIn(page, 'alice');
  await page.goto('/agents/A1001/domains/');
  const parked = await page.getByRole('row').filter({ hasText: 'Parked' }).first().getByRole('cell').first().innerText();
  const dialog = await openPages(page, parked.trim());
  await expect(dialog.getByText('A parked domain has no pages of its own: it forwards visitors to your main site.')).toBeVisible();
});

test('DOM-018: the dialog is accessible in dark mode and fits a 390 px phone', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'alice');
  await page.goto('/agents/A1001/domains/');
  const dialog = await openPages(page, M2);
  await expect(dialog.getByRole('link', { name: 'Home (/)' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
