import { MESSAGES, SUPPORT_SUFFIX } from '@portal/rules';
import { ACCEPTED_CARDS, PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '../../web/src/lib/portalFacts';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox, setVersion } from './support/sandbox';
import { logIn, openAs } from './support/session';

const LOCAL_HINT = 'You are using a local provider API at this machine. Start it before using the portal.';
const NEW_VERSION = 'A new version of the portal is available.';

/**
 * Holds back the gateway's answers to the session query (the one that asks for viewer and portal together) until
 * release() is called. The request itself goes out at once, so only the page's wait is longer.
 */
async function holdSession(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    const response = await route.fetch();
    const text = await response.text();
    if (text.includes('"viewer"') && text.includes('"portal"')) await held;
    await route.fulfill({ response, body: text });
  });
  return release;
}

/** Changes fields of Query.portal in every gateway answer (a production or non-dev gateway, seen by the browser). */
async function patchPortal(page: Page, patch: Record<string, unknown>): Promise<void> {
  await page.route('**/graphql', async (route) => {
    const response = await route.fetch();
    const body = (await response.json().catch(() => null)) as { data?: { portal?: Record<string, unknown> } } | null;
    if (body?.data?.portal) Object.assign(body.data.portal, patch);
    await route.fulfill({ response, json: body });
  });
}

const drawer = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const drawerToggle = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Navigation' });
const darkModeButton = (page: Page) => page.getByRole('button', { name: 'Dark mode' });
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const alertBar = (page: Page) => page.getByRole('alert');

async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);
}

// Several pages and sign-ins per test: the shared 2-core machine needs more than the default 30 s at busy times.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async () => {
  await resetSandbox();
});

test.describe('header and footer', () => {
  test('SHELL-001: the footer shows the support phone and e-mail, the legal links and the accepted cards', async ({
    page,
  }) => {
    await page.goto('/login/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute('href', /^tel:/);
    await expect(footer.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    const cards = footer.getByRole('list', { name: 'Accepted payment cards' }).getByRole('listitem');
    await expect(cards).toHaveText([...ACCEPTED_CARDS]);
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL('/terms/');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy/');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('SHELL-002: the header shows the support phone and a mailto link', async ({ page }) => {
    await logIn(page, 'alice');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: SUPPORT_PHONE })).toBeVisible();
    await expect(header.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  });

  for (const user of ['alice', 'jdoe']) {
    test(`SHELL-002, issue #9: on a 390 px phone the header of ${user} is one compact row that still offers the support contacts`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await logIn(page, user);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: SUPPORT_PHONE })).toHaveAttribute('href', /^tel:/);
      await expect(header.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
      await expect(header.getByRole('button', { name: 'Dark mode' })).toBeVisible();
      const box = await header.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(60);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page);
    });
  }

  for (const { user, href } of [
    { user: 'carol', href: '/overview/' },
    { user: 'alice', href: '/agents/A1001/dashboard/' },
    { user: 'jdoe', href: '/' },
    { user: 'sam', href: '/' },
  ]) {
    test(`SHELL-003: as ${user} the header home link points to ${href}`, async ({ page }) => {
      await logIn(page, user);
      await expect(page.getByRole('banner').getByRole('link', { name: PRODUCT_NAME })).toHaveAttribute('href', href);
    });
  }

  test('SHELL-003: without a user the home link points to /', async ({ page }) => {
    await page.goto('/login/');
    await expect(page.getByRole('banner').getByRole('link', { name: PRODUCT_NAME })).toHaveAttribute('href', '/');
  });
});

