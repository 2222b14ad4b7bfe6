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

/**
 * tina (seed) has not accepted the Terms of Service: right after logging in, the shell's gate covers the page until
 * she does (SHELL-026). Waits for the gate, accepts, and waits until it is gone, so later steps see the page.
 */
export async function acceptTerms(page: Page): Promise<void> {
  const gate = page.getByRole('alertdialog', { name: 'Terms of Service' });
  await gate.getByRole('button', { name: 'I accept' }).click();
  await expect(gate).toBeHidden();
}
