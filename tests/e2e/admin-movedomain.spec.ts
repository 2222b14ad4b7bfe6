import { DOMAIN_RULE_MESSAGES, MESSAGES, MOVE_MESSAGES } from '@portal/rules';
import { MOVE_PRODUCT_LABELS } from '../../web/src/lib/moveProductLabels';
import { expect, test, type Locator, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { logIn, openAs } from './support/session';

test.beforeEach(resetSandbox);

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
const form = (page: Page) => toolbox(page).getByRole('form', { name: 'Move a domain' });
// The alert bar sits behind the modal drawer (aria-hidden while it is open); the tab repeats each text itself.
const alertBar = (page: Page, text: string) => page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });

/** The message a form shows for one field: the field is invalid and its error message is that text. */
async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const id = await field.getAttribute('aria-errormessage');
  await expect(field.page().locator(`[id="${id}"]`)).toHaveText(message);
}

/** Issue #26 (D-224): a move asks first, naming the domain, the agent and the alias; yes moves it. */
const question = (page: Page) => page.getByRole('alertdialog', { name: /^Move .+ from .+ to the agent with alias .+\?$/ });
async function confirmMove(page: Page): Promise<void> {
  await question(page).getByRole('button', { name: 'Move domain' }).click();
  await expect(question(page)).toHaveCount(0);
}

async function openTab(page: Page, route = '/agents/A1001/domains/') {
  await openAs(page, 'jdoe', `${route}?admin=move_domain`);
  await expect(toolbox(page).getByRole('tab', { name: 'Move Domain' })).toHaveAttribute('aria-selected', 'true');
}

test('ADMIN-016 ADMIN-034 CONST-035 DOM-015: the movable domains, outside ones disabled, and the four type labels', async ({
  page,
}) => {
  await openTab(page);
  await expect(toolbox(page).getByRole('heading', { level: 3, name: 'Move a domain to another agent' })).toBeVisible();
  await expect(form(page).getByRole('radio', { name: /^alice-external\.example/ })).toBeDisabled();
  await expect(form(page).getByText(DOMAIN_RULE_MESSAGES.cannotMove)).toBeVisible();
  await expect(form(page).getByRole('radio', { name: /^alice-quotes\.example/ })).toBeEnabled();
  await expect(form(page).getByRole('radio', { name: /^old-alice\.example/ })).toHaveCount(0); // cancelled: not movable
  const types = await form(page).getByLabel('Target domain type').locator('option').allInnerTexts();
  expect(types.slice(1).sort()).toEqual(Object.values(MOVE_PRODUCT_LABELS).sort());
  expect(types).toContain('Secure Microsite Proxy');
  expect(types).toContain('Secure Parked');
  await expectAccessible(page);
});

test('VALID-028 VALID-029 VALID-030: the input is checked before anything is sent', async ({ page }) => {
  await openTab(page);
  let sent = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/graphql') && r.postData()?.includes('targetAlias')) sent += 1;
  });
  await form(page).getByLabel('Target agent alias').fill('abcde');
  await form(page).getByRole('button', { name: 'Move domain' }).click();
  await expect(form(page).getByText(DOMAIN_RULE_MESSAGES.moveDomain)).toBeVisible();
  await expectFieldError(form(page).getByLabel('Target agent alias'), MOVE_MESSAGES.alias);
  await expectFieldError(form(page).getByLabel('Target domain type'), MOVE_MESSAGES.productType);
  expect(sent).toBe(0);
});

test('ADMIN-034 ADMIN-035: a move by keyboard goes idle → moving → done and the domain leaves the list', async ({ page }) => {
  await openTab(page, '/agents/A1001/dashboard/');
  await expect(toolbox(page).locator('[data-state="idle"]')).toHaveCount(1);
  const quotes = form(page).getByRole('radio', { name: /^alice-quotes\.example/ });
  await quotes.focus();
  await page.keyboard.press('Space');
  await expect(quotes).toBeChecked();
  await form(page).getByLabel('Target agent alias').fill('rbak');
  await form(page).getByLabel('Target domain type').selectOption('m1');
  const removeRedirects = form(page).getByRole('checkbox', { name: 'Remove email redirects' });
  await removeRedirects.focus();
  await page.keyboard.press('Space');
  await expect(removeRedirects).toBeChecked();
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.postData()?.includes('targetAlias')) sent += 1;
  });
  await form(page).getByLabel('Target agent alias').press('Enter');
  // Nothing moves before the question is answered; it names the domain, both sides and what follows.
  await expect(question(page)).toHaveAccessibleName(
    'Move alice-quotes.example from Alice Anderson (A1001) to the agent with alias rbak?',
  );
  await expect(question(page)).toContainText('alice-quotes.example and its site leave Alice Anderson (A1001) and become a');
  await expect(question(page)).toContainText("The domain's email redirects are removed.");
  expect(sent).toBe(0);
  const asked = page.waitForRequest((r) => r.url().endsWith('/graphql') && r.postData()?.includes('targetAlias') === true);
  await expect(question(page).getByRole('button', { name: 'Keep the domain here' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(question(page).getByRole('button', { name: 'Move domain' })).toBeFocused();
  await page.keyboard.press('Enter');
  const body = (await asked).postDataJSON();
  expect(body.variables.input).toEqual({
    agentId: 'A1001',
    domainName: 'alice-quotes.example',
    targetAlias: 'rbak',
    targetProductType: 'm1',
    removeRedirects: true,
  });
  await expect(toolbox(page).locator('[data-state="done"]')).toHaveText('alice-quotes.example was moved to agent A1003.');
  await expect(form(page).getByRole('radio', { name: /^alice-quotes\.example/ })).toHaveCount(0);
});

test('ADMIN-035: while the move runs the button says Moving and the state is moving', async ({ page }) => {
  await openTab(page);
  // The move is held until its running state has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('targetAlias')) await held;
    await route.continue();
  });
  await form(page).getByText('alice-quotes.example', { exact: false }).first().click();
  await form(page).getByLabel('Target agent alias').fill('rbak');
  await form(page).getByLabel('Target domain type').selectOption('m2');
  await form(page).getByRole('button', { name: 'Move domain' }).click();
  await confirmMove(page);
  await expect(toolbox(page).locator('[data-state="moving"]')).toHaveText('Moving alice-quotes.example…');
  await expect(form(page).getByRole('button', { name: /Moving/ })).toBeVisible();
  release();
  await expect(toolbox(page).locator('[data-state="done"]')).toBeVisible();
});

