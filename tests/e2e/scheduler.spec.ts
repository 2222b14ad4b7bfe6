import { expect, test, type Page } from './support/test';
import { MESSAGES } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { logIn, openAs } from './support/session';

test.use({ timezoneId: 'UTC' });
// Each test walks several pages of the real stack; the default 30 s is tight on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async () => {
  await resetSandbox();
});

const ROOT = '/agents/A1001/appointment-scheduler/';
const DUPLICATE_WARNING = 'Another schedule has this name. Give each schedule its own name to tell them apart.';

/** The alert bar's entry; a modal dialog hides the page (and the bar) from the accessibility tree meanwhile. */
const alertWith = (page: Page, text: string) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });

const schedule = (page: Page, label: string) =>
  page.getByRole('region', { name: label, exact: true });

const savingStatus = (page: Page) => page.getByRole('status', { name: 'Scheduler saving status' });

async function cancelSubscription(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel your scheduler subscription?' });
  await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page).toHaveURL(ROOT);
}

test('ROUTE-028: without the scheduler (bob, default settings) the scheduler and its children land on dashboard/', async ({
  page,
}) => {
  await logIn(page, 'bob');
  for (const child of ['', 'appointments/', 'schedules/', 'settings/']) {
    await page.goto(`/agents/A1003/appointment-scheduler/${child}`);
    await expect(page).toHaveURL('/agents/A1003/dashboard/');
  }
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.forbidden })).toHaveCount(0);
});

