import { expect, test, type Locator, type Page } from './support/test';
import { URL_MESSAGE } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { clearUpstreamCalls, resetSandbox, upstreamCalls } from './support/sandbox';
import { logIn } from './support/session';

test.beforeEach(resetSandbox);

const M2 = 'alice-insurance.example';
const section = (path: string) => `/agents/A1001/domains/${M2}/${path}/edit/`;
const OVERRIDES_POST = `POST /api/domains/${M2}/overrides/`;

/** The message a form shows for one field: the field is invalid and its error message is that text. */
async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const id = await field.getAttribute('aria-errormessage');
  await expect(field.page().locator(`[id="${id}"]`)).toHaveText(message);
}

async function openSection(page: Page, path: string, heading: string): Promise<void> {
  await logIn(page, 'alice');
  await page.goto(section(path));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${heading} Editor for ${M2}`);
}

test('VALID-009 EDITOR-030: a social address that is no web address says "Please enter a valid url" and saves nothing', async ({
  page,
}) => {
  await openSection(page, 'about/social', 'Social');
  await clearUpstreamCalls();
  const linkedin = page.getByRole('textbox', { name: 'LinkedIn address' });
  await linkedin.fill('linkedin alice');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldError(linkedin, URL_MESSAGE);
  await expect(linkedin).toBeFocused();
  expect(await upstreamCalls()).not.toContain(OVERRIDES_POST);
  await expectAccessible(page);

  // Fixed, the message goes; emptied (the link hidden), the field is valid too.
  await linkedin.fill('https://www.linkedin.com/in/alice-anderson');
  await expect(linkedin).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved for review: your change shows live once it is approved.')).toBeVisible();
  expect(await upstreamCalls()).toContain(OVERRIDES_POST);
  await expect(linkedin).toHaveValue('https://www.linkedin.com/in/alice-anderson');
});

test('VALID-009 EDITOR-036: the hiring page address needs http(s); an empty one is saved', async ({ page }) => {
  await openSection(page, 'jobs/jobs-tab-url', "We're Hiring Tab");
  const address = page.getByRole('textbox', { name: 'Hiring page address' });
  await address.fill('alice-insurance.example/jobs');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldError(address, URL_MESSAGE);
  await address.fill('https://alice-insurance.example/jobs');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved for review: your change shows live once it is approved.')).toBeVisible();
  await expect(address).toHaveValue('https://alice-insurance.example/jobs');
});

test('VALID-009: the message is accessible in dark mode and on a 390 px phone', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await openSection(page, 'about/social', 'Social');
  await expect(page.locator('html')).toHaveClass(/dark/);
  const facebook = page.getByRole('textbox', { name: 'Facebook address' });
  await facebook.fill('not a url');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectFieldError(facebook, URL_MESSAGE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