test.describe('dark mode', () => {
  test('SHELL-004: the header toggle applies the dark theme and restores light, for everyone', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/login/');
    expect(await isDark(page)).toBe(false);
    await darkModeButton(page).click();
    await expect.poll(() => isDark(page)).toBe(true);
    await expect(darkModeButton(page)).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect.poll(() => isDark(page)).toBe(true);
    await darkModeButton(page).click();
    await expect.poll(() => isDark(page)).toBe(false);
    await expect(darkModeButton(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('SHELL-005: as mirus, Shift+D flips the theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await logIn(page, 'jdoe');
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Shift+D');
    await expect.poll(() => isDark(page)).toBe(true);
    await page.keyboard.press('Shift+D');
    await expect.poll(() => isDark(page)).toBe(false);
  });

  test('SHELL-005: as an agent, Shift+D does nothing', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await logIn(page, 'alice');
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Shift+D');
    // The toggle after it flips the theme once in all; had Shift+D flipped it too, the toggle would undo that.
    await darkModeButton(page).click();
    await expect(darkModeButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => isDark(page)).toBe(true);
  });

  test('SHELL-006: Shift+D in a text input types a D and leaves the theme alone', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await logIn(page, 'jdoe');
    const input = page.getByLabel("Open an agent's dashboard");
    await input.focus();
    await page.keyboard.press('Shift+D');
    await expect(input).toHaveValue('D');
    expect(await isDark(page)).toBe(false);
  });

  test('SHELL-007: dark mode against a production gateway turns the page red and says so', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await patchPortal(page, { production: true, devMode: false, backends: [] });
    await logIn(page, 'alice');
    await expect(page.getByText('Connected to production')).toBeVisible();
    const background = await page.locator('#main').evaluate((main) => getComputedStyle(main.parentElement!.parentElement!).backgroundColor);
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(g + 30);
    expect(r).toBeGreaterThan(b + 30);
    await darkModeButton(page).click();
    await expect(page.getByText('Connected to production')).toBeHidden();
  });
});