test('ROUTE-028 ROUTE-036 SCHED-010: the test agent sees the scheduler; subscribed, the root lands on schedules/', async ({
  page,
}) => {
  await openAs(page, 'alice', ROOT);
  await expect(page).toHaveURL(`${ROOT}schedules/`);
  await expect(page.getByRole('heading', { name: 'Schedules', level: 1 })).toBeVisible();
  const main = schedule(page, 'Main office');
  await expect(main.getByText('Domains: alice-insurance.example')).toBeVisible();
  const availability = main.getByRole('table', { name: 'Availability of Main office' });
  await expect(availability.getByRole('row')).toHaveCount(3);
  await expect(availability.getByRole('row').nth(1)).toContainText('Monday, Tuesday, Wednesday, Thursday, Friday');
  await expect(availability.getByRole('row').nth(1)).toContainText('09:00 to 17:00');
  await expect(availability.getByRole('row').nth(1)).toContainText('15, 30 minutes');
  await expect(availability.getByRole('row').nth(1)).toContainText('In person, Phone');
  await expect(availability.getByRole('row').nth(1)).toContainText('Austin office');
  await expect(main.getByRole('table', { name: 'Out of office of Main office' })).toContainText('Dec 24, 2026');
  const quotes = schedule(page, 'Quotes line');
  await expect(quotes.getByText('Domains: alice-quotes.example')).toBeVisible();
  await expect(quotes.getByRole('table', { name: 'Availability of Quotes line' })).toContainText('Tuesday, Thursday');
  await expect(page.getByRole('navigation', { name: 'Appointment scheduler' }).getByRole('link')).toHaveText([
    'Appointments',
    'Schedules',
    'Settings',
  ]);
  await expect(page.getByRole('link', { name: 'Schedules' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
});

test('SCHED-010 SCHED-016 SCHED-021: a schedule reads in words: the out-of-office date, who is out and whose time a block is, by name (issue #9)', async ({
  page,
}) => {
  await openAs(page, 'alice', `${ROOT}schedules/`);
  const outOfOffice = schedule(page, 'Main office').getByRole('table', { name: 'Out of office of Main office' });
  await expect(outOfOffice.getByRole('columnheader')).toHaveText([/^Date/, 'Hours', 'Who is out', 'Repeats every year', 'Actions']);
  await expect(outOfOffice.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    'Dec 24, 2026',
    '09:00 to 17:00',
    'Alice Anderson',
    'Yes',
    /Edit/,
  ]);
  await expect(outOfOffice).not.toContainText('2026-12-24');
  await expect(outOfOffice).not.toContainText('A1001');

  const quotes = schedule(page, 'Quotes line').getByRole('table', { name: 'Availability of Quotes line' });
  await expect(quotes.getByRole('row').nth(1).getByRole('cell').nth(4)).toHaveText('Staff: Sam Summers');
  await expect(quotes).not.toContainText('S2001');

  // The edit dialog keeps the ids it sends, and says whom they name.
  await outOfOffice.getByRole('button', { name: 'Edit out of office Dec 24, 2026' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit out-of-office block' });
  await expect(dialog.getByLabel('Who is out')).toHaveValue('A1001');
  await expect(dialog.getByText('Now: Alice Anderson.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete out of office Dec 24, 2026' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete this out-of-office block?' })).toContainText(
    'Dec 24, 2026, 09:00 to 17:00: clients can book these hours again.',
  );
});

test('SCHED-004 ROUTE-037 ROUTE-038 ROUTE-039 SCHED-002: cancel leads to the pitch page, children go back to it, enable goes to schedules/', async ({
  page,
}) => {
  await openAs(page, 'alice', `${ROOT}appointments/`);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel your scheduler subscription?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Keep subscription' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${ROOT}appointments/`);

  await cancelSubscription(page);
  await expect(page.getByRole('heading', { name: 'Appointment scheduler', level: 1 })).toBeVisible();
  await expect(page.getByText('Your scheduler subscription was canceled.')).toBeVisible();
  await expectAccessible(page);

  for (const child of ['appointments/', 'schedules/', 'settings/']) {
    await page.goto(`${ROOT}${child}`);
    await expect(page).toHaveURL(ROOT);
    await expect(page.getByRole('button', { name: 'Enable the appointment scheduler' })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Enable the appointment scheduler' }).click();
  await expect(page).toHaveURL(`${ROOT}schedules/`);
  await expect(page.getByText('The appointment scheduler is on.')).toBeVisible();
  await expect(schedule(page, 'Main office')).toBeVisible();
});

test('ERR-015: a 500 on PUT enable/ shows its alert and the pitch page stays', async ({ page }) => {
  await openAs(page, 'alice', `${ROOT}schedules/`);
  await cancelSubscription(page);
  await injectFault({ method: 'PUT', path: '/api/agents/A1001/scheduler_subscription/enable/', status: 500 });
  await page.getByRole('button', { name: 'Enable the appointment scheduler' }).click();
  await expect(alertWith(page, MESSAGES.schedSignUp).first()).toBeVisible();
  await expect(page).toHaveURL(ROOT);
});

test('SCHED-005 SCHED-006 SCHED-007: appointments show who, where (or Virtual), the status and a formatted date', async ({
  page,
}) => {
  await openAs(page, 'alice', `${ROOT}appointments/`);
  const table = page.getByRole('table', { name: 'Appointments' });
  await expect(table.getByRole('row')).toHaveCount(5);
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('Tom Reyes');
  await expect(rows.nth(1)).toContainText('Canceled');
  await expect(rows.nth(2).getByRole('cell').nth(0)).toContainText('Dec 1, 2026, 3:00 PM');
  await expect(table).not.toContainText('2026-12-01');
  await expect(rows.nth(2).getByRole('cell').nth(1)).toHaveText('Maria Lopez');
  await expect(rows.nth(2).getByRole('cell').nth(3)).toHaveText('Austin');
  await expect(rows.nth(2).getByRole('cell').nth(4)).toHaveText('Scheduled');
  await expect(rows.nth(3).getByRole('cell').nth(3)).toHaveText('Virtual');
  await expect(rows.nth(4).getByRole('cell').nth(1)).toHaveText('Priya Shah');
  await expect(rows.nth(4).getByRole('cell').nth(2)).toHaveText('Sam Summers');
  await expect(rows.nth(4).getByRole('cell').nth(3)).toHaveText('Round Rock');
  await expect(rows.nth(4).getByRole('cell').nth(4)).toHaveText('Scheduled');
  await expectAccessible(page);
});

test('SCHED-008 SCHED-009: an appointment is canceled after a confirmation and another is rescheduled', async ({ page }) => {
  await openAs(page, 'alice', `${ROOT}appointments/`);
  const row = (name: string) =>
    page.getByRole('table', { name: 'Appointments' }).getByRole('row').filter({ hasText: name });

  await page.getByRole('button', { name: 'Cancel the appointment with Maria Lopez' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Cancel the appointment with Maria Lopez?' });
  await expectAccessible(page);
  await cancel.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(cancel).toBeHidden();
  await expect(row('Maria Lopez').getByRole('cell').nth(4)).toHaveText('Canceled');

  await page.getByRole('button', { name: 'Reschedule the appointment with Dan Kim' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule the appointment with Dan Kim' });
  await dialog.getByLabel('New date and time').fill('2026-12-09T10:30');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await expect(dialog).toBeHidden();
  await expect(row('Dan Kim').getByRole('cell').nth(0)).toContainText('Dec 9, 2026, 10:30 AM');
  await expect(row('Dan Kim').getByRole('cell').nth(4)).toHaveText('Rescheduled');
});

test('ERR-017: a 500 on GET appointments shows its alert', async ({ page }) => {
  await logIn(page, 'alice');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/appointments/', status: 500 });
  await page.goto(`${ROOT}appointments/`);
  await expect(alertWith(page, MESSAGES.appointmentsLoad)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Appointments' })).toHaveCount(0);
});

test('SCHED-015 SCHED-019 SCHED-026 SCHED-027: a new availability block has the defaults; its weekday chips start on Sunday; the indicator says Saved then hides', async ({
  page,
}) => {
  await openAs(page, 'alice', `${ROOT}schedules/`);
  const quotes = schedule(page, 'Quotes line');
  const table = quotes.getByRole('table', { name: 'Availability of Quotes line' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await quotes.getByRole('button', { name: 'Add availability to Quotes line' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  const added = table.getByRole('row').nth(2);
  await expect(added.getByRole('cell')).toHaveText([
    'Monday, Tuesday, Wednesday, Thursday, Friday',
    '09:00 to 17:00',
    '15, 30 minutes',
    'In person, Phone',
    '',
    /Edit/,
  ]);
  await expect(savingStatus(page)).toHaveText('Saved');
  await expect(savingStatus(page)).toHaveText('', { timeout: 5000 });

  await added.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit availability' });
  const chips = dialog.getByRole('group', { name: 'Weekdays' }).getByRole('button');
  await expect(chips.first()).toHaveText('Sunday');
  await expect(chips).toHaveText(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  await expectAccessible(page);
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
    await dialog.getByRole('button', { name: day, exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose at least one weekday.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sunday', exact: true }).click();
  await dialog.getByLabel('Start').fill('08:00');
  await dialog.getByLabel('Location').fill('Back office');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(added.getByRole('cell').nth(0)).toHaveText('Sunday');
  await expect(added.getByRole('cell').nth(1)).toHaveText('08:00 to 17:00');
  await expect(added.getByRole('cell').nth(4)).toHaveText('Back office');

  await added.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete availability' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
});

test('SCHED-020 SCHED-022 SCHED-023: an out-of-office block is added for today 09:00 to 17:00, edited and deleted', async ({
  page,
}) => {
  await openAs(page, 'alice', `${ROOT}schedules/`);
  const quotes = schedule(page, 'Quotes line');
  const table = quotes.getByRole('table', { name: 'Out of office of Quotes line' });
  await expect(table).toContainText('No items found');
  await quotes.getByRole('button', { name: 'Add out-of-office block to Quotes line' }).click();
  // Today as a person reads it ("Nov 23, 2026"), in the browser's own calendar.
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date()),
  );
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('cell')).toHaveText([today, '09:00 to 17:00', 'Everyone', 'No', /Edit/]);

  await row.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit out-of-office block' });
  await dialog.getByLabel('Date').fill('2027-01-02');
  await dialog.getByText('Repeats every year').click();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell')).toHaveText(['Jan 2, 2027', '09:00 to 17:00', 'Everyone', 'Yes', /Edit/]);

  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete block' }).click();
  await expect(table).toContainText('No items found');
});

test('SCHED-011 SCHED-013 SCHED-014: a new schedule gets a "New Schedule XYZ" label, is renamed and deleted', async ({
  page,
}) => {
  await openAs(page, 'alice', `${ROOT}schedules/`);
  await page.getByRole('button', { name: 'New schedule' }).click();
  const heading = page.getByRole('heading', { level: 2, name: /^New Schedule [A-Z0-9]{3}$/ });
  await expect(heading).toBeVisible();
  const label = (await heading.textContent()) ?? '';
  const card = schedule(page, label);
  await card.getByRole('button', { name: `Edit schedule ${label}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${label}` });
  await dialog.getByLabel('Schedule name').fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter a name for the schedule.')).toBeVisible();
  await dialog.getByLabel('Schedule name').fill('Evenings');
  await dialog.getByLabel('Domains').fill('aliceanderson-agency.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const evenings = schedule(page, 'Evenings');
  await expect(evenings.getByText('Domains: aliceanderson-agency.example')).toBeVisible();

  await evenings.getByRole('button', { name: 'Delete schedule Evenings' }).click();
  await page.getByRole('alertdialog', { name: 'Delete Evenings?' }).getByRole('button', { name: 'Delete schedule' }).click();
  await expect(evenings).toHaveCount(0);
  await expect(schedule(page, 'Main office')).toBeVisible();
});

test('SCHED-011 SCHED-013: a new schedule scrolls into view with focus on its name; a duplicate name is warned about', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 500 });
  await openAs(page, 'alice', `${ROOT}schedules/`);
  await expect(schedule(page, 'Main office')).toBeVisible();
  await page.getByRole('button', { name: 'New schedule' }).click();
  const heading = page.getByRole('heading', { level: 2, name: /^New Schedule [A-Z0-9]{3}$/ });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  const label = (await heading.textContent()) ?? '';
  await expect(page.getByRole('status').filter({ hasText: `${label} was added at the end of the list.` })).toBeVisible();

  await schedule(page, label).getByRole('button', { name: `Edit schedule ${label}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${label}` });
  await dialog.getByLabel('Schedule name').fill('Main office');
  await expect(dialog.getByText(DUPLICATE_WARNING)).toBeVisible();
  await dialog.getByLabel('Schedule name').fill('Evenings');
  await expect(dialog.getByText(DUPLICATE_WARNING)).toHaveCount(0);
});

test('ERR-021: a 500 on POST schedules shows its alert', async ({ page }) => {
  await openAs(page, 'alice', `${ROOT}schedules/`);
  await expect(schedule(page, 'Main office')).toBeVisible();
  await injectFault({ method: 'POST', path: '/api/agents/A1001/schedules/', status: 500 });
  await page.getByRole('button', { name: 'New schedule' }).click();
  await expect(alertWith(page, MESSAGES.scheduleCreate)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(2);
});

test('SCHED-028 SCHED-024 SCHED-025: settings show the calendar links and the recipients, which can be changed and saved', async ({
  page,
}) => {
  await openAs(page, 'alice', `${ROOT}settings/`);
  await expect(page.getByRole('heading', { name: 'Scheduler settings', level: 1 })).toBeVisible();
  const agency = page.getByRole('textbox', { name: 'All appointments of the agency' });
  await expect(agency).toHaveValue(/^https:\/\/calendars\.provider\.example\/ical\/A1001\/.+\.ics$/);
  await expect(page.getByRole('textbox', { name: 'Main office', exact: true })).toHaveValue(/\.ics$/);
  await expect(page.getByRole('textbox', { name: 'Quotes line', exact: true })).toHaveValue(/\.ics$/);
  await expect(page.getByRole('button', { name: /^Copy the link/ })).toHaveCount(3);

  const list = page.getByRole('list', { name: 'Recipients' });
  await expect(list.getByRole('listitem')).toHaveText([/^alice@agents\.example/, /^frontdesk@alice-insurance\.example/]);
  await expectAccessible(page);

  await page.getByLabel('Add a recipient').fill('not-an-email');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Enter a valid email address for every recipient.')).toBeVisible();
  await page.getByLabel('Add a recipient').fill('office@alice-insurance.example');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Remove frontdesk@alice-insurance.example' }).click();
  await page.getByRole('button', { name: 'Save recipients' }).click();
  await expect(savingStatus(page)).toHaveText('Saved');

  await page.reload();
  await expect(page.getByRole('list', { name: 'Recipients' }).getByRole('listitem')).toHaveText([
    /^alice@agents\.example/,
    /^office@alice-insurance\.example/,
  ]);
});

test('ERR-014: a 500 on GET scheduler_subscription shows its alert and a retry', async ({ page }) => {
  await logIn(page, 'alice');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/scheduler_subscription/', status: 500 });
  await page.goto(ROOT);
  await expect(alertWith(page, MESSAGES.schedSubscriptionLoad).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('ERR-030 ERR-031: failed calendar links and recipients show their alerts; the page stays', async ({ page }) => {
  await logIn(page, 'alice');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/calendars/', status: 500 });
  await injectFault({ method: 'GET', path: '/api/agents/A1001/appointment_notification_recipients/', status: 500 });
  await page.goto(`${ROOT}settings/`);
  await expect(page.getByRole('heading', { name: 'Scheduler settings', level: 1 })).toBeVisible();
  await expect(page.getByText(MESSAGES.calendarsLoad, { exact: true })).toBeVisible();
  await expect(page.getByText(MESSAGES.recipientsLoad, { exact: true })).toBeVisible();
  await expect(alertWith(page, MESSAGES.calendarsLoad).or(alertWith(page, MESSAGES.recipientsLoad)).first()).toBeVisible();
});
