import { MESSAGES } from '@portal/rules';
import { PRODUCT_CATALOGUE } from '../../web/src/lib/productCatalogue';
import { expect, test } from './support/test';
import { resetSandbox } from './support/sandbox';
import { logIn, openAs } from './support/session';
import { chooseFromMenu } from './support/popup';

// Several pages and sign-ins per test: the shared 2-core machine needs more than the default 30 s at busy times.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async () => {
  await resetSandbox();
});

test('ROUTE-011: /login/ renders without a user', async ({ page }) => {
  await page.goto('/login/');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('ROUTE-011: a signed-in user opening /login/ goes to their home page', async ({ page }) => {
  await openAs(page, 'alice', '/login/');
  await expect(page).toHaveURL('/agents/A1001/dashboard/');
});

test('ROUTE-012: /logout/ clears the session, then an agent page goes to login', async ({ page }) => {
  await openAs(page, 'alice', '/logout/');
  await expect(page).toHaveURL('/login/');
  await page.goto('/agents/A1001/dashboard/');
  await expect(page).toHaveURL('/login/');
});

test('ROUTE-012: the user menu logs out', async ({ page }) => {
  await logIn(page, 'carol');
  await chooseFromMenu(page.getByRole('banner').getByRole('button', { name: 'carol' }), 'Log out');
  await expect(page).toHaveURL('/login/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'carol' })).toHaveCount(0);
});

test('ROUTE-013 SHELL-028: /forbidden/ shows the access-denied message', async ({ page }) => {
  await page.goto('/forbidden/');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied' })).toBeVisible();
  await expect(page.getByText(MESSAGES.forbidden)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

for (const [id, path, type] of [
  ['ROUTE-014', '/m1-video/', 'm1'],
  ['ROUTE-015', '/m2-video/', 'm2'],
] as const) {
  test(`${id}: ${path} explains the product from the catalogue, without signing in`, async ({ page }) => {
    const product = PRODUCT_CATALOGUE.find((p) => p.type === type)!;
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: `${product.title} websites` })).toBeVisible();
    await expect(page.getByText(product.subtitle)).toBeVisible();
    for (const feature of product.features) await expect(page.getByText(feature, { exact: true })).toBeVisible();
    await expect(page.getByText(`$${product.monthlyPrice} per month`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to see pricing' })).toHaveAttribute('href', '/login/');
  });
}

test('ROUTE-014: an agent gets a link to their pricing page', async ({ page }) => {
  await openAs(page, 'alice', '/m1-video/');
  await expect(page.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/agents/A1001/pricing/');
});

test('ROUTE-017 SHELL-027: an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/zzz/');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL('/zzz/');
});

test('ROUTE-018: a path without the trailing slash redirects to the slash form, keeping params', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL('/login/');
  await page.goto('/m1-video?ref=mail#top');
  await expect(page).toHaveURL('/m1-video/?ref=mail#top');
  await openAs(page, 'alice', '/agents/A1001/domains');
  await expect(page).toHaveURL('/agents/A1001/domains/');
});

test('ROUTE-019: /agents/{id}/ opens the dashboard, with the drawer', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/');
  await expect(page).toHaveURL('/agents/A1001/dashboard/');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});