test.describe('dev mode', () => {
  test('SHELL-008: a dev-mode gateway shows the dev banner; a production one does not', async ({ page }) => {
    await page.goto('/login/');
    await expect(page.getByRole('region', { name: 'Development mode' })).toBeVisible();
    await patchPortal(page, { devMode: false, production: true, backends: [] });
    await logIn(page, 'alice');
    await expect(page.getByRole('heading', { name: /Alice Anderson/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: /Alice Anderson/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Development mode' })).toHaveCount(0);
  });

  test('SHELL-009 SHELL-010: the chooser lists two hosts; picking local sends it with the next calls and shows the hint', async ({
    page,
  }) => {
    await logIn(page, 'alice');
    const banner = page.getByRole('region', { name: 'Development mode' });
    const chooser = banner.getByLabel('Backend');
    await expect(chooser.locator('option')).toHaveText(['Sandbox (embedded)', 'Local provider API']);
    await expect(chooser).toHaveValue('sandbox');
    await expect(page.getByText(LOCAL_HINT)).toHaveCount(0);
    const request = page.waitForRequest((r) => r.url().endsWith('/graphql') && r.headers()['x-portal-backend'] === 'local');
    await chooser.selectOption('local');
    await request;
    expect(await page.evaluate(() => localStorage.getItem('portal.backend'))).toBe('local');
    await expect(page.getByText(LOCAL_HINT)).toBeVisible();
    // Nothing listens on the local API here: the way back is offered where the failure shows.
    await page.getByRole('button', { name: 'Use the default backend' }).click();
    await expect(page.getByRole('heading', { name: /Alice Anderson/ })).toBeVisible();
    await expect(page.getByText(LOCAL_HINT)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('portal.backend'))).toBeNull();
  });

  test('SHELL-010: when the gateway reports the local backend the Layout shows the hint', async ({ page }) => {
    await patchPortal(page, { backend: { key: 'local', label: 'Local provider API', local: true } });
    await logIn(page, 'alice');
    await expect(page.getByRole('region', { name: 'Development mode' }).getByText(LOCAL_HINT)).toBeVisible();
  });
});

test.describe('main region', () => {
  test('SHELL-011: the first Tab reaches the skip link and Enter moves focus to main', async ({ page }) => {
    await openAs(page, 'alice', '/agents/A1001/dashboard/');
    await expect(page.getByRole('heading', { name: /Alice Anderson/ })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('SHELL-012: while the session is delayed main is hidden on an agent page; /login/ renders at once', async ({
    page,
  }) => {
    const release = await holdSession(page);
    await page.goto('/agents/A1001/dashboard/', { waitUntil: 'domcontentloaded' });
    // The page shows that it waits (the spinner), and no main, until the session arrives.
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(0);
    release();
    await expect(page).toHaveURL('/login/');
    await expect(page.getByRole('main')).toBeVisible();

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const releaseAgain = await holdSession(page);
    await page.goto('/login/', { waitUntil: 'domcontentloaded' });
    await expect(page.getByLabel('Username')).toBeVisible();
    releaseAgain();
  });

  test('SHELL-013: every route sets the page title; the error view without a route title shows the product name', async ({
    page,
  }) => {
    const titles: [string, string][] = [
      ['/login/', 'Log in'],
      ['/forbidden/', 'Access denied'],
      ['/terms/', 'Terms of Service'],
      ['/privacy/', 'Privacy Policy'],
      ['/m1-video/', 'M1 websites'],
      ['/m2-video/', 'M2 websites'],
      ['/no-such-page/', 'Page not found'],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
    await logIn(page, 'alice');
    await expect(page).toHaveTitle('Dashboard');
    await injectFault({ method: 'GET', path: '/api/users/auth_info/', status: 500 });
    await page.goto('/agents/A1001/dashboard/');
    await expect(page.getByText(MESSAGES.authInfo).first()).toBeVisible();
    await expect(page).toHaveTitle(PRODUCT_NAME);
  });
});

test.describe('navigation drawer', () => {
  test('SHELL-014: the drawer is on the agent area and the mirus home, not on /login/ or /forbidden/', async ({ page }) => {
    await page.goto('/login/');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
    await logIn(page, 'alice');
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(drawer(page).getByRole('link', { name: 'Domains' })).toHaveAttribute('href', '/agents/A1001/domains/');
    await expect(drawer(page).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/agents/A1001/pricing/');
    await expect(drawer(page).getByRole('link', { name: 'Domains' })).not.toHaveAttribute('aria-current', 'page');
    await page.goto('/forbidden/');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(drawer(page)).toHaveCount(0);
  });

  test('ROUTE-008 SHELL-014: the provider staff home has the drawer with Home', async ({ page }) => {
    await logIn(page, 'jdoe');
    await expect(drawer(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  test('SHELL-015: the collapse button changes the drawer width, and the choice is remembered', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, 'alice');
    await expect(drawerToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(drawerToggle(page)).toHaveAttribute('aria-controls', 'navigation-drawer');
    expect((await drawer(page).boundingBox())?.width).toBe(256); // md, the default
    await drawerToggle(page).click();
    await expect(drawer(page)).toBeHidden();
    await expect(drawerToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(page.getByRole('heading', { name: /Alice Anderson/ })).toBeVisible();
    await expect(drawer(page)).toBeHidden();
    await drawerToggle(page).click();
    await expect(drawer(page)).toBeVisible();
    await drawer(page).getByRole('button', { name: 'Wider navigation' }).click();
    expect((await drawer(page).boundingBox())?.width).toBe(320); // lg
  });

  test('SHELL-016: Shift+"." collapses and expands the drawer, but not while typing', async ({ page }) => {
    await logIn(page, 'jdoe');
    const input = page.getByLabel("Open an agent's dashboard");
    // The landing page, not the login page it replaces, must be on screen before the key goes to it.
    await expect(input).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Shift+Period');
    await expect(drawer(page)).toBeHidden();
    await page.keyboard.press('Shift+Period');
    await expect(drawer(page)).toBeVisible();
    await input.focus();
    await page.keyboard.press('Shift+Period');
    await expect(drawer(page)).toBeVisible();
    await expect(input).toHaveValue('>');
  });

  test('SHELL-018: at 639px the drawer is hidden and toggles to full width; at 640px the normal widths apply', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 639, height: 800 });
    await logIn(page, 'alice');
    await expect(page.getByRole('heading', { name: /Alice Anderson/ })).toBeVisible();
    await expect(drawer(page)).toBeHidden();
    await drawerToggle(page).click();
    await expect(drawer(page)).toBeVisible();
    expect((await drawer(page).boundingBox())?.width).toBe(639);
    await page.setViewportSize({ width: 640, height: 800 });
    await expect.poll(async () => (await drawer(page).boundingBox())?.width).toBe(256);
  });
});

test.describe('alerts, snackbar and save errors', () => {
  test('SHELL-019 SHELL-044 ERR-054: two failures show in turn; dismissing removes them', async ({ page }) => {
    await page.clock.install();
    await injectFault({ method: 'GET', path: '/api/agents/A1001/dash/', status: 500 });
    await injectFault({ method: 'GET', path: '/api/site_notifications/', status: 500 });
    await logIn(page, 'alice');
    const bar = alertBar(page);
    await expect(bar).toContainText('1 of 2');
    const first = (await bar.textContent()) ?? '';
    const texts = [MESSAGES.dashData, MESSAGES.notificationsLoad];
    expect(texts.some((t) => first.includes(t))).toBe(true);
    expect(first).toContain(SUPPORT_SUFFIX);
    await page.mouse.move(0, 0);
    await page.clock.fastForward(6000); // it moves on by itself
    await expect(bar).toContainText('2 of 2');
    await bar.getByRole('button', { name: 'Next alert' }).click();
    await expect(bar).toContainText('1 of 2');
    await bar.getByRole('button', { name: 'Previous alert' }).click();
    await expect(bar).toContainText('2 of 2');
    const second = (await bar.textContent()) ?? '';
    expect(texts.filter((t) => (first + second).includes(t))).toHaveLength(2);
    await bar.getByRole('button', { name: 'Dismiss alert' }).click();
    await expect(bar).not.toContainText('of 2');
    await bar.getByRole('button', { name: 'Dismiss alert' }).click();
    await expect(bar).toHaveCount(0);
  });

  test('SHELL-020: a save shows the snackbar saving, then saved', async ({ page }) => {
    await logIn(page, 'jdoe');
    const release = await holdSession(page);
    await page.getByRole('button', { name: 'View as user' }).click();
    const dialog = page.getByRole('dialog', { name: 'View as user' });
    await dialog.getByRole('tab', { name: /Update/ }).click();
    await dialog.getByLabel('User id').fill('A1001');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    const snackbar = page.getByRole('status', { name: 'Saving status' });
    await expect(snackbar).toHaveText('Saving…');
    release();
    await expect(snackbar).toHaveText('Saved');
    await expect(snackbar).toHaveText('', { timeout: 10_000 });
  });

  test('ERR-005: a failing auth_info shows the text and a retry', async ({ page }) => {
    await injectFault({ method: 'GET', path: '/api/users/auth_info/', status: 500 });
    await page.goto('/agents/A1001/dashboard/');
    await expect(alertBar(page)).toContainText(MESSAGES.authInfo);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

test.describe('version check', () => {
  async function flagNewVersion(page: Page): Promise<void> {
    await page.clock.install();
    const firstCheck = page.waitForResponse(
      async (r) => r.url().endsWith('/graphql') && (await r.text().catch(() => '')).includes('"appVersion"'),
    );
    await logIn(page, 'alice');
    await firstCheck;
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
    await setVersion('2.0.0');
    await page.clock.fastForward('05:00');
    await expect(page.getByText(NEW_VERSION)).toBeVisible();
  }

  test('SHELL-021: an unchanged version after 5 minutes shows no banner', async ({ page }) => {
    await page.clock.install();
    const firstCheck = page.waitForResponse(
      async (r) => r.url().endsWith('/graphql') && (await r.text().catch(() => '')).includes('"appVersion"'),
    );
    await logIn(page, 'alice');
    await firstCheck;
    const secondCheck = page.waitForResponse(
      async (r) => r.url().endsWith('/graphql') && (await r.text().catch(() => '')).includes('"appVersion"'),
    );
    await page.clock.fastForward('05:00');
    await secondCheck;
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
  });

  test('SHELL-022: a changed version shows the reload banner; Reload reloads the page', async ({ page }) => {
    await flagNewVersion(page);
    await markPage(page);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: /Alice Anderson/ })).toBeVisible();
    await expect.poll(() => isSameDocument(page)).toBe(false);
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
  });

  test('SHELL-023: with a new version flagged, the next navigation is a full page load', async ({ page }) => {
    await flagNewVersion(page);
    await markPage(page);
    await drawer(page).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/agents/A1001/pricing/');
    await expect.poll(() => isSameDocument(page)).toBe(false);
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
  });
});

test.describe('Terms of Service gate', () => {
  const gate = (page: Page) => page.getByRole('alertdialog', { name: 'Terms of Service' });

  test('SHELL-024: with tos_accepted false the gate shows; Esc and outside clicks leave it open', async ({ page }) => {
    await logIn(page, 'tina');
    await expect(gate(page)).toBeVisible();
    await expect(gate(page).getByRole('button', { name: /close/i })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(gate(page)).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(gate(page)).toBeVisible();
    await page.reload();
    await expect(gate(page)).toBeVisible();
  });

  test('SHELL-025: accepting sends accept_tos and closes the gate for good', async ({ page }) => {
    await logIn(page, 'tina');
    const accepted = page.waitForResponse(
      async (r) => r.url().endsWith('/graphql') && (await r.text().catch(() => '')).includes('"acceptTos"'),
    );
    await gate(page).getByRole('button', { name: 'I accept' }).click();
    expect((await accepted).ok()).toBe(true);
    await expect(gate(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(gate(page)).toHaveCount(0);
  });

  test('SHELL-025 ERR-006 ERR-055: a failed acceptance shows ERR-006 and the save-error dialog; the gate stays', async ({
    page,
  }) => {
    await logIn(page, 'tina');
    await injectFault({ method: 'PUT', path: '/api/users/auth_info/', status: 500 });
    await gate(page).getByRole('button', { name: 'I accept' }).click();
    const saveError = page.getByRole('alertdialog', { name: 'Those changes were not saved!' });
    await expect(saveError).toBeVisible();
    await expect(saveError).toContainText(MESSAGES.acceptTos);
    await expect(saveError).toContainText(
      'Please wait a moment and try again. If it keeps happening, contact support.',
    );
    await expect(saveError.getByRole('link', { name: SUPPORT_EMAIL })).toBeVisible();
    await saveError.getByRole('button', { name: 'Close' }).click();
    await expect(saveError).toHaveCount(0);
    await expect(gate(page)).toBeVisible();
    await expect(gate(page).getByRole('alert')).toContainText(MESSAGES.acceptTos);
  });

  test('SHELL-026: no gate when tos_accepted is true or when nobody is signed in', async ({ page }) => {
    await page.goto('/login/');
    await expect(page.getByLabel('Username')).toBeVisible();
    await expect(gate(page)).toHaveCount(0);
    await logIn(page, 'alice');
    await expect(page.getByRole('heading', { name: /Alice Anderson/ })).toBeVisible();
    await expect(gate(page)).toHaveCount(0);
  });
});

test.describe('site notifications', () => {
  test('SHELL-031: a dashboard notification shows on the dashboard only, styled, and can be dismissed for the session', async ({
    page,
  }) => {
    await logIn(page, 'alice');
    const notes = page.getByRole('region', { name: 'Site notifications' });
    await expect(notes.getByText('Scheduled maintenance')).toBeVisible();
    await expect(notes.getByText('Editor changes are delayed')).toHaveCount(0); // editor only
    await expect(notes.getByText('Welcome to the new portal')).toHaveCount(0); // expired
    await expect(notes.locator('[data-variant="info"]')).toHaveCount(1);
    await drawer(page).getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/agents/A1001/pricing/');
    await expect(page.getByText('Scheduled maintenance')).toHaveCount(0);
    await drawer(page).getByRole('link', { name: 'Dashboard' }).click();
    await notes.getByRole('button', { name: 'Dismiss notification: Scheduled maintenance' }).click();
    await expect(page.getByText('Scheduled maintenance')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: /Alice Anderson/ })).toBeVisible();
    await expect(page.getByText('Scheduled maintenance')).toHaveCount(0);
  });
});

test.describe('accessibility', () => {
  const publicPages = ['/login/', '/forbidden/', '/no-such-page/', '/terms/', '/privacy/', '/m1-video/', '/m2-video/'];
  const landings: [string, string][] = [
    ['jdoe', '/mirus/jdoe/'],
    ['sam', '/atms/S2001/'],
    ['carol', '/employees/E3001/'],
    ['uma', '/user/U4001/'],
    ['alice', '/agents/A1001/dashboard/'],
  ];

  for (const scheme of ['light', 'dark'] as const) {
    test(`accessibility (${scheme}): the public shell pages have no serious axe violation`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: scheme });
      for (const path of publicPages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page);
      }
    });

    for (const [user, path] of landings) {
      test(`accessibility (${scheme}): ${path} has no serious axe violation`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await logIn(page, user);
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page);
      });
    }

    test(`accessibility (${scheme}): the Terms of Service gate and the view-as dialog`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await logIn(page, 'tina');
      await expect(page.getByRole('alertdialog', { name: 'Terms of Service' })).toBeVisible();
      await expectAccessible(page);
      await page.context().clearCookies();
      await logIn(page, 'jdoe');
      await page.getByRole('button', { name: 'View as user' }).click();
      await expect(page.getByRole('dialog', { name: 'View as user' })).toBeVisible();
      await expectAccessible(page);
    });
  }
});
