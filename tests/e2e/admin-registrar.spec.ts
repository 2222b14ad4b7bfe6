import { MESSAGES, REGISTRAR_RULE_MESSAGES } from '@portal/rules';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { logIn, openAs } from './support/session';

test.use({ timezoneId: 'UTC' });
test.beforeEach(resetSandbox);

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
const domainList = (page: Page) => toolbox(page).getByRole('navigation', { name: 'Domains' });
const card = (page: Page, domain: string) => toolbox(page).getByRole('region', { name: domain, exact: true });
const details = (page: Page, domain: string) => card(page, domain).getByLabel(`Registrar data of ${domain}`);
const notSaved = (page: Page) => page.getByRole('alertdialog', { name: MESSAGES.saveDialogTitle });

async function openTab(page: Page, agentId = 'A1001') {
  await openAs(page, 'jdoe', `/agents/${agentId}/dashboard/?admin=registrar`);
  await expect(toolbox(page).getByRole('tab', { name: 'Manage Registrar' })).toHaveAttribute('aria-selected', 'true');
}

async function choose(page: Page, domain: string) {
  await domainList(page).getByRole('button', { name: new RegExp(`^${domain.replace(/\./g, '\\.')}\\s*,`) }).click();
  await expect(card(page, domain)).toBeVisible();
}

test('ADMIN-015 ADMIN-039 ADMIN-040: the domains list and, for the chosen domain, every registrar field', async ({ page }) => {
  await openTab(page);
  await expect(domainList(page).getByRole('button')).toHaveCount(7);
  // The first active domain opens first: alice-external.example, marked for transfer by jdoe.
  await expect(card(page, 'alice-external.example')).toBeVisible();
  await expect(details(page, 'alice-external.example')).toContainText('Marked for transfer byjdoe');
  await expect(details(page, 'alice-external.example')).toContainText('Marked for transfer onNov 3, 2026, 4:21 PM');
  await expect(details(page, 'alice-external.example')).toContainText('Transfer allowedYes');

  await choose(page, 'alice-insurance.example');
  const data = details(page, 'alice-insurance.example');
  await expect(data).toContainText('AuthcodeXq7#pLm2Rv9wTz4K');
  await expect(data).toContainText('Authcode updatedOct 21, 2026, 3:42 PM');
  await expect(data).toContainText('Transfer allowedNo');
  await expect(data).toContainText('Marked for transfer by—');
  const contacts = card(page, 'alice-insurance.example').getByRole('table', { name: 'Registrar contacts of alice-insurance.example' });
  await expect(contacts.getByRole('row')).toHaveCount(4);
  // Issue #26: the phone number as people write it.
  await expect(contacts.getByRole('row').nth(1)).toContainText('Adminalice.anderson@agents.example(312) 555-0142');
  await expect(contacts.getByRole('row').nth(2)).toContainText('Billingdomains-billing@provider.example(515) 555-0180');
  await expect(contacts.getByRole('row').nth(3)).toContainText('Technicalhostmaster@provider.example(515) 555-0100');
  await expectAccessible(page);
});

test('ADMIN-043: the transfer mark button flips between "Unlock and mark" and "lock and remove mark"', async ({ page }) => {
  await openTab(page);
  await choose(page, 'alice-insurance.example');
  const c = card(page, 'alice-insurance.example');
  await c.getByRole('button', { name: 'Unlock and mark', exact: true }).click();
  await expect(c.getByRole('button', { name: 'lock and remove mark', exact: true })).toBeVisible();
  await expect(details(page, 'alice-insurance.example')).toContainText('Marked for transfer byjdoe');
  await expect(details(page, 'alice-insurance.example')).toContainText('Transfer allowedYes');
  // The mark is the registrar's (PUT toggle_mark_for_transfer/): it is still there after a reload.
  await page.reload();
  await choose(page, 'alice-insurance.example');
  await expect(c.getByRole('button', { name: 'lock and remove mark', exact: true })).toBeVisible();
  await c.getByRole('button', { name: 'lock and remove mark', exact: true }).click();
  await expect(c.getByRole('button', { name: 'Unlock and mark', exact: true })).toBeVisible();
  await expect(details(page, 'alice-insurance.example')).toContainText('Transfer allowedNo');
});

