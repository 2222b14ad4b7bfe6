import { expect, test, type Page } from './support/test';
import { formatAlert, MESSAGES } from '@portal/rules';
import { PRODUCT_NAME } from '../../web/src/lib/portalFacts';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { logIn, openAs } from './support/session';

// Seed (decision D-48): carol holds calltracking, qlp, queue and m1stats; erin every permission; nora none.

test.beforeEach(async () => {
  await resetSandbox();
});

// Times read in the viewer's zone; UTC makes the seed's 2026-11-17T14:05:00Z read "Nov 17, 2026, 2:05 PM".
test.use({ timezoneId: 'UTC' });

const alertWith = (page: Page, text: string) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function expectForbidden(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL('/forbidden/');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
}

/** Each sub-page, the row that gates it and what it shows. */
const PAGES = [
  { ids: 'ROUTE-048 OVERVIEW-002', path: '/overview/calltracking/', heading: 'Call tracking', table: 'Call tracking by agent', title: 'Call tracking overview' },
  { ids: 'ROUTE-049 OVERVIEW-003', path: '/overview/qlp/', heading: 'Agent Quote Landing Page stats', table: 'Quote landing pages', title: 'Agent Quote Landing Page stats' },
  { ids: 'ROUTE-050 OVERVIEW-004', path: '/overview/queue/', heading: 'Approval Queue', table: 'Pending content changes', title: 'Approval Queue', role: 'list' as const },
  { ids: 'ROUTE-052 OVERVIEW-005', path: '/overview/stats/', heading: 'M1 stats', table: 'M1 and M2 websites', title: 'M1 stats' },
  { ids: 'ROUTE-053 OVERVIEW-006', path: '/overview/participation/', heading: 'Participation', table: 'Services by agent', title: 'Participation' },
  { ids: 'ROUTE-054 OVERVIEW-007', path: '/overview/departures/', heading: 'Departures', table: 'Departures', title: 'Departures' },
  { ids: 'ROUTE-055 OVERVIEW-008', path: '/overview/reports/', heading: 'Reports', table: 'Agents and their domains', title: 'Reports' },
];

test('ROUTE-047 OVERVIEW-001: a corp with corporate_permissions=[] can open /overview/, which offers no sub-page', async ({ page }) => {
  await openAs(page, 'nora', '/overview/');
  await expect(h1(page, 'Overview')).toBeVisible();
  await expect(page.getByText('Statistics and queues across 4 agents.')).toBeVisible();
  await expect(page.getByText(/no overview permissions yet/)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Open / })).toHaveCount(0);
  await expectAccessible(page);
});

test('ROUTE-047 OVERVIEW-001 SHELL-003: the landing has a card with a headline number for each page the viewer may open', async ({
  page,
}) => {
  await logIn(page, 'carol');
  await expect(page.getByRole('banner').getByRole('link', { name: PRODUCT_NAME })).toHaveAttribute('href', '/overview/');
  await page.getByRole('banner').getByRole('link', { name: PRODUCT_NAME }).click();
  await expect(page).toHaveURL('/overview/');
  await expect(h1(page, 'Overview')).toBeVisible();
  await expect(page).toHaveTitle(/Overview/);
  const cards = page.getByRole('list', { name: 'Overview pages' }).getByRole('article');
  await expect(cards).toHaveCount(4);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    'Call tracking',
    'Agent Quote Landing Page stats',
    'Approval Queue',
    'M1 stats',
  ]);
  await expect(cards.filter({ hasText: 'Approval Queue' })).toContainText('changes waiting for approval');
  await expect(page.getByRole('link', { name: 'Open Participation' })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Open Approval Queue' }).click();
  await expect(page).toHaveURL('/overview/queue/');
  await expect(h1(page, 'Approval Queue')).toBeVisible();
});

for (const p of PAGES) {
  test(`${p.ids}: ${p.path} is forbidden without the permission and renders with it`, async ({ page }) => {
    await logIn(page, 'nora');
    await expectForbidden(page, p.path);
    await page.context().clearCookies();
    await openAs(page, 'erin', p.path);
    await expect(h1(page, p.heading)).toBeVisible();
    await expect(page.getByRole(p.role ?? 'table', { name: p.table })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(p.title));
    await expectAccessible(page);
  });
}

test('OVERVIEW-006..008: carol (calltracking, qlp, queue, m1stats) opens her four pages and no other', async ({ page }) => {
  // Eight full page loads; the queue's first one also waits for its compliance checks (issue #25, D-172).
  test.setTimeout(60_000);
  await logIn(page, 'carol');
  for (const path of ['/overview/participation/', '/overview/departures/', '/overview/reports/']) {
    await expectForbidden(page, path);
  }
  for (const p of PAGES.slice(0, 4)) {
    await page.goto(p.path);
    await expect(h1(page, p.heading)).toBeVisible();
  }
});

