import { expect, test } from './support/test';
import { formatAlert, MESSAGES } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { logIn } from './support/session';

// Seed: sam (S2001) works for Alice Anderson (A1001), who granted everything but call tracking and billing.

test.beforeEach(async () => {
  await resetSandbox();
});

test('TEAM-004 ROUTE-009 API-066: the staff landing lists each agent by name with what that agent granted', async ({ page }) => {
  const record = page.waitForRequest(
    (r) => r.url().endsWith('/graphql') && (r.postData() ?? '').includes('staffId'),
  );
  await logIn(page, 'sam');
  await expect(page).toHaveURL('/atms/S2001/');
  await record;
  const agents = page.getByRole('list', { name: 'Your agents' }).getByRole('listitem');
  await expect(agents).toHaveCount(1);
  const alice = agents.first();
  await expect(alice.getByRole('link')).toHaveText('Alice Anderson (A1001)');
  await expect(alice).toContainText('Granted: Domains, Email redirects, Appointment scheduler, Statistics, Website editor');
  // Labels, not the permission keys, and no bare id as the agent's name.
  await expect(alice).not.toContainText(/\b(calltracking|emails|stats|domains|billing)\b/);
  await expect(page.getByRole('link', { name: 'A1001', exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await alice.getByRole('link', { name: 'Alice Anderson (A1001)' }).click();
  await expect(page).toHaveURL('/agents/A1001/dashboard/');
});

test('TEAM-004 ERR-062: when the staff record does not load, the landing says so once', async ({ page }) => {
  await logIn(page, 'sam');
  await expect(page).toHaveURL('/atms/S2001/');
  await injectFault({ method: 'GET', path: '/api/users/staff/S2001/', status: 500, times: 1 });
  await page.reload();
  await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: formatAlert(MESSAGES.staffLoad) })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'This page did not load' })).toBeVisible();
  await expect(page.getByText(MESSAGES.staffLoad, { exact: true })).toHaveCount(0);
});

test('ROUTE-008 ERR-090: the provider landing form opens an agent, and says what is missing when empty', async ({ page }) => {
  await logIn(page, 'jdoe');
  await expect(page).toHaveURL('/mirus/jdoe/');
  const field = page.getByLabel("Open an agent's dashboard");
  await field.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(MESSAGES.missingAssociateId)).toBeVisible();
  await field.fill(' A1001 ');
  await field.press('Enter');
  await expect(page).toHaveURL('/agents/A1001/dashboard/');
});
