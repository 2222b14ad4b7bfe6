import { expect, test, type Page } from './support/test';
import { CORPORATE_PERMISSIONS } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { resetSandbox } from './support/sandbox';
import { logIn } from './support/session';
import { chooseFromMenu, whenPlaced } from './support/popup';

const WARNING = 'Your permissions may be temporarily lost until you reload the page.';

// Several pages and sign-ins per test: the shared 2-core machine needs more than the default 30 s at busy times.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async () => {
  await resetSandbox();
});

/** Opens a path and expects it to render (not the login page, not /forbidden/). */
async function expectOpens(page: Page, path: string, url: string | RegExp = path): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access denied' })).toHaveCount(0);
}

async function expectForbidden(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL('/forbidden/');
  await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('portal.denied'))).toBe(path);
}

const viewAsDialog = (page: Page) => page.getByRole('dialog', { name: 'View as user' });

async function openViewAs(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'View as user' }).click();
  await expect(viewAsDialog(page)).toBeVisible();
  return viewAsDialog(page);
}

test.describe('guards', () => {
  test('AUTH-005: an unauthenticated agent path stores next and lands on /login/', async ({ page }) => {
    await page.goto('/agents/A1001/domains/');
    await expect(page).toHaveURL('/login/');
    expect(await page.evaluate(() => sessionStorage.getItem('portal.next'))).toBe('/agents/A1001/domains/');
  });

  test('AUTH-006: logging in from the redirect returns to the stored path', async ({ page }) => {
    await page.goto('/agents/A1001/domains/');
    await expect(page).toHaveURL('/login/');
    await logIn(page, 'alice');
    await expect(page).toHaveURL('/agents/A1001/domains/');
    expect(await page.evaluate(() => sessionStorage.getItem('portal.next'))).toBeNull();
  });

  test('AUTH-007: mirus may open any agent, the overview and any employee page', async ({ page }) => {
    await logIn(page, 'jdoe');
    await expectOpens(page, '/agents/A1003/dashboard/');
    await expect(page.getByRole('heading', { name: /Bob/ })).toBeVisible();
    await expectOpens(page, '/employees/E3001/');
    await expectOpens(page, '/atms/S2001/');
    await expectOpens(page, '/overview/');
  });

  test('AUTH-008: an agent opens their own area and not another agent', async ({ page }) => {
    await logIn(page, 'alice');
    await expectOpens(page, '/agents/A1001/dashboard/');
    await expectForbidden(page, '/agents/A1003/');
  });

  test('AUTH-009: staff open their own /atms/ page and not another', async ({ page }) => {
    await logIn(page, 'sam');
    await expectOpens(page, '/atms/S2001/');
    await expect(page.getByRole('link', { name: 'A1001' })).toBeVisible();
    await expectForbidden(page, '/atms/S2002/');
  });

  test('AUTH-010: staff open a granted agent and not another', async ({ page }) => {
    await logIn(page, 'sam');
    await expectOpens(page, '/agents/A1001/', '/agents/A1001/dashboard/');
    await expectForbidden(page, '/agents/A1002/dashboard/');
  });

  test('AUTH-011: corp open their own employee page and the overview, not another employee', async ({ page }) => {
    await logIn(page, 'carol');
    await expectOpens(page, '/employees/E3001/');
    await expectOpens(page, '/overview/');
    await expectForbidden(page, '/employees/E3002/');
  });

  test('AUTH-012: unknown users open only their own /user/ page', async ({ page }) => {
    await logIn(page, 'uma');
    await expectOpens(page, '/user/U4001/');
    await expectForbidden(page, '/agents/A1001/');
    await expectForbidden(page, '/user/U4002/');
  });

  test('AUTH-013: a denial stores the attempted path and shows /forbidden/', async ({ page }) => {
    await logIn(page, 'alice');
    await expectForbidden(page, '/agents/A1002/dashboard/?tab=1');
  });

  test('AUTH-014: an agent opening a mirus-only page lands on /forbidden/', async ({ page }) => {
    await logIn(page, 'alice');
    await expectForbidden(page, '/mirus/x/');
  });
});

