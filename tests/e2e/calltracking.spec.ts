import { expect, test, type Page } from './support/test';
import { INCLUDED_LINES, MESSAGES, STATS_MESSAGES } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { logIn, openAs } from './support/session';

test.use({ timezoneId: 'UTC' });

test.beforeEach(async () => {
  await resetSandbox();
});

const calls = (page: Page) => page.getByRole('table', { name: 'Calls' });

test('ROUTE-027 STATS-011 CONST-023: the call tracking page shows the account with its 3 included lines', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/calltracking/');
  await expect(page.getByRole('heading', { level: 1, name: 'Call tracking' })).toBeVisible();
  await expect(page.getByText(`5 lines: ${INCLUDED_LINES} lines included, 2 additional`)).toBeVisible();
  await expect(page.getByText('312', { exact: true })).toBeVisible();
  // D-43: the pool controls are provider staff's only.
  await expect(page.getByRole('heading', { name: 'Provider staff' })).toHaveCount(0);
  await expectAccessible(page);
});

test('STATS-011 ERR-091: bob has no account: a 404 shows the no-account state and no alert', async ({ page }) => {
  await openAs(page, 'bob', '/agents/A1003/calltracking/');
  await expect(page.getByText('No call tracking account')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
});

test('STATS-012: the calls table shows call_count and rows; an empty date range shows the message and sends nothing', async ({
  page,
}) => {
  await openAs(page, 'alice', '/agents/A1001/calltracking/');
  await expect(calls(page).getByRole('row').nth(1)).toBeVisible();
  const rowCount = (await calls(page).getByRole('row').count()) - 1;
  await expect(page.getByText(new RegExp(`^${rowCount} calls from `))).toBeVisible();

  let requests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/graphql')) requests += 1;
  });
  await page.getByLabel('Start date').fill('');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(STATS_MESSAGES.range)).toBeVisible();
  expect(requests).toBe(0);
});

test('STATS-013 ERR-092: an area code without numbers shows an info alert', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/calltracking/');
  await page.getByRole('textbox', { name: 'Area code' }).fill('808');
  await page.getByRole('button', { name: 'Get numbers' }).click();
  // An info alert carries the text alone; error alerts add the support advice.
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.noAreaCodeNumbers);
});

test('ERR-069: a 500 on retry_session_tracker shows its alert', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/calltracking/');
  await injectFault({ method: 'POST', path: '/api/agents/A1001/calltracking/retry_session_tracker/', status: 500 });
  await page.getByRole('textbox', { name: 'Area code' }).fill('415');
  await page.getByRole('button', { name: 'Get numbers' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.callTrackingAreaCode })).toBeVisible();
});

test('ERR-065: a 500 on GET calltracking shows its alert', async ({ page }) => {
  await logIn(page, 'alice');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/calltracking/', status: 500 });
  await page.goto('/agents/A1001/calltracking/');
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.callTrackingInfo })).toBeVisible();
  await expect(page.getByText('No call tracking account')).toHaveCount(0);
});

test('D-43: provider staff see the agent page read-only (plus the area-code retry); the pool controls are in the toolbox', async ({
  page,
}) => {
  await openAs(page, 'jdoe', '/agents/A1003/calltracking/');
  await expect(page.getByText('No call tracking account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create call tracking' })).toHaveCount(0);
  await page.goto('/agents/A1001/calltracking/');
  await expect(page.getByText(`5 lines: ${INCLUDED_LINES} lines included, 2 additional`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get numbers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disable call tracking' })).toHaveCount(0);
  await expect(page.getByRole('spinbutton', { name: 'Additional lines' })).toHaveCount(0);
  await expectAccessible(page);
});

/** "Nov 17, 2026, 2:05 PM" as minutes since the epoch, to compare call times the way a person reads them. */
function minutesOf(text: string): number {
  const match = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4}), (\d{1,2}):(\d{2}) ([AP]M)$/.exec(text.trim());
  if (!match) throw new Error(`not a call time: ${text}`);
  const [, month, day, year, hour, minute, half] = match;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const hours = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
  return Date.UTC(Number(year), months.indexOf(month), Number(day), hours, Number(minute)) / 60_000;
}

/** "2:05" as seconds. */
function secondsOf(duration: string): number {
  const [m, s] = duration.split(':').map(Number);
  return m * 60 + s;
}

