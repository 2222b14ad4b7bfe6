import { MESSAGES } from '@portal/rules';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { logIn, openAs } from './support/session';

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
const TAB_URL = '/agents/A1001/dashboard/?admin=job_listing_url';
const offices = (page: Page) => toolbox(page).getByRole('tablist', { name: 'Office locations' });
/** Switches office and waits until its panel is the one shown: the switch is a navigation, so a slow render would
 * otherwise leave the previous office's form under the next step. */
const office = async (page: Page, name: string) => {
  const tab = offices(page).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return toolbox(page).getByRole('tabpanel');
};
const overrideField = (page: Page) => toolbox(page).getByRole('textbox', { name: 'Microsite URL Override' });
const button = (page: Page, name: string) => toolbox(page).getByRole('button', { name, exact: true });
const section = (page: Page, name: string) => toolbox(page).getByRole('region', { name });

/** Holds the gateway's answers that contain `marker` until released. */
async function holdAnswers(page: Page, marker: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    const response = await route.fetch();
    const text = await response.text();
    if (text.includes(marker)) await held;
    await route.fulfill({ response, body: text });
  });
  return release;
}

test.beforeEach(resetSandbox);

test('ADMIN-014: Jobs Listing without an agent in the route shows the warning', async ({ page }) => {
  await openAs(page, 'jdoe', '/?admin=job_listing_url');
  await expect(toolbox(page).getByRole('tab', { name: 'Jobs Listing' })).toHaveAttribute('aria-selected', 'true');
  await expect(toolbox(page).getByText(MESSAGES.toolboxNeedsAgent, { exact: true })).toBeVisible();
});

test('ADMIN-068: with a delayed locations call "Getting jobs..." is shown', async ({ page }) => {
  await logIn(page, 'jdoe');
  const release = await holdAnswers(page, '"jobLocations"');
  await page.goto(TAB_URL);
  await expect(toolbox(page).getByText('Getting jobs...', { exact: true })).toBeVisible();
  release();
  await expect(offices(page)).toBeVisible();
});

test('ADMIN-059 ADMIN-060 ADMIN-061 ADMIN-062 ADMIN-069: tabs active first, "Austin, state", the link, the field, the job lists', async ({
  page,
}) => {
  await openAs(page, 'jdoe', TAB_URL);
  await expect(offices(page).getByRole('tab')).toHaveText(['Georgetown, TX', 'Round Rock, TX', 'Austin, state']);
  const panel = await office(page, 'Georgetown, TX');
  await expect(panel.getByRole('link', { name: 'https://alice-insurance.example/jobs/' })).toHaveAttribute(
    'href',
    'https://alice-insurance.example/jobs/',
  );
  await expect(overrideField(page)).toBeVisible();
  await expect(panel.getByText('Enter url to override microsite url', { exact: true })).toBeVisible();
  await expect(section(page, 'Open Positions With Complete Data').getByRole('link')).toHaveText(['Licensed Insurance Agent']);
  await expect(section(page, 'Open Positions With Missing Data').getByRole('link')).toHaveText(['Customer Service Representative']);
  await expect(panel.getByText('Last crawl: ', { exact: false })).toContainText(/Last crawl: \d+ (day|days|week|weeks|month|months) ago/);
  await expect(panel.getByText(MESSAGES.noOpenJobs)).toHaveCount(0);
  await expectAccessible(page);
});

test('ADMIN-071 ERR-101 ADMIN-066 ADMIN-064: an active listing with no jobs, never crawled; Clear Override clears it', async ({
  page,
}) => {
  await openAs(page, 'jdoe', TAB_URL);
  const panel = await office(page, 'Round Rock, TX');
  await expect(panel.getByText(MESSAGES.noOpenJobs, { exact: true })).toBeVisible();
  await expect(panel.getByText('Last crawl: never', { exact: true })).toBeVisible();
  await expect(overrideField(page)).toHaveValue('https://www.alice-careers.test/openings');
  await expect(button(page, 'Clear Override')).toBeEnabled();
  await button(page, 'Clear Override').click();
  await expect(overrideField(page)).toHaveValue('');
  await expect(button(page, 'Clear Override')).toBeDisabled();
});

