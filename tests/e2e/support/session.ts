import { expect, request, type BrowserContext, type Page } from '@playwright/test';
import { documentId } from './graphql';
import { PORTAL_URL, SANDBOX_URL } from './ports';

export const DEMO_PASSWORD = 'portal-demo';

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

/**
 * This worker's sessions, one per demo account (decision D-142): each account signs in once, with the login form's
 * request, and tests reuse its cookies (Playwright's storageState) instead of the form. resetSandbox() keeps them.
 */
const sessions = new Map<string, Cookies>();

/** Signs in through the login form, as a person would: for the tests whose subject is the form. */
export async function logInThroughForm(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login/')) await page.goto('/login/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login\/$/);
}

/**
 * Signs in and lands where the login form would have landed (the account's home page). On the login page (a guard
 * sent the test there) or with another password it uses the form; otherwise the account's session is reused.
 */
export async function logIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  if (page.url().includes('/login/') || password !== DEMO_PASSWORD) {
    await logInThroughForm(page, username, password);
    return;
  }
  await openAs(page, username, '/');
  // "/" forwards a signed-in account to its home page.
  await expect(page).toHaveURL((url) => url.pathname !== '/' && url.pathname !== '/login/');
}

/** Opens `path` signed in as `username`, without passing through the login form or the home page. */
export async function openAs(page: Page, username: string, path: string): Promise<void> {
  await page.context().addCookies(await sessionOf(username));
  await page.goto(path);
}

async function sessionOf(username: string): Promise<Cookies> {
  const known = sessions.get(username);
  if (known && (await signedIn(known))) return known;
  // The login form's own request, sent without a page: no landing page loads, so nothing a test set up (a fault,
  // a held answer) is used up by it, whether or not the session was cached.
  const api = await request.newContext({ baseURL: PORTAL_URL });
  try {
    const res = await api.post('/graphql', {
      data: { doc_id: documentId('mutationsLoginMutation'), variables: { input: { username, password: DEMO_PASSWORD } } },
    });
    const body = (await res.json()) as { errors?: unknown[] };
    if (!res.ok() || body.errors) throw new Error(`signing in as ${username} answered ${res.status()}: ${JSON.stringify(body)}`);
    const { cookies } = await api.storageState();
    sessions.set(username, cookies);
    return cookies;
  } finally {
    await api.dispose();
  }
}

/** Whether the sandbox still knows the session (a test may have logged it out). */
async function signedIn(cookies: Cookies): Promise<boolean> {
  const res = await fetch(new URL('api/users/auth_info/', SANDBOX_URL), {
    headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  return res.ok;
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