test('ROUTE-051 OVERVIEW-005: m1stats/ lands on stats/ for a permitted user, and is forbidden without m1stats', async ({ page }) => {
  await openAs(page, 'carol', '/overview/m1stats/');
  await expect(page).toHaveURL('/overview/stats/');
  await expect(h1(page, 'M1 stats')).toBeVisible();
  await expect(page.getByRole('table', { name: 'M1 and M2 websites' }).getByRole('row')).toHaveCount(4);
  await page.context().clearCookies();
  await logIn(page, 'nora');
  await expectForbidden(page, '/overview/m1stats/');
});

test('OVERVIEW-009: the QLP page shows the count, the totals, the chart and the rows of a range', async ({ page }) => {
  await openAs(page, 'carol', '/overview/qlp/?start=2026-11-01&end=2026-11-20');
  await expect(h1(page, 'Agent Quote Landing Page stats')).toBeVisible();
  await expect(page.getByText('6 quote landing pages')).toBeVisible();
  const totals = page.getByRole('group', { name: 'Quote landing page totals' });
  await expect(totals).toContainText('Quote landing pages');
  await expect(totals).toContainText('Agents');
  await expect(page.getByRole('group', { name: /Quote landing page views per day/ })).toBeVisible();
  const table = page.getByRole('table', { name: 'Quote landing pages' });
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table).toContainText('alice-quotes.example');
  await expect(table).not.toContainText('old-alice.example');
  await expect(page.getByLabel('Start date')).toHaveValue('2026-11-01');
  await expectAccessible(page);
});

test('VALID-043 OVERVIEW-009: a missing date shows "Valid start and end dates required" and the query is not sent', async ({ page }) => {
  await openAs(page, 'carol', '/overview/qlp/');
  await expect(page.getByRole('table', { name: 'Quote landing pages' })).toBeVisible();
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql')) sent.push(r.postData() ?? '');
  });
  await page.getByLabel('End date').fill('');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Valid start and end dates required')).toBeVisible();
  expect(sent).toEqual([]);
  await expect(page).toHaveURL('/overview/qlp/');
});

