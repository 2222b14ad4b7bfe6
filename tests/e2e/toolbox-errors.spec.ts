import { MESSAGES } from '@portal/rules';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { documentId } from './support/graphql';
import { injectFault, resetSandbox } from './support/sandbox';
import { openAs } from './support/session';

test.beforeEach(resetSandbox);

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
const notSaved = (page: Page) => page.getByRole('alertdialog', { name: MESSAGES.saveDialogTitle });

/** Handled failures are said on screen, not written to the console as stack traces (issue #26). */
function watchConsole(page: Page): { stackTraces: () => string[] } {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(m.text());
  });
  page.on('pageerror', (e) => messages.push(`${e.name}: ${e.message}\n${e.stack ?? ''}`));
  return { stackTraces: () => messages.filter((m) => /\n\s+at\s|Uncaught/.test(m)) };
}

/** The network drops this operation's requests until `restore()`. */
async function dropOperation(page: Page, name: string): Promise<{ restore: () => Promise<void> }> {
  const id = documentId(name);
  const pattern = '**/graphql';
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    (route.request().postDataJSON() as { doc_id?: string } | null)?.doc_id === id ? route.abort('internetdisconnected') : route.continue();
  await page.route(pattern, handler);
  return { restore: () => page.unroute(pattern, handler) };
}

test.describe('errors a person can act on (issue #26)', () => {
  test('a tab whose data did not arrive says so with "Try again", and recovers once the network does', async ({ page }) => {
    const console = watchConsole(page);
    const network = await dropOperation(page, 'NotesTabQuery');
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=notes');
    const failure = toolbox(page).getByRole('alert').filter({ hasText: MESSAGES.notesLoad });
    await expect(failure).toBeVisible();
    await expect(toolbox(page).getByText(/close the toolbox/i)).toHaveCount(0);
    await expectAccessible(page);
    await network.restore();
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(toolbox(page).getByRole('form', { name: 'Add a note' })).toBeVisible();
    await expect(toolbox(page).getByRole('table', { name: 'Notes' })).toBeVisible();
    expect(console.stackTraces()).toEqual([]);
  });

  test('the failure with "Try again" in dark mode on a 390 px phone: readable, no serious axe violation', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.setViewportSize({ width: 390, height: 844 });
    await dropOperation(page, 'GlossaryTabQuery');
    await openAs(page, 'jdoe', '/?admin=glossary');
    const failure = toolbox(page).getByRole('alert').filter({ hasText: MESSAGES.glossaryLoad });
    await expect(failure.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });

  test('ERR-097: a part whose data failed offers "Try again"; the next answer replaces the failure', async ({ page }) => {
    const console = watchConsole(page);
    await injectFault({ method: 'GET', path: '/api/agents/A1001/service_updates/', status: 500, times: 1 });
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=domain_activity');
    await expect(toolbox(page).getByText(MESSAGES.serviceUpdates, { exact: true })).toBeVisible();
    await toolbox(page).getByRole('button', { name: 'Try again' }).click();
    await expect(toolbox(page).getByRole('button', { name: /^alice-insurance\.example/ })).toBeVisible();
    await expect(toolbox(page).getByText(MESSAGES.serviceUpdates, { exact: true })).toHaveCount(0);
    expect(console.stackTraces()).toEqual([]);
  });

  test('ERR-004: a save that fails upstream says so once, in its own words', async ({ page }) => {
    const console = watchConsole(page);
    await openAs(page, 'jdoe', '/?admin=site_config');
    const form = toolbox(page).getByRole('form', { name: 'Site settings' });
    await form.getByRole('textbox', { name: 'Message shown on every editor page' }).fill('Maintenance tonight.');
    await injectFault({ method: 'POST', path: '/api/site_config/', status: 500 });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(notSaved(page)).toContainText(MESSAGES.siteConfigSave);
    // Once: the dialog; not again under the form, not in the alert bar behind the drawer.
    await expect(page.getByText(MESSAGES.siteConfigSave, { exact: true })).toHaveCount(1);
    await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: MESSAGES.siteConfigSave })).toHaveCount(0);
    await expectAccessible(page);
    expect(console.stackTraces()).toEqual([]);
  });

  test('ERR-093: a charge sent while the gateway is out of reach says its own words once, not "There was an issue fetching data."', async ({
    page,
  }) => {
    const console = watchConsole(page);
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=billing');
    const form = toolbox(page).getByRole('form', { name: 'Add a charge or credit' });
    await form.getByRole('textbox', { name: 'Amount (USD)' }).fill('45');
    await form.getByRole('combobox', { name: 'Type' }).selectOption('Yearly Payment');
    await dropOperation(page, 'mutationsAddBillingMutation');
    await form.getByRole('button', { name: 'Add charge' }).click();
    await page.getByRole('alertdialog', { name: /^Charge \$45\.00/ }).getByRole('button', { name: 'Charge $45.00' }).click();
    await expect(notSaved(page)).toContainText(MESSAGES.billingCreate);
    await expect(page.getByText(MESSAGES.billingCreate, { exact: true })).toHaveCount(1);
    await expect(page.getByText(MESSAGES.generic, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: MESSAGES.generic })).toHaveCount(0);
    expect(console.stackTraces()).toEqual([]);
  });

  test('ERR-037: a move while the gateway is out of reach says the move\'s words once, by the form', async ({ page }) => {
    await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=move_domain');
    const form = toolbox(page).getByRole('form', { name: 'Move a domain' });
    await form.getByText('alice-quotes.example', { exact: false }).first().click();
    await form.getByLabel('Target agent alias').fill('rbak');
    await form.getByLabel('Target domain type').selectOption('m1');
    await dropOperation(page, 'mutationsMoveDomainMutation');
    await form.getByRole('button', { name: 'Move domain' }).click();
    await page.getByRole('alertdialog', { name: /^Move / }).getByRole('button', { name: 'Move domain' }).click();
    await expect(form.getByText(MESSAGES.domainMove, { exact: true })).toBeVisible();
    await expect(page.getByText(MESSAGES.domainMove, { exact: true })).toHaveCount(1);
    await expect(page.getByRole('alert', { includeHidden: true }).filter({ hasText: MESSAGES.generic })).toHaveCount(0);
  });
});
