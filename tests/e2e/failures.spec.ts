import { expect, test } from './support/test';
import { formatAlert, MESSAGES } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { resetSandbox } from './support/sandbox';
import { logIn, openAs } from './support/session';

// What a new user hit (issue #9): failures say what happened, once, in words meant for them.

test.beforeEach(async () => {
  await resetSandbox();
});

const alertWith = (page: import('./support/test').Page, text: string) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });

test('SHELL-033 ERR-084 D-74: provider staff opening an unknown agent read once that it does not exist', async ({ page }) => {
  await openAs(page, 'jdoe', '/agents/A9999/dashboard/');
  await expect(alertWith(page, formatAlert(MESSAGES.agentNotFound('A9999')))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'This page did not load' })).toBeVisible();
  await expect(page.getByText(MESSAGES.agentNotFound('A9999'))).toHaveCount(1);
  await expect(page.getByText(MESSAGES.agentData('A9999'))).toHaveCount(0);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expectAccessible(page);
});

test('ROUTE-008 ERR-090: an empty associate id on the provider landing says what is missing', async ({ page }) => {
  await openAs(page, 'jdoe', '/mirus/jdoe/');
  const field = page.getByLabel("Open an agent's dashboard");
  await page.getByRole('button', { name: 'Open dashboard' }).click();
  await expect(page).toHaveURL('/mirus/jdoe/');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(page.getByText(MESSAGES.missingAssociateId)).toBeVisible();
  await expectAccessible(page);
  await field.fill('A1003');
  await expect(page.getByText(MESSAGES.missingAssociateId)).toHaveCount(0);
  await page.getByRole('button', { name: 'Open dashboard' }).click();
  await expect(page).toHaveURL('/agents/A1003/dashboard/');
});

test('ERR-001 ERR-002 D-74: a 500 from /graphql shows the generic text once, never the raw server message', async ({ page }) => {
  const raw = 'TypeError: Cannot read properties of undefined (reading agent)';
  await logIn(page, 'alice');
  await page.route('**/graphql', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: raw }] }) })
      : route.continue(),
  );
  await page.goto('/agents/A1001/domains/');
  await expect(alertWith(page, formatAlert(MESSAGES.generic))).toBeVisible();
  await expect(page.getByText(MESSAGES.generic)).toHaveCount(1);
  await expect(page.getByText(raw)).toHaveCount(0);
});

test('ERR-002: a 502 html page from a proxy shows the generic text once', async ({ page }) => {
  await logIn(page, 'alice');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route('**/graphql', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 502, contentType: 'text/html', body: '<html><h1>502 Bad Gateway</h1></html>' })
      : route.continue(),
  );
  await page.getByRole('navigation').getByRole('link', { name: 'Domains' }).first().click();
  await expect(alertWith(page, formatAlert(MESSAGES.generic))).toBeVisible();
  await expect(page.getByText(MESSAGES.generic)).toHaveCount(1);
  await expect(page.getByText('502 Bad Gateway')).toHaveCount(0);
});
