import { BUILT_IN_GLOSSARY_TERMS, GLOSSARY_MESSAGES } from '@portal/rules';
import { expect, request, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { recordOperations, sending } from './support/graphql';
import { SANDBOX_URL } from './support/ports';
import { resetSandbox } from './support/sandbox';
import { logIn, openAs } from './support/session';

test.use({ timezoneId: 'UTC' });
test.beforeEach(resetSandbox);

const popup = (page: Page) => page.getByTestId('keyword-popup');
const terms = (page: Page) => page.getByRole('list', { name: 'Glossary terms' });
const builtIn = (path: string) => BUILT_IN_GLOSSARY_TERMS.find((t) => t.path === path)!;

/** The sandbox's REST API signed in as jdoe: the test changes glossary data past the gateway (and its sanitizer). */
async function sandboxAsJdoe() {
  const api = await request.newContext({ baseURL: SANDBOX_URL });
  const csrf = async () => ({ 'x-csrftoken': (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')!.value });
  await api.get('version.txt');
  expect((await api.post('api/auth/login/', { data: { username: 'jdoe', password: 'portal-demo' }, headers: await csrf() })).ok()).toBe(true);
  return {
    async create(term: object) {
      expect((await api.post('api/glossary/', { data: term, headers: await csrf() })).status()).toBe(201);
    },
    async remove(path: string) {
      const all = (await (await api.get('api/glossary/')).json()) as { id: number; path: string }[];
      const id = all.find((t) => t.path === path)!.id;
      expect((await api.delete(`api/glossary/${id}/`, { headers: await csrf() })).status()).toBe(204);
    },
    dispose: () => api.dispose(),
  };
}

test('ROUTE-016: /glossary/ without a session goes to the login page, then back to the glossary', async ({ page }) => {
  await page.goto('/glossary/');
  await expect(page).toHaveURL(/\/login\/$/);
  await logIn(page, 'alice');
  await expect(page).toHaveURL(/\/glossary\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
});

test('ROUTE-016 GLOSS-001 GLOSS-002 GLOSS-007: the glossary lists every visible term alphabetically with examples and notes', async ({
  page,
}) => {
  await openAs(page, 'alice', '/glossary/');
  const titles = terms(page).getByRole('heading', { level: 2 });
  const expected = BUILT_IN_GLOSSARY_TERMS.map((t) => t.title).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  await expect(titles).toHaveText(expected);
  // D-103: the hidden draft is not shown to an agent.
  await expect(page.getByText('Appointment requests')).toHaveCount(0);
  const metrics = page.locator('#mirus_metrics_vs_sf_metrics');
  await expect(metrics.getByRole('heading', { name: "Our metrics and the insurer's metrics" })).toBeVisible();
  await expect(metrics).toContainText("The numbers in this portal are not the insurer's numbers, and they will differ.");
  const visits = page.locator('#visits');
  await expect(visits.locator('p', { hasText: /^Example:/ })).toHaveText(builtIn('visits').examples.map((e) => `Example: ${e}`));
  await expect(visits.locator('p', { hasText: /^Note:/ })).toHaveText(builtIn('visits').notes.map((n) => `Note: ${n}`));
  await expectAccessible(page);
});

test('GLOSS-001: the search box filters the terms as you type', async ({ page }) => {
  await openAs(page, 'alice', '/glossary/');
  const search = page.getByRole('searchbox', { name: 'Search the glossary' });
  await search.pressSequentially('page views by');
  await expect(terms(page).getByRole('heading', { level: 2 })).toHaveText(['Page views by device type', 'Page views by referrer']);
  await expect(page.getByText('2 of 16 terms match "page views by"')).toBeVisible();
  await search.fill('zzzz');
  await expect(page.getByText('No terms match your search.')).toBeVisible();
  await search.fill('');
  await expect(terms(page).getByRole('heading', { level: 2 })).toHaveCount(16);
});

test('ROUTE-016: each term has an anchor; a link to /glossary/#quote_starts brings that term into view', async ({ page }) => {
  await openAs(page, 'alice', '/glossary/#quote_starts');
  const term = page.locator('article#quote_starts');
  await expect(term.getByRole('heading', { name: 'Quote starts' })).toBeInViewport();
  for (const t of BUILT_IN_GLOSSARY_TERMS) await expect(page.locator(`article#${t.path}`)).toHaveCount(1);
});

test('D-103: provider staff also see the hidden draft, marked as hidden', async ({ page }) => {
  await openAs(page, 'jdoe', '/glossary/');
  const draft = page.locator('article#appointment_requests');
  await expect(draft.getByRole('heading', { name: 'Appointment requests' })).toBeVisible();
  await expect(draft.getByText('Hidden from agents')).toBeVisible();
});

test('STATS-014 GLOSS-003 GLOSS-004 GLOSS-005 GLOSS-007: the info icon beside Visits opens the visits term; one request for every popup', async ({
  page,
}) => {
  await logIn(page, 'alice');
  const totals = page.getByRole('group', { name: 'Totals for the range' });
  await expect(totals).toBeVisible();
  // The dashboard's navigation still costs one GraphQL request: the icons ask for nothing until one opens.
  await page.getByRole('link', { name: 'Manage your domains' }).click();
  await expect(page.getByRole('table', { name: 'Domains' })).toBeVisible();
  const operations = recordOperations(page);
  const nav = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Pricing' }) });
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(totals).toBeVisible();
  // Counted up to the popup's own request, which the test waits for (issue #28).
  const keywords = sending(page, 'glossaryKeywordsQuery');
  await totals.getByRole('button', { name: 'About Visits' }).click();
  await keywords;
  expect(operations.sent).toEqual(['loadersDashboardPageQuery', 'glossaryKeywordsQuery']);

  const dialog = popup(page);
  await expect(dialog.getByRole('heading', { name: 'Visits' })).toBeVisible();
  await expect(dialog).toContainText('How many times people came to your site.');
  // GLOSS-007: the visits term has two examples, so two "Example:" lines.
  await expect(dialog.locator('p', { hasText: /^Example:/ })).toHaveCount(2);
  const box = await dialog.boundingBox();
  // GLOSS-004, CONST-039: on a wide screen the popup takes its maximum width, 700 px.
  expect(Math.round(box!.width)).toBe(700);
  await expectAccessible(page);
  expect(operations.sent).toHaveLength(2);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  // A second popup, and a "Click for info" button: no request.
  await totals.getByRole('button', { name: 'About Phone clicks' }).click();
  await expect(popup(page).getByRole('heading', { name: 'Phone clicks' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeHidden();
  await page.getByRole('button', { name: 'Click for info' }).click();
  await expect(popup(page).getByRole('heading', { name: "Our metrics and the insurer's metrics" })).toBeVisible();
  expect(operations.sent).toHaveLength(2);

  await popup(page).getByRole('link', { name: 'View Glossary' }).click();
  await expect(page).toHaveURL(/\/glossary\/#mirus_metrics_vs_sf_metrics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
});

test('GLOSS-006 CONST-042: with a delayed load the popup shows a loading percentage, reaching 100, then the term', async ({ page }) => {
  await logIn(page, 'alice');
  await expect(page.getByRole('group', { name: 'Totals for the range' })).toBeVisible();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The only request the click makes is the keywords' (persisted queries send an id, not the query's name).
  await page.route('**/graphql', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('group', { name: 'Totals for the range' }).getByRole('button', { name: 'About Page views' }).click();
  const label = popup(page).getByText(/^Loading glossary… \d+%$/);
  await expect(label).toBeVisible();
  await expect(popup(page).getByRole('progressbar')).toBeVisible();
  // Every percentage the popup shows, recorded by the page itself (100 shows only for a moment).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="keyword-popup"]')?.textContent ?? '';
      const match = /Loading glossary… (\d+)%/.exec(text);
      if (match && seen[seen.length - 1] !== match[1]) seen.push(match[1]!);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  // The percentage moves while the answer is held: the page has recorded a step of it.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen.length)).toBeGreaterThan(0);
  release();
  // The title names the metric from the start, so wait for the term itself: the percentage gives way to it.
  await expect(label).toHaveCount(0);
  await expect(popup(page).getByRole('heading', { name: 'Page views' })).toBeVisible();
  const seen = (await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).map(Number);
  expect(seen.length).toBeGreaterThan(1);
  expect(seen[seen.length - 1]).toBe(100);
  expect([...seen].sort((a, b) => a - b)).toEqual(seen);
});

test('STATS-014: the domain stats analysis has a popup per metric', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/domains/alice-insurance.example/stats/?domain-stats_tab=analysis');
  const group = page.getByRole('group', { name: 'What visitors did' });
  await group.getByRole('button', { name: 'About Bots and crawlers' }).click();
  await expect(popup(page).getByRole('heading', { name: 'Bots and crawlers' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'About Page views by device' }).click();
  await expect(popup(page).getByRole('heading', { name: 'Page views by device type' })).toBeVisible();
});

test('GLOSS-008: a keyword with no term shows the exact sentence and the link "View all glossary terms"', async ({ page }) => {
  const sandbox = await sandboxAsJdoe();
  await sandbox.remove('campaign_ids');
  await sandbox.dispose();
  await openAs(page, 'alice', '/agents/A1001/campaigns/');
  await page.getByRole('button', { name: 'About Campaigns' }).click();
  await expect(popup(page).getByText(GLOSSARY_MESSAGES.unknown('campaign_ids'), { exact: true })).toBeVisible();
  expect(GLOSSARY_MESSAGES.unknown('vists')).toBe('No keyword content was found for vists. Please check the spelling.');
  await popup(page).getByRole('link', { name: 'View all glossary terms' }).click();
  await expect(page).toHaveURL(/\/glossary\/$/);
});

test('D-104: a description with a script, an onerror attribute and a javascript: link never reaches the page as such', async ({
  page,
}) => {
  const sandbox = await sandboxAsJdoe();
  await sandbox.create({
    title: 'A trap',
    path: 'a_trap',
    visible: true,
    examples: [],
    notes: [],
    description:
      '<p id="trap-text">Safe text<script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a id="trap-link" href="javascript:window.__pwned=3">click</a></p>',
  });
  await sandbox.dispose();
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await openAs(page, 'alice', '/glossary/#a_trap');
  const trap = page.locator('article#a_trap');
  await expect(trap.getByText('Safe text')).toBeVisible();
  expect(await trap.locator('script').count()).toBe(0);
  expect(await trap.locator('img').count()).toBe(0);
  expect(await trap.locator('[onerror]').count()).toBe(0);
  const link = trap.getByText('click');
  expect(await link.getAttribute('href')).toBeNull();
  await link.click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('390 px: the glossary and a popup fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'alice', '/glossary/');
  await expect(terms(page).getByRole('heading', { level: 2 })).toHaveCount(16);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.goto('/agents/A1001/dashboard/');
  await page.getByRole('group', { name: 'Totals for the range' }).getByRole('button', { name: 'About Visits' }).click();
  const box = await popup(page).boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await expect(popup(page).getByRole('button', { name: 'Close', exact: true })).toBeInViewport();
});

test('dark mode and keyboard: the glossary and a popup opened with Enter stay accessible', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await openAs(page, 'alice', '/glossary/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(terms(page).getByRole('heading', { level: 2 })).toHaveCount(16);
  await expectAccessible(page);
  await page.goto('/agents/A1001/dashboard/');
  const info = page.getByRole('group', { name: 'Totals for the range' }).getByRole('button', { name: 'About Visits' });
  await info.focus();
  await page.keyboard.press('Enter');
  await expect(popup(page).getByRole('heading', { name: 'Visits' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(popup(page)).toBeHidden();
  await expect(info).toBeFocused();
});