test('ADMIN-036 ERR-094: a 400 from the move shows each message by its field and the error state', async ({ page }) => {
  await openTab(page);
  await form(page).getByText('alice-quotes.example', { exact: false }).first().click();
  await form(page).getByLabel('Target agent alias').fill('zzzz');
  await form(page).getByLabel('Target domain type').selectOption('m1');
  await form(page).getByRole('button', { name: 'Move domain' }).click();
  await confirmMove(page);
  await expectFieldError(form(page).getByLabel('Target agent alias'), 'No agent has that alias.');
  // Issue #26: a rule refusal is said once, by its field, without ERR-037's "try again later" beside it.
  await expect(toolbox(page).getByText('No agent has that alias.')).toHaveCount(1);
  await expect(form(page).getByText(MESSAGES.domainMove)).toHaveCount(0);
  await expect(toolbox(page).locator('[data-state="error"]')).toHaveText('The domain was not moved.');
  await expectAccessible(page);
});

test('ERR-037: a 500 on the move shows its text', async ({ page }) => {
  await openTab(page);
  await injectFault({ method: 'PUT', path: '/api/agents/A1001/domains/alice-quotes.example/move/', status: 500 });
  await form(page).getByText('alice-quotes.example', { exact: false }).first().click();
  await form(page).getByLabel('Target agent alias').fill('rbak');
  await form(page).getByLabel('Target domain type').selectOption('m1');
  await form(page).getByRole('button', { name: 'Move domain' }).click();
  await confirmMove(page);
  await expect(form(page).getByText(MESSAGES.domainMove)).toBeVisible();
  await expect(toolbox(page).locator('[data-state="error"]')).toBeVisible();
});

test('ADMIN-034 (issue #26): "Keep the domain here" sends nothing and keeps what was typed', async ({ page }) => {
  await openTab(page);
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.postData()?.includes('targetAlias')) sent += 1;
  });
  await form(page).getByText('alice-quotes.example', { exact: false }).first().click();
  await form(page).getByLabel('Target agent alias').fill('rbak');
  await form(page).getByLabel('Target domain type').selectOption('parked');
  await form(page).getByRole('button', { name: 'Move domain' }).click();
  await expect(question(page)).toContainText("The domain's email redirects stay as they are.");
  await expectAccessible(page);
  await question(page).getByRole('button', { name: 'Keep the domain here' }).click();
  await expect(question(page)).toHaveCount(0);
  await expect(form(page).getByLabel('Target agent alias')).toHaveValue('rbak');
  await expect(toolbox(page).locator('[data-state="idle"]')).toHaveCount(1);
  expect(sent).toBe(0);
});

test('ADMIN-034 (issue #26): after a move the dashboard behind counts one domain less, without a reload', async ({ page }) => {
  await openAs(page, 'jdoe', '/agents/A1001/dashboard/');
  const count = page.getByText(/^You have \d+ domains?\.$/);
  const before = Number((await count.innerText()).match(/\d+/)![0]);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole('banner').getByRole('link', { name: 'Admin toolbox' }).click();
  await toolbox(page).getByRole('tab', { name: 'Move Domain' }).click();
  await form(page).getByText('alice-quotes.example', { exact: false }).first().click();
  await form(page).getByLabel('Target agent alias').fill('rbak');
  await form(page).getByLabel('Target domain type').selectOption('m1');
  await form(page).getByRole('button', { name: 'Move domain' }).click();
  await confirmMove(page);
  await expect(toolbox(page).locator('[data-state="done"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toolbox(page)).toHaveCount(0);
  await expect(page.getByText(`You have ${before - 1} ${before - 1 === 1 ? 'domain' : 'domains'}.`, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('ERR-042: a 500 on movables shows its text in the tab and its alert', async ({ page }) => {
  await logIn(page, 'jdoe');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/domains/movables/', status: 500 });
  await page.goto('/agents/A1001/dashboard/?admin=move_domain');
  await expect(toolbox(page).getByText(MESSAGES.movableDomains)).toBeVisible();
  await expect(alertBar(page, MESSAGES.movableDomains).first()).toBeAttached();
});

test('D-91: the agent\'s Domains page has no move of its own', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/domains/');
  await expect(page.getByRole('table', { name: 'Domains' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move a domain' })).toHaveCount(0);
});