test('ADMIN-042: a domain without an authcode gets one; regenerating asks first and replaces it', async ({ page }) => {
  await openTab(page);
  await choose(page, 'aliceanderson-agency.example');
  const data = details(page, 'aliceanderson-agency.example');
  await expect(data).toContainText('AuthcodeNot fetched yet');
  await card(page, 'aliceanderson-agency.example').getByRole('button', { name: 'Get authcode' }).click();
  await expect(data).not.toContainText('Not fetched yet');
  const first = await data.getByText(/^\S{16}$/).textContent();
  await card(page, 'aliceanderson-agency.example').getByRole('button', { name: 'Regenerate authcode' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Regenerate the authcode?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Regenerate' }).click();
  await expect(data.getByText(first ?? '', { exact: true })).toHaveCount(0);
});

test('ADMIN-041 VALID-032 VALID-033 VALID-034: a contact is edited by keyboard; bad values are refused by field', async ({ page }) => {
  await openTab(page);
  await choose(page, 'alice-quotes.example');
  await card(page, 'alice-quotes.example').getByRole('button', { name: 'Edit admin contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit admin contact of alice-quotes.example' });
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue('office@alice-quotes.example');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('x@');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('123456789');
  await dialog.getByRole('checkbox', { name: 'Admin' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'Admin' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(REGISTRAR_RULE_MESSAGES.email)).toBeVisible();
  await expect(dialog.getByText(REGISTRAR_RULE_MESSAGES.phone)).toBeVisible();
  await expect(dialog.getByText(REGISTRAR_RULE_MESSAGES.contactTypes)).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  await expectAccessible(page);

  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('it@alice-quotes.example');
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('3125550111');
  await dialog.getByRole('checkbox', { name: 'Admin' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space'); // Technical
  await dialog.getByRole('textbox', { name: 'Phone' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  const contacts = card(page, 'alice-quotes.example').getByRole('table', { name: 'Registrar contacts of alice-quotes.example' });
  await expect(contacts.getByRole('row').nth(1)).toContainText('Adminit@alice-quotes.example(312) 555-0111');
  await expect(contacts.getByRole('row').nth(3)).toContainText('Technicalit@alice-quotes.example(312) 555-0111');
});

test('ERR-080: a 500 on GET registrar shows an error box in the card\'s place, and Try again loads it', async ({ page }) => {
  await logIn(page, 'jdoe');
  await injectFault({ method: 'GET', path: '/api/agents/A1001/domains/alice-external.example/registrar/', status: 500, times: 1 });
  await page.goto('/agents/A1001/dashboard/?admin=registrar');
  const box = toolbox(page).getByRole('alert').filter({ hasText: MESSAGES.registrarLoad });
  await expect(box).toBeVisible();
  await expectAccessible(page);
  await box.getByRole('button', { name: 'Try again' }).click();
  await expect(card(page, 'alice-external.example')).toBeVisible();
});

test('ERR-079: a 500 on PUT authcode shows its text', async ({ page }) => {
  await openTab(page);
  await choose(page, 'aliceanderson-agency.example');
  await injectFault({ method: 'PUT', path: '/api/agents/A1001/domains/aliceanderson-agency.example/authcode/', status: 500 });
  await card(page, 'aliceanderson-agency.example').getByRole('button', { name: 'Get authcode' }).click();
  await expect(notSaved(page)).toContainText(MESSAGES.authcode);
});

test('ERR-081: a 500 on POST registrar shows its text', async ({ page }) => {
  await openTab(page);
  await choose(page, 'alice-insurance.example');
  await injectFault({ method: 'POST', path: '/api/agents/A1001/domains/alice-insurance.example/registrar/', status: 500 });
  await card(page, 'alice-insurance.example').getByRole('button', { name: 'Edit billing contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit billing contact of alice-insurance.example' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notSaved(page)).toContainText(MESSAGES.registrarContact);
});

test('ERR-082: a 500 on toggle_mark_for_transfer shows its text', async ({ page }) => {
  await openTab(page);
  await injectFault({
    method: 'PUT',
    path: '/api/agents/A1001/domains/alice-external.example/toggle_mark_for_transfer/',
    status: 500,
  });
  await card(page, 'alice-external.example').getByRole('button', { name: 'lock and remove mark', exact: true }).click();
  await expect(notSaved(page)).toContainText(MESSAGES.transferMark);
});

test('ADMIN-015 accessibility (dark): no serious axe violation on the registrar tab', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await openTab(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(card(page, 'alice-external.example')).toBeVisible();
  await expectAccessible(page);
});
