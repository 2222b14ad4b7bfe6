import { expect, test, type Page } from './support/test';
import { formatAlert, MESSAGES } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { logIn } from './support/session';

test.beforeEach(async () => {
  await resetSandbox();
});

const table = (page: Page) => page.getByRole('table', { name: 'Team members' });
const permissions = (page: Page, name: string) => page.getByRole('group', { name: `Permissions of ${name}` });
const toggle = (page: Page, label: string, name = 'Sam Summers') =>
  permissions(page, name).getByRole('checkbox', { name: `${label} for ${name}` });

const alertWith = (page: Page, text: string) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });

async function openTeam(page: Page, username = 'alice', agent = 'A1001'): Promise<void> {
  await logIn(page, username);
  await page.goto(`/agents/${agent}/team/`);
  await expect(table(page)).toBeVisible();
}

test('ROUTE-034 TEAM-001: the team page shows each staff member with labelled permission switches', async ({ page }) => {
  await openTeam(page);
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(2);
  const member = table(page).getByRole('row').nth(1).getByRole('cell').first();
  await expect(member).toContainText('Sam Summers');
  await expect(member).toContainText('sam@agents.example');
  await expect(permissions(page, 'Sam Summers').getByRole('checkbox')).toHaveCount(7);
  await expect(toggle(page, 'Domains')).toBeChecked();
  await expect(toggle(page, 'Call tracking')).not.toBeChecked();
  await expect(toggle(page, 'Billing and payment')).not.toBeChecked();
  await expect(toggle(page, 'Domains')).toBeEnabled();
  await expectAccessible(page);
});

test('TEAM-003: a switch saves the permissions (Saving…, Saved) and they stay after a reload', async ({ page }) => {
  await openTeam(page);
  await permissions(page, 'Sam Summers').getByText('Call tracking').click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(toggle(page, 'Call tracking')).toBeChecked();
  await page.reload();
  await expect(toggle(page, 'Call tracking')).toBeChecked();
  await expect(toggle(page, 'Domains')).toBeChecked();
});

test('TEAM-002: removing asks first and empties the team; adding by e-mail brings the member back', async ({ page }) => {
  await openTeam(page);
  await page.getByRole('button', { name: 'Remove Sam Summers' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove Sam Summers from the team?' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Remove member' }).click();
  await expect(table(page).getByText('No items found')).toBeVisible();

  await page.getByLabel("Staff member's email").fill('not-an-email');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await page.getByLabel("Staff member's email").fill('sam@agents.example');
  await page.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'sam@agents.example was added to the team.' })).toBeVisible();
  await expect(toggle(page, 'Domains')).toBeChecked();
  await expect(toggle(page, 'Billing and payment')).not.toBeChecked();
});

test('TEAM-001 D-33: a staff member sees the team read-only', async ({ page }) => {
  await openTeam(page, 'sam');
  await expect(page.getByText('Only the agent can change the team and its permissions.')).toBeVisible();
  await expect(toggle(page, 'Domains')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Remove Sam Summers' })).toHaveCount(0);
  await expect(page.getByLabel("Staff member's email")).toHaveCount(0);
  await expectAccessible(page);
});

test('ERR-062: a 500 on GET staff shows its alert', async ({ page }) => {
  await logIn(page, 'alice');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/staff/', status: 500 });
  await page.goto('/agents/A1001/team/');
  await expect(alertWith(page, formatAlert(MESSAGES.staffLoad))).toBeVisible();
});

test('ERR-063: a 500 on PUT staff shows its alert', async ({ page }) => {
  await openTeam(page);
  await injectFault({ method: 'PUT', path: '/api/agents/A1001/staff/', status: 500 });
  await page.getByRole('button', { name: 'Remove Sam Summers' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove member' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Those changes were not saved!' })).toContainText(
    MESSAGES.staffUpdate,
  );
  await expect(alertWith(page, formatAlert(MESSAGES.staffUpdate))).toHaveCount(1);
});

test('TEAM-001 D-33: the page says the permission switches do not narrow what a staff member may open', async ({ page }) => {
  const note = /They do not limit what a staff member can open in this portal/;
  await openTeam(page);
  await expect(page.getByText(note)).toBeVisible();
  await expect(permissions(page, 'Sam Summers')).toHaveAccessibleDescription(note);
  await page.goto('/logout/');
  await expect(page).toHaveURL('/login/');
  await openTeam(page, 'sam');
  await expect(page.getByText(note)).toBeVisible();
});