const columnTexts = async (page: Page, column: number) =>
  calls(page)
    .getByRole('row')
    .locator(`td:nth-child(${column})`)
    .allInnerTexts();

test('STATS-012 issue #9: call times read "Nov 17, 2026, 2:05 PM", statuses read as words, and a header click sorts on the server', async ({
  page,
}) => {
  await openAs(page, 'alice', '/agents/A1001/calltracking/');
  await expect(calls(page).getByRole('row').nth(1)).toBeVisible();
  const started = calls(page).getByRole('columnheader', { name: /^Started/ });
  await expect(started).toHaveAttribute('aria-sort', 'descending');

  const times = await columnTexts(page, 1);
  expect(times.length).toBeGreaterThan(1);
  for (const time of times) expect(time).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
  const newestFirst = times.map(minutesOf);
  expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));
  for (const status of await columnTexts(page, 5)) expect(['Answered', 'Missed', 'Voicemail']).toContain(status);
  await expect(calls(page)).not.toContainText('T0');

  // The API sorts (decision D-43): the header click sends sortDir asc and the oldest call comes first.
  const asked = page.waitForRequest((r) => r.url().endsWith('/graphql') && r.postDataJSON()?.variables?.sortDir === 'asc');
  await started.getByRole('button').click();
  expect((await asked).postDataJSON().variables).toMatchObject({ sort: 'started', sortDir: 'asc' });
  await expect(started).toHaveAttribute('aria-sort', 'ascending');
  await expect(calls(page).getByRole('row').nth(1).locator('td').first()).toHaveText(times[times.length - 1]);

  // Issue #28: the same calls come back shortest first; the test waits for those rows, then reads the headers.
  const durations = await columnTexts(page, 2);
  const shortestFirst = [...durations].sort((a, b) => secondsOf(a) - secondsOf(b));
  await calls(page).getByRole('button', { name: /^Duration/ }).click();
  await expect(calls(page).locator('tbody tr td:nth-child(2)')).toHaveText(shortestFirst);
  await expect(calls(page).getByRole('columnheader', { name: /^Duration/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(started).toHaveAttribute('aria-sort', 'none');
  const seconds = (await columnTexts(page, 2)).map(secondsOf);
  expect(seconds).toEqual([...seconds].sort((a, b) => a - b));
});

test('STATS-012 issue #28: until the server-sorted rows arrive the table is busy and its headers keep the order on screen', async ({
  page,
}) => {
  await openAs(page, 'alice', '/agents/A1001/calltracking/');
  await expect(calls(page).getByRole('row').nth(1)).toBeVisible();
  const started = calls(page).getByRole('columnheader', { name: /^Started/ });
  await expect(started).toHaveAttribute('aria-sort', 'descending');
  const newestFirst = await columnTexts(page, 1);

  // The sorted answer is held until the busy table has been read.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.variables?.sortDir === 'asc') await held;
    await route.continue();
  });
  await started.getByRole('button').click();
  await expect(calls(page)).toHaveAttribute('aria-busy', 'true');
  await expect(started).toHaveAttribute('aria-sort', 'descending');
  expect(await columnTexts(page, 1)).toEqual(newestFirst);

  release();
  await expect(calls(page).locator('tbody tr td:first-child')).toHaveText([...newestFirst].reverse());
  await expect(started).toHaveAttribute('aria-sort', 'ascending');
  await expect(calls(page)).not.toHaveAttribute('aria-busy');
});

test('issue #9: on a 390 px phone the calls table scrolls sideways and no time, number or site breaks inside itself', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'alice', '/agents/A1001/calltracking/');
  await expect(calls(page).getByRole('row').nth(1)).toBeVisible();
  // The table's own scroll region (the section around it bears the same name).
  const region = page.locator('[role="region"][aria-label="Calls"]');
  const box = await region.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // Each cell of Started, Caller, Tracking number and Site is laid out on one line.
  const lines = await calls(page).evaluate((table) =>
    [...table.querySelectorAll('tbody tr')].flatMap((row) =>
      [0, 2, 3, 5].map((i) => {
        // The lines its text is laid out on (text rects only: a range's rects include its elements' boxes).
        const walker = document.createTreeWalker(row.children[i], NodeFilter.SHOW_TEXT);
        const tops = new Set<number>();
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
        }
        return tops.size;
      }),
    ),
  );
  expect(lines.length).toBeGreaterThan(0);
  expect(Math.max(...lines)).toBe(1);
  await expectAccessible(page);
});