test('ROUTE-011 D-82: an empty login form says what is missing and does not try to sign in', async ({ page }) => {
  await page.goto('/login/');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Enter your username.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.getByLabel('Username').fill('alice');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByText('Enter your username.')).toHaveCount(0);
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page.getByText("Your username and password didn't match. Please try again.")).toHaveCount(0);
  await expect(page).toHaveURL('/login/');
  await expectAccessible(page);
});

test.describe('view as user', () => {
  test('AUTH-018 AUTH-015: as mirus the view-as dialog (a mirus-only block) opens from the header; as an agent it is absent', async ({ page }) => {
    await logIn(page, 'jdoe');
    const dialog = await openViewAs(page);
    await dialog.getByRole('tab', { name: /Update/ }).click();
    await expect(dialog.getByLabel('User type').locator('option')).toHaveText([
      'agent',
      'agent team member',
      'corporate employee',
      'provider staff',
    ]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await page.context().clearCookies();
    await logIn(page, 'alice');
    await expect(page.getByRole('heading', { name: /Alice Anderson/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View as user' })).toHaveCount(0);
  });

  test('AUTH-019: the search step finds an agent, and picking one fills the update step', async ({ page }) => {
    await logIn(page, 'jdoe');
    const dialog = await openViewAs(page);
    await expect(dialog.getByRole('tab', { name: /Search/ })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('combobox', { name: 'Search agents' }).fill('ALICE');
    await whenPlaced(dialog.getByRole('listbox'));
    await dialog.getByRole('option', { name: /Alice Anderson \(A1001\)/ }).click();
    await expect(dialog.getByRole('tab', { name: /Update/ })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByLabel('User id')).toHaveValue('A1001');
    await expect(dialog.getByLabel('User type')).toHaveValue('agent');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL('/agents/A1001/dashboard/');
    await expect(page.getByText('Viewing as Alice Anderson (agent)')).toBeVisible();
  });

  test('AUTH-019: the user can jump straight to the update step', async ({ page }) => {
    await logIn(page, 'jdoe');
    const dialog = await openViewAs(page);
    await dialog.getByRole('tab', { name: /Update/ }).click();
    await expect(dialog.getByLabel('User id')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Search agents' })).toBeHidden();
  });

  test('AUTH-020: viewing as staff with agents [A1001] allows /agents/A1001/ and forbids /agents/A1002/', async ({
    page,
  }) => {
    await logIn(page, 'jdoe');
    const dialog = await openViewAs(page);
    await dialog.getByRole('tab', { name: /Update/ }).click();
    await dialog.getByLabel('User id').fill('S9');
    await dialog.getByLabel('User type').selectOption({ label: 'agent team member' });
    await dialog.getByLabel('Granted agents').fill('A1001');
    const sent = page.waitForRequest((r) => r.url().endsWith('/graphql') && !!r.headers()['x-view-as']);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    const header = (await sent).headers()['x-view-as'];
    expect(JSON.parse(decodeURIComponent(header))).toEqual({
      userType: 'staff',
      id: 'S9',
      corporatePermissions: [],
      internal: false,
      staffAgents: ['A1001'],
    });
    await expect(page).toHaveURL('/atms/S9/');
    await expect(page.getByText('Viewing as S9 (agent team member)')).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('portal.viewAs'))) ?? 'null')).toMatchObject({
      userType: 'staff',
      id: 'S9',
    });
    await expectOpens(page, '/agents/A1001/', '/agents/A1001/dashboard/');
    await expectForbidden(page, '/agents/A1002/');

    await page.getByRole('region', { name: 'Viewing as another user' }).getByRole('button', { name: 'Stop viewing as' }).click();
    await expect(page).toHaveURL('/mirus/jdoe/');
    await expect(page.getByText(/Viewing as S9/)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('portal.viewAs'))).toBeNull();
  });

  test('AUTH-020: logging out ends viewing as someone else', async ({ page }) => {
    await logIn(page, 'jdoe');
    const dialog = await openViewAs(page);
    await dialog.getByRole('tab', { name: /Update/ }).click();
    await dialog.getByLabel('User id').fill('A1002');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Viewing as Ivan Ingram (agent)')).toBeVisible();
    await chooseFromMenu(page.getByRole('banner').getByRole('button', { name: 'Ivan Ingram' }), 'Log out');
    await expect(page).toHaveURL('/login/');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('portal.viewAs'))).toBeNull();
    await logIn(page, 'jdoe');
    await expect(page).toHaveURL('/mirus/jdoe/');
    await expect(page.getByText(/Viewing as/)).toHaveCount(0);
  });

  test('AUTH-020: viewing as a corporate employee with a permission', async ({ page }) => {
    await logIn(page, 'jdoe');
    const dialog = await openViewAs(page);
    await dialog.getByRole('tab', { name: /Update/ }).click();
    await dialog.getByLabel('User id').fill('E77');
    await dialog.getByLabel('User type').selectOption({ label: 'corporate employee' });
    await dialog.getByRole('checkbox', { name: 'Agent Quote Landing Page stats' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL('/employees/E77/');
    await expect(page.getByText('Viewing as E77 (corporate employee)')).toBeVisible();
  });

  test('AUTH-020: the update step needs a user id', async ({ page }) => {
    await logIn(page, 'jdoe');
    const dialog = await openViewAs(page);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog.getByText('Enter the id of the user to view the portal as.')).toBeVisible();
    await expect(dialog.getByLabel('User id')).toBeVisible();
  });

  test('AUTH-021: the dialog warns that permissions may be lost until reload', async ({ page }) => {
    await logIn(page, 'jdoe');
    const dialog = await openViewAs(page);
    await expect(dialog.getByText(WARNING)).toBeVisible();
    await dialog.getByRole('tab', { name: /Update/ }).click();
    await expect(dialog.getByText(WARNING)).toBeVisible();
  });

  test('AUTH-022: after internal is turned off, the control stays disabled until reload', async ({ page }) => {
    await logIn(page, 'jdoe');
    let dialog = await openViewAs(page);
    await dialog.getByRole('tab', { name: /Update/ }).click();
    await dialog.getByLabel('User id').fill('kim');
    await dialog.getByLabel('User type').selectOption({ label: 'provider staff' });
    const internal = dialog.getByRole('checkbox', { name: 'Internal' });
    await internal.check({ force: true });
    await expect(internal).toBeChecked();
    await internal.uncheck({ force: true });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL('/mirus/kim/');
    await expect(page.getByText('Viewing as kim (provider staff)')).toBeVisible();

    dialog = await openViewAs(page);
    await dialog.getByRole('tab', { name: /Update/ }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Internal' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.reload();
    await expect(page.getByText('Viewing as kim (provider staff)')).toBeVisible();
    dialog = await openViewAs(page);
    await dialog.getByRole('tab', { name: /Update/ }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Internal' })).toBeEnabled();
  });

  test('AUTH-020: the banner and the user menu name the viewed agent, the id only as a detail', async ({ page }) => {
    await logIn(page, 'jdoe');
    const dialog = await openViewAs(page);
    await dialog.getByRole('tab', { name: /Update/ }).click();
    await dialog.getByLabel('User id').fill('A1003');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL('/agents/A1003/dashboard/');
    const banner = page.getByRole('region', { name: 'Viewing as another user' });
    await expect(banner).toContainText('Viewing as Bob Baker (agent)');
    await expect(banner).toContainText('Associate id A1003');
    await expect(banner).toContainText('Signed in as jdoe');
    await expect(banner.getByText(/Viewing as A1003/)).toHaveCount(0);
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Bob Baker' });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'A1003' })).toHaveCount(0);
    await menuButton.click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Bob Baker');
    await expect(menu).toContainText('Associate id A1003');
    await page.keyboard.press('Escape');
    await expectAccessible(page);
  });

  test('AUTH-020: the dialog lists the corporate permissions by the overview page each opens, not by key', async ({
    page,
  }) => {
    await logIn(page, 'jdoe');
    const dialog = await openViewAs(page);
    await dialog.getByRole('tab', { name: /Update/ }).click();
    const permissions = dialog.getByRole('group', { name: 'Corporate permissions' }).getByRole('checkbox');
    await expect(permissions).toHaveCount(CORPORATE_PERMISSIONS.length);
    await expect(dialog.getByRole('checkbox', { name: 'Approval Queue' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'M1 stats' })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'M1 website editor' })).toBeVisible();
    for (const key of CORPORATE_PERMISSIONS) await expect(dialog.getByText(key, { exact: true })).toHaveCount(0);
    await expectAccessible(page);
  });
});
