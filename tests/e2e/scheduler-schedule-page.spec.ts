import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { clearUpstreamCalls, resetSandbox, upstreamCalls } from './support/sandbox';
import { logIn } from './support/session';

// SCHED-012 (API-024), decision D-193: one schedule on its own page.

test.use({ timezoneId: 'UTC' });
test.describe.configure({ timeout: 90_000 });
test.beforeEach(resetSandbox);

const SCHEDULES = '/agents/A1001/appointment-scheduler/schedules/';
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function openMainOffice(page: Page): Promise<string> {
  await logIn(page, 'alice');
  await page.goto(SCHEDULES);
  await clearUpstreamCalls();
  await page.getByRole('region', { name: 'Main office', exact: true }).getByRole('link', { name: 'Main office' }).click();
  await expect(page).toHaveURL(/\/appointment-scheduler\/schedules\/(\d+)\/$/);
  await expect(h1(page)).toHaveText('Main office');
  return /schedules\/(\d+)\/$/.exec(page.url())![1]!;
}

test('SCHED-012 API-024: a schedule\'s name opens its own page, loaded with GET schedules/{id}/', async ({ page }) => {
  const pk = await openMainOffice(page);
  expect(await upstreamCalls()).toContain(`GET /api/agents/A1001/schedules/${pk}/`);
  const card = page.getByRole('region', { name: 'Main office', exact: true });
  await expect(card.getByRole('table', { name: 'Availability of Main office' }).getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Quotes line', exact: true })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Appointment scheduler' }).getByRole('link', { name: 'Schedules' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectAccessible(page);
  // Reloaded, the address is the same page (it can be bookmarked or shared).
  await page.reload();
  await expect(h1(page)).toHaveText('Main office');
  await page.getByRole('link', { name: 'All schedules' }).click();
  await expect(page).toHaveURL(SCHEDULES);
});

test('SCHED-012: a change on the page shows there; deleting the schedule goes back to the list without it', async ({ page }) => {
  await openMainOffice(page);
  const availability = page.getByRole('table', { name: 'Availability of Main office' });
  await page.getByRole('button', { name: 'Add availability to Main office' }).click();
  await expect(availability.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Delete schedule Main office' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Main office?' }).getByRole('button', { name: 'Delete schedule' }).click();
  await expect(page).toHaveURL(SCHEDULES);
  await expect(page.getByRole('region', { name: 'Quotes line', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Main office', exact: true })).toHaveCount(0);
});

test('SCHED-012: a number that is no schedule of the agent says so and links to the list', async ({ page }) => {
  await logIn(page, 'alice');
  await page.goto(`${SCHEDULES}999/`);
  await expect(h1(page)).toHaveText('Schedule not found');
  await expect(page.getByText('There is no schedule 999')).toBeVisible();
  await page.getByRole('link', { name: 'See all your schedules' }).click();
  await expect(page).toHaveURL(SCHEDULES);
});

test('SCHED-012: the page is accessible in dark mode and fits a 390 px phone', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await openMainOffice(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});
