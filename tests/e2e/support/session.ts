import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'portal-demo';

/** Signs in through the login form, as a person would. */
export async function logIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login/')) await page.goto('/login/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login\/$/);
}