test('ERR-102: an inactive listing on the jobs site says the url may be wrong; another host does not', async ({ page }) => {
  await openAs(page, 'jdoe', TAB_URL);
  let panel = await office(page, 'Austin, state');
  await expect(panel.getByText(MESSAGES.jobsNotFound, { exact: true })).toBeVisible();
  panel = await office(page, 'Georgetown, TX');
  await expect(panel.getByText(MESSAGES.jobsNotFound)).toHaveCount(0);
});

test('ADMIN-063 ADMIN-067 VALID-047: Save & Crawl is enabled by a valid edit; Enter saves, crawls and lists the jobs', async ({
  page,
}) => {
  await openAs(page, 'jdoe', TAB_URL);
  await office(page, 'Austin, state');
  const save = button(page, 'Save & Crawl');
  await expect(save).toBeDisabled();
  await overrideField(page).fill('HTTPS://X.COM');
  await expect(save).toBeDisabled();
  await overrideField(page).fill('https://jobs.agents.test/alice-anderson');
  await expect(save).toBeEnabled();
  await overrideField(page).press('Enter');
  await expect(toolbox(page).getByText('Crawling Microsite...', { exact: true })).toBeVisible();
  await expect(section(page, 'Open Positions With Complete Data').getByRole('link')).toHaveText(['Account Manager', 'Sales Associate'], {
    timeout: 15_000,
  });
  await expect(section(page, 'Open Positions With Missing Data').getByRole('link')).toHaveText(['Office Intern']);
  await expect(toolbox(page).getByText('Crawling Microsite...')).toHaveCount(0);
  await expect(toolbox(page).getByText(/^Last crawl: (just now|\d+ seconds? ago)$/)).toBeVisible();
  await expect(button(page, 'Clear Override')).toBeEnabled();
  await expect(save).toBeDisabled();
});

test('ADMIN-065: Crawl crawls again and updates the last crawl', async ({ page }) => {
  await openAs(page, 'jdoe', TAB_URL);
  await office(page, 'Georgetown, TX');
  await button(page, 'Crawl').click();
  await expect(toolbox(page).getByText('Crawling Microsite...', { exact: true })).toBeVisible();
  await expect(toolbox(page).getByText(/^Last crawl: (just now|\d+ seconds? ago)$/)).toBeVisible({ timeout: 15_000 });
});

test('ERR-074: a 500 on GET locations shows its alert', async ({ page }) => {
  await injectFault({ method: 'GET', path: '/api/agents/A1001/locations/', status: 500, times: 5 });
  await openAs(page, 'jdoe', TAB_URL);
  await expect(toolbox(page).getByText(MESSAGES.jobListings, { exact: true })).toBeVisible();
});

test('ERR-075: a 500 on POST jobs shows its alert', async ({ page }) => {
  await injectFault({ method: 'POST', path: '/api/agents/A1001/locations/OFF-A1001-AUS/jobs/', status: 500, times: 5 });
  await openAs(page, 'jdoe', TAB_URL);
  await office(page, 'Austin, state');
  await overrideField(page).fill('https://jobs.agents.test/alice-anderson');
  await button(page, 'Save & Crawl').click();
  await expect(page.getByText(MESSAGES.jobListingUpdate).first()).toBeVisible();
});

test('ADMIN-059 accessibility (dark): no serious axe violation on the Jobs Listing', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await openAs(page, 'jdoe', TAB_URL);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await office(page, 'Austin, state');
  await expect(toolbox(page).getByText(MESSAGES.jobsNotFound)).toBeVisible();
  await expectAccessible(page);
});
