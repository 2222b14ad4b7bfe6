import { expectAccessible } from './support/axe';
import { recordOperations } from './support/graphql';
import { logIn, logInThroughForm } from './support/session';
import { expect, test, type Page } from './support/test';

/**
 * Issue #27 (decision D-248): the gateway renders the login page on the server, with its data and its styles, and the
 * browser hydrates what it got. Timings are the bench's (Lighthouse in `pnpm bench`); these tests prove the structure.
 */

const NONCE = / nonce="([^"]*)"/g;

/** The nonces a page's tags carry and the one its policy allows. */
function noncesOf(html: string, policy: string | undefined): { tags: Set<string>; policy: string | undefined } {
  return { tags: new Set([...html.matchAll(NONCE)].map((m) => m[1]!)), policy: /'nonce-([^']+)'/.exec(policy ?? '')?.[1] };
}

/** Everything the console says from now on, and uncaught errors. */
function consoleOf(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
  return said;
}

test('D-248 ROUTE-011: the first answer of /login/ is the login page itself, its form, demo accounts and styles, before any script runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/login/');
  const form = page.getByRole('form', { name: 'Log in' });
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(form.getByLabel('Username')).toBeVisible();
  await expect(form.getByLabel('Password')).toBeVisible();
  // Sent before React runs, the browser would put the fields in the address: the button waits for the hydration.
  await expect(form.getByRole('button', { name: 'Log in' })).toBeDisabled();
  await expect(page.getByRole('heading', { level: 2, name: 'Demo accounts' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Agent\s+alice/ })).toBeVisible();
  // The page's styles came with it: the card is a card, and the header is the phone's one row (CONST-018 in CSS).
  const card = page.getByRole('region', { name: 'Log in' });
  expect(await card.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).not.toBe('0px');
  await expect(page.getByRole('banner').getByText('Support:')).toBeHidden();
  await expect(page.getByRole('banner').getByRole('link', { name: '1-800-555-0142' })).toBeVisible();
  await context.close();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`D-248: the login page is hydrated from the data it came with, without asking for it again and without a console message (${colorScheme})`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, colorScheme });
    const page = await context.newPage();
    const said = consoleOf(page);
    const graphql = recordOperations(page);
    await page.goto('/login/');
    const button = page.getByRole('form', { name: 'Log in' }).getByRole('button', { name: 'Log in' });
    await expect(button).toBeEnabled(); // React has taken the page over
    await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', String(colorScheme === 'dark'));
    await expect(page.getByRole('button', { name: /Agent\s+alice/ })).toBeVisible();
    await graphql.settled();
    // After the hydration the page asks for the session only; its own query was answered by the server's render.
    expect(graphql.sent).not.toContain('loadersLoginPageQuery');
    expect(graphql.sent).toContain('sessionQuery');
    await expectAccessible(page);
    expect(said).toEqual([]);
    await logInThroughForm(page, 'alice');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await context.close();
  });
}

test('D-248: a browser with a session gets /login/ unrendered and is sent home; other pages come as before', async ({ page, request }) => {
  await logIn(page, 'alice');
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const signedIn = await request.get('/login/', { headers: { Accept: 'text/html', Cookie: cookie } });
  expect(await signedIn.text()).toContain('<div id="root"></div>');
  const glossary = await request.get('/glossary/', { headers: { Accept: 'text/html' } });
  const html = await glossary.text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/portal-[^"]+\.js"/);
  await page.goto('/login/');
  await expect(page).toHaveURL(/\/agents\/A1001\/dashboard\/$/);
});

test('D-248: renders answered at the same time are each whole and alike, carry their own answer\'s nonce, and none is a signed-in user\'s', async ({ page, request }) => {
  await logIn(page, 'alice');
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) => request.get('/login/', { headers: { Accept: 'text/html', ...(i % 2 ? { Cookie: cookie } : {}) } })),
  );
  const pages = await Promise.all(answers.map(async (a) => ({ html: await a.text(), policy: a.headers()['content-security-policy'] })));
  const rendered = pages.filter((_, i) => i % 2 === 0);
  const signedIn = pages.filter((_, i) => i % 2 === 1);
  for (const { html, policy } of pages) {
    const { tags, policy: allowed } = noncesOf(html, policy);
    expect(tags).toEqual(new Set([allowed]));
  }
  for (const { html } of signedIn) expect(html).toContain('<div id="root"></div>');
  const withoutNonces = rendered.map(({ html }) => html.replace(NONCE, ''));
  expect(withoutNonces[0]).toContain('data-server-rendered');
  expect(withoutNonces[0]).toContain('Demo accounts');
  expect(new Set(withoutNonces).size).toBe(1);
});