test('OVERVIEW-009: applying a range loads it (the range is in the URL)', async ({ page }) => {
  await openAs(page, 'carol', '/overview/calltracking/');
  await page.getByLabel('Start date').fill('2026-11-01');
  await page.getByLabel('End date').fill('2026-11-20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL('/overview/calltracking/?start=2026-11-01&end=2026-11-20');
  const alice = page.getByRole('table', { name: 'Call tracking by agent' }).getByRole('row', { name: /Alice Anderson/ });
  await expect(alice.getByRole('cell')).toHaveText(['Alice Anderson (A1001)', 'Yes', '5', '312', '9', /\d/, /\d/, /\d/]);
  await expect(page.getByRole('group', { name: 'Call tracking totals' })).toContainText('9');
});

test('ERR-064: a 500 on the QLP stats shows its alert', async ({ page }) => {
  await logIn(page, 'carol');
  await injectFault({ method: 'GET', path: '/api/overview/qlp/', status: 500 });
  await page.goto('/overview/qlp/');
  await expect(alertWith(page, formatAlert(MESSAGES.qlpStats))).toBeVisible();
  await expect(page.getByText(MESSAGES.qlpStats, { exact: true })).toBeVisible();
});

test('ERR-039 ERR-045: a 500 on the M1 stats or on the queue shows its alert and the page says what did not load', async ({ page }) => {
  await logIn(page, 'carol');
  await injectFault({ method: 'GET', path: '/api/overview/m1stats/', status: 500, times: 1 });
  await page.goto('/overview/stats/');
  await expect(alertWith(page, formatAlert(MESSAGES.m1Stats))).toBeVisible();
  await expect(page.getByText(MESSAGES.m1Stats, { exact: true })).toBeVisible();
  await injectFault({ method: 'GET', path: '/api/overview/queue/', status: 500, times: 1 });
  await page.goto('/overview/queue/');
  await expect(alertWith(page, formatAlert(MESSAGES.overridesCheck))).toBeVisible();
  await expect(page.getByText(MESSAGES.overridesCheck, { exact: true })).toBeVisible();
});

const queueItem = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Pending content changes' }).getByRole('article').filter({ hasText: text });

test('OVERVIEW-010: the Approval Queue lists the pending changes; Approve takes a compliant one live and out of the queue', async ({
  page,
}) => {
  await openAs(page, 'carol', '/overview/queue/');
  const item = queueItem(page, 'Honest advice and fair prices');
  await expect(item.getByRole('heading', { level: 2 })).toHaveText('Mission on demo-insurance.example');
  await expect(item).toContainText('About page · Bob Baker (A1003) · sent by A1003 on Nov 19, 2026, 4:20 PM');
  await expect(item).toContainText('Honest advice and fair prices for every driver in town.');
  await expect(item).toContainText(MESSAGES.compliant);
  await expectAccessible(page);
  // A compliant change needs no second look (issue #25): one click.
  await item.getByRole('button', { name: 'Approve Mission on demo-insurance.example' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Approved 1 change.' })).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.reload();
  await expect(queueItem(page, 'Get your free quote in minutes')).toHaveCount(1);
  await expect(queueItem(page, 'Honest advice and fair prices')).toHaveCount(0);
});

test('OVERVIEW-010: Reject asks first (with an optional reason), then deletes the pending change', async ({ page }) => {
  await openAs(page, 'carol', '/overview/queue/');
  await queueItem(page, 'Ivan Ingram Insurance').getByRole('button', { name: 'Reject Page Title on ivan-ingram.example' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject Page Title on ivan-ingram.example?' });
  await expect(dialog.getByRole('textbox', { name: 'Reason for the agent (optional)' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Reject change' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(queueItem(page, 'Ivan Ingram Insurance')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Rejected 1 change.' })).toBeVisible();
});

test('OVERVIEW-010: the queue names each change by its section label, in the list and in the Reject dialog', async ({ page }) => {
  await openAs(page, 'carol', '/overview/queue/');
  const item = queueItem(page, 'Get your free quote in minutes');
  await expect(item.getByRole('heading', { level: 2 })).toHaveText('Welcome Banner on aliceanderson-agency.example');
  await expect(item).toContainText('Quote page');
  await expect(page.getByRole('list', { name: 'Pending content changes' })).not.toContainText('qlp-text-header');
  await item.getByRole('button', { name: 'Reject Welcome Banner on aliceanderson-agency.example' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject Welcome Banner on aliceanderson-agency.example?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep pending' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(item).toHaveCount(1);
});

test('OVERVIEW-010: on a 390 px phone the queue fits the screen, words unbroken', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'carol', '/overview/queue/');
  const list = page.getByRole('list', { name: 'Pending content changes' });
  await expect(list.getByRole('article')).toHaveCount(8);
  // Nothing is wider than the phone: each change's card wraps inside it.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const broken = await list.evaluate((l) => {
    const found: string[] = [];
    for (const article of l.querySelectorAll('article')) {
      const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[A-Za-z]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) found.push(match[0]);
        }
      }
    }
    return found;
  });
  expect(broken).toEqual([]);
  const approve = list.getByRole('button', { name: 'Approve Mission on demo-insurance.example' });
  await approve.scrollIntoViewIfNeeded();
  await expect(approve).toBeInViewport();
  await expectAccessible(page);
});

test('ERR-046: a 500 on approve is reported on the change, which stays in the queue and selected', async ({ page }) => {
  await openAs(page, 'carol', '/overview/queue/');
  await expect(page.getByRole('list', { name: 'Pending content changes' })).toBeVisible();
  // Fault injection is per exact path: every override id the seed can have fails once.
  for (let id = 1; id <= 40; id++) {
    await injectFault({ method: 'POST', path: `/api/overview/queue/${id}/approve/`, status: 500, times: 1 });
  }
  const item = queueItem(page, 'Alice has helped Springfield families');
  await item.getByRole('button', { name: 'Approve About Me on alice-insurance.example' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No change was approved.' })).toContainText(`No change was approved. About Me on alice-insurance.example: ${MESSAGES.overrideSave}.`);
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('checkbox', { name: 'Select About Me on alice-insurance.example' })).toBeChecked();
});

test('ROUTE-053..055: participation, departures and reports show their tables; a report downloads as CSV', async ({ page }) => {
  await openAs(page, 'erin', '/overview/participation/');
  const services = page.getByRole('table', { name: 'Services by agent' });
  await expect(services.getByRole('columnheader')).toHaveText(['Agent', 'Domains', 'Email redirects', 'Call tracking', 'Appointment scheduler']);
  await expect(services.getByRole('row', { name: /Alice Anderson/ }).getByRole('cell')).toHaveText(['Alice Anderson (A1001)', 'Yes', 'Yes', 'Yes', 'Yes']); // D-75: alice's active scheduler subscription

  await page.goto('/overview/departures/');
  const departures = page.getByRole('table', { name: 'Departures' });
  await expect(departures.getByRole('row')).toHaveCount(5);
  await expect(departures.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    'Oct 15, 2026',
    'Agent left',
    'Dana Whitfield (A0912)',
    '—',
    'Moved to another agency',
  ]);
  await expect(departures.getByRole('row', { name: /old-alice\.example/ })).toContainText('Domain cancelled');

  await page.goto('/overview/reports/');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Agents and their domains', 'Domains by product type', 'Pending content by agent']);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Domains by product type as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^overview-domain-types-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  // The CSV carries the product types' labels, like the table (decision D-83).
  expect(Buffer.concat(text).toString('utf8')).toContain('Product type,Live,Not yet live,Cancelled\r\nParked,');
});

test('OVERVIEW-008: the reports show product type labels and readable times, never keys or ISO timestamps', async ({ page }) => {
  await openAs(page, 'erin', '/overview/reports/');
  const types = page.getByRole('table', { name: 'Domains by product type' });
  await expect(types.getByRole('row').locator('td:first-child')).toHaveText(['Parked', 'Proxied', 'M1', 'M2']);
  await expect(types).not.toContainText(/parked|sf_microsite|\bm1\b|\bm2\b/);
  const pending = page.getByRole('table', { name: 'Pending content by agent' });
  await expect(pending.getByRole('row', { name: /Alice Anderson/ }).getByRole('cell')).toHaveText([
    'A1001',
    'Alice Anderson',
    /^\d+$/,
    'Nov 17, 2026, 2:05 PM',
  ]);
  await expect(pending).not.toContainText(/\d{4}-\d{2}-\d{2}T/);
  await expectAccessible(page);
  // The CSV keeps the moment as data a spreadsheet sorts (decision D-83).
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Pending content by agent as CSV' }).click();
  const csv = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8');
  expect(csv).toMatch(/\r\nA1001,Alice Anderson,\d+,2026-11-17T14:05:00Z\r\n/);
});

test('accessibility (dark): the overview landing, the queue and the QLP page have no serious axe violation', async ({ page }) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await logIn(page, 'erin');
  for (const [path, heading] of [
    ['/overview/', 'Overview'],
    ['/overview/queue/', 'Approval Queue'],
    ['/overview/qlp/', 'Agent Quote Landing Page stats'],
  ]) {
    await page.goto(path);
    await expect(h1(page, heading)).toBeVisible();
    await expect(page.getByRole('table').first().or(page.getByRole('article').first())).toBeVisible();
    await expectAccessible(page);
  }
});

test('ROUTE-047..055 SHELL-014: on overview pages the drawer links the landing and only the pages the viewer may open', async ({
  page,
}) => {
  await openAs(page, 'carol', '/overview/qlp/');
  const drawer = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(drawer.getByRole('link')).toHaveText([
    'Overview',
    'Call tracking',
    'Agent Quote Landing Page stats',
    // Issue #25: the queue's count beside its link, read as "8 waiting".
    'Approval Queue8 (8 waiting)',
    'M1 stats',
  ]);
  await expect(drawer.getByRole('link', { name: 'Approval Queue (8 waiting)', exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Agent Quote Landing Page stats' })).toHaveAttribute('aria-current', 'page');
  await expect(drawer.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current', 'page');
  await drawer.getByRole('link', { name: 'Approval Queue' }).click();
  await expect(page).toHaveURL('/overview/queue/');
});

test('OVERVIEW-011 ROUTE-010: the employee page shows the corporate record and the overview pages it opens', async ({
  page,
}) => {
  const corporateCall = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('employeeId'),
  );
  await logIn(page, 'carol');
  await expect(page).toHaveURL('/employees/E3001/');
  await corporateCall;
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account).toContainText('E3001');
  await expect(account).toContainText('carol');
  const pages = page.getByRole('region', { name: 'Your overview pages' });
  for (const title of ['Call tracking', 'Agent Quote Landing Page stats', 'Approval Queue', 'M1 stats']) {
    await expect(pages.getByRole('link', { name: title, exact: true })).toBeVisible();
  }
  await expect(pages.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await expectAccessible(page);

  await pages.getByRole('link', { name: 'Approval Queue' }).click();
  await expect(page).toHaveURL('/overview/queue/');
});

test('OVERVIEW-011: an employee without permissions is told which pages are open', async ({ page }) => {
  await logIn(page, 'nora');
  await expect(page.getByRole('region', { name: 'Your overview pages' })).toContainText('no overview permissions yet');
});
