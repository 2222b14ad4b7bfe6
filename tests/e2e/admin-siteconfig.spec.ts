import { MESSAGES, SITE_CONFIG_MESSAGES } from '@portal/rules';
import { expect, test, type Page, type Request } from './support/test';
import { expectAccessible } from './support/axe';
import { SANDBOX_URL } from './support/ports';
import { injectFault, resetSandbox } from './support/sandbox';
import { openAs } from './support/session';
import { setSiteConfig, type SiteConfigValue } from './support/siteConfig';

// Every test starts from the seeded config (transactions on), so the switch never leaks into other specs.
test.beforeEach(resetSandbox);
test.afterAll(resetSandbox);

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
const form = (page: Page) => toolbox(page).getByRole('form', { name: 'Site settings' });
const toggle = (page: Page) => form(page).getByRole('switch', { name: 'Agents may purchase and transfer domains' });
// The switch's input is visually hidden under its track: a person clicks the track or the label.
const flip = (page: Page) => form(page).getByText('Agents may purchase and transfer domains', { exact: true }).click();
const saveButton = (page: Page) => form(page).getByRole('button', { name: 'Save', exact: true });
const newDomain = (page: Page) => form(page).getByRole('textbox', { name: 'New demo domain' });
const demoUser = (page: Page, n: number) => form(page).getByRole('group', { name: `Demo user ${n}` });

/** The sandbox's stored config (API-002 needs no session). */
async function storedConfig(): Promise<SiteConfigValue & Record<string, unknown>> {
  const res = await fetch(new URL('api/site_config/', SANDBOX_URL));
  return ((await res.json()) as { value: SiteConfigValue & Record<string, unknown> }).value;
}

/** The saveSiteConfig mutations the page sends, with their input. */
function recordSaves(page: Page): Record<string, unknown>[] {
  const inputs: Record<string, unknown>[] = [];
  page.on('request', (r: Request) => {
    if (!r.url().endsWith('/graphql') || r.method() !== 'POST') return;
    const body = r.postDataJSON() as { variables?: { input?: Record<string, unknown> }; query?: string; id?: string };
    const input = body?.variables?.input;
    if (input && ('domainTransactionsEnabled' in input || 'demoDomains' in input || 'demoUsers' in input || 'editorMessage' in input)) {
      inputs.push(input);
    }
  });
  return inputs;
}

async function openTab(page: Page) {
  await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=site_config');
  await expect(toolbox(page).getByRole('tab', { name: 'Site Config' })).toHaveAttribute('aria-selected', 'true');
  await expect(toggle(page)).toBeVisible();
}

test('ADMIN-052 ADMIN-055: the four sections load the stored config; Save and Reset wait for a change', async ({ page }) => {
  await openTab(page);
  for (const name of ['Domain transactions', 'Demo domains', 'Demo users', 'Editor message']) {
    await expect(toolbox(page).getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(toggle(page)).toBeChecked();
  await expect(form(page).getByText('When off, agents cannot purchase or transfer domains')).toBeVisible();
  await expect(form(page).getByRole('list', { name: 'Demo domains' }).getByRole('listitem')).toHaveText(['demo-insurance.example']);
  await expect(demoUser(page, 1).getByRole('textbox', { name: 'Title' })).toHaveValue('Demo agent');
  await expect(demoUser(page, 1).getByRole('textbox', { name: 'Subtext' })).toHaveValue('Intern demo access');
  await expect(demoUser(page, 1).getByRole('textbox', { name: 'Associate id' })).toHaveValue('A1002');
  await expect(form(page).getByRole('textbox', { name: 'Message shown on every editor page' })).toHaveValue(
    'Changes are reviewed before they go live.',
  );
  await expect(saveButton(page)).toBeDisabled();
  await expect(form(page).getByRole('button', { name: 'Reset' })).toBeDisabled();
  await flip(page);
  await expect(toggle(page)).not.toBeChecked();
  await expect(saveButton(page)).toBeEnabled();
  await form(page).getByRole('button', { name: 'Reset' }).click();
  await expect(toggle(page)).toBeChecked();
  await expect(saveButton(page)).toBeDisabled();
  await expectAccessible(page);
});

test('ADMIN-052 ROUTE-022: switching transactions off takes effect on alice\'s next navigation; on again opens the purchase page', async ({
  page,
  browser,
}) => {
  // alice is already in the portal, with the domains list (and its Buy link) in her store.
  const aliceContext = await browser.newContext();
  const alice = await aliceContext.newPage();
  await openAs(alice, 'alice', '/agents/A1001/domains/');
  const buy = alice.getByRole('link', { name: 'Buy a domain' });
  await expect(buy).toBeVisible();

  const saves = recordSaves(page);
  await openTab(page);
  await flip(page);
  await saveButton(page).click();
  await expect(page.getByText('Site settings saved')).toBeVisible();
  expect(saves).toEqual([{ domainTransactionsEnabled: false }]);
  expect((await storedConfig()).domain_transactions_enabled).toBe(false);
  await expect(saveButton(page)).toBeDisabled();

  await buy.click();
  await expect(alice).toHaveURL('/agents/A1001/domains/');
  await expect(alice.getByRole('table', { name: 'Domains' })).toBeVisible();
  await expect(alice.getByRole('link', { name: 'Buy a domain' })).toHaveCount(0);
  await alice.goto('/agents/A1001/domains/transfer/');
  await expect(alice).toHaveURL('/agents/A1001/domains/');

  await flip(page);
  await saveButton(page).click();
  await expect.poll(async () => (await storedConfig()).domain_transactions_enabled).toBe(true);
  expect(saves).toEqual([{ domainTransactionsEnabled: false }, { domainTransactionsEnabled: true }]);
  await alice.goto('/agents/A1001/domains/purchase/');
  await expect(alice).toHaveURL('/agents/A1001/domains/purchase/');
  await expect(alice.getByRole('heading', { level: 1, name: 'Buy a domain' })).toBeVisible();
  await aliceContext.close();
});

test('ADMIN-053 D-101: a demo domain is added (trimmed, lower case), a bad or listed one is refused, and the saved config has it', async ({
  page,
}) => {
  const saves = recordSaves(page);
  await openTab(page);
  await newDomain(page).fill('not a domain');
  await form(page).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form(page).getByText(SITE_CONFIG_MESSAGES.demoDomain, { exact: true })).toBeVisible();
  await newDomain(page).fill('Demo-Insurance.example');
  await form(page).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form(page).getByText(SITE_CONFIG_MESSAGES.demoDomainTaken, { exact: true })).toBeVisible();
  await newDomain(page).fill('  Smith-Agency.COM ');
  await form(page).getByRole('button', { name: 'Add', exact: true }).click();
  const items = form(page).getByRole('list', { name: 'Demo domains' }).getByRole('listitem');
  await expect(items).toHaveText(['demo-insurance.example', 'smith-agency.com']);
  await expect(newDomain(page)).toHaveValue('');
  await saveButton(page).click();
  await expect(page.getByText('Site settings saved')).toBeVisible();
  expect(saves).toEqual([{ demoDomains: ['demo-insurance.example', 'smith-agency.com'] }]);
  expect((await storedConfig()).demo_domains).toEqual(['demo-insurance.example', 'smith-agency.com']);

  // Removing one is by its own button; after a reload the list is the stored one.
  await form(page).getByRole('button', { name: 'Remove demo-insurance.example' }).click();
  await expect(items).toHaveText(['smith-agency.com']);
  await saveButton(page).click();
  await expect.poll(async () => (await storedConfig()).demo_domains).toEqual(['smith-agency.com']);
  await page.reload();
  await expect(form(page).getByRole('list', { name: 'Demo domains' }).getByRole('listitem')).toHaveText(['smith-agency.com']);
});

test('ADMIN-054 VALID-041 VALID-042: a demo user without an associate id blocks saving with the message; with one it is saved', async ({
  page,
}) => {
  const saves = recordSaves(page);
  await openTab(page);
  await form(page).getByRole('button', { name: 'Add demo user' }).click();
  await demoUser(page, 2).getByRole('textbox', { name: 'Title' }).fill('Second demo');
  await saveButton(page).click();
  await expect(demoUser(page, 2).getByText(SITE_CONFIG_MESSAGES.demoUserAssociateId, { exact: true })).toBeVisible();
  await expect(demoUser(page, 2).getByRole('textbox', { name: 'Associate id' })).toBeFocused();
  expect(saves).toEqual([]);

  await demoUser(page, 1).getByRole('textbox', { name: 'Title' }).fill('');
  await saveButton(page).click();
  await expect(demoUser(page, 1).getByText(SITE_CONFIG_MESSAGES.demoUserTitle, { exact: true })).toBeVisible();
  expect(saves).toEqual([]);
  await demoUser(page, 1).getByRole('textbox', { name: 'Title' }).fill('Demo agent');

  await demoUser(page, 2).getByRole('textbox', { name: 'Associate id' }).fill('A1003');
  await saveButton(page).click();
  await expect(page.getByText('Site settings saved')).toBeVisible();
  expect(saves).toEqual([
    {
      demoUsers: [
        { title: 'Demo agent', subtext: 'Intern demo access', associateId: 'A1002' },
        { title: 'Second demo', subtext: null, associateId: 'A1003' },
      ],
    },
  ]);
  expect((await storedConfig()).demo_users).toEqual([
    { title: 'Demo agent', subtext: 'Intern demo access', associate_id: 'A1002' },
    { title: 'Second demo', subtext: null, associate_id: 'A1003' },
  ]);
  await form(page).getByRole('button', { name: 'Remove demo user 1' }).click();
  await expect(demoUser(page, 1).getByRole('textbox', { name: 'Title' })).toHaveValue('Second demo');
  await saveButton(page).click();
  await expect.poll(async () => (await storedConfig()).demo_users.map((u) => u.associate_id)).toEqual(['A1003']);
});

test('D-53 ADMIN-055: the editor message saved here shows on alice\'s editor; fields the screen did not change keep their stored values', async ({
  page,
  browser,
}) => {
  // A key this portal does not know, stored before the tab opens.
  const extra: Partial<SiteConfigValue> & Record<string, unknown> = { maintenance_window: 'Sundays 2-4 AM' };
  await setSiteConfig(extra);
  await openTab(page);
  // Another admin changes the demo domains after this tab loaded them.
  await setSiteConfig({ demo_domains: ['demo-insurance.example', 'other-admin.example'] });
  const message = form(page).getByRole('textbox', { name: 'Message shown on every editor page' });
  await message.fill('Publishing is paused on Friday.');
  await saveButton(page).click();
  await expect(page.getByText('Site settings saved')).toBeVisible();
  const stored = await storedConfig();
  expect(stored).toMatchObject({
    editor_message: 'Publishing is paused on Friday.',
    demo_domains: ['demo-insurance.example', 'other-admin.example'],
    domain_transactions_enabled: true,
    maintenance_window: 'Sundays 2-4 AM',
  });

  const aliceContext = await browser.newContext();
  const alice = await aliceContext.newPage();
  await openAs(alice, 'alice', '/agents/A1001/domains/alice-insurance.example/');
  await expect(alice.getByText('Publishing is paused on Friday.')).toBeVisible();
  await aliceContext.close();

  // Emptied, there is no message.
  await message.fill('');
  await saveButton(page).click();
  await expect.poll(async () => (await storedConfig()).editor_message).toBeNull();
});

test('ERR-004: a 500 on POST site_config shows the text; the values stay for another try', async ({ page }) => {
  await openTab(page);
  await injectFault({ method: 'POST', path: '/api/site_config/', status: 500 });
  await flip(page);
  await saveButton(page).click();
  await expect(page.getByRole('alertdialog', { name: 'Those changes were not saved!' })).toContainText(MESSAGES.siteConfigSave);
  expect(MESSAGES.siteConfigSave).toBe('there was an issue saving site settings! Please try again later.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close' }).click();
  await expect(form(page).getByText(MESSAGES.siteConfigSave)).toBeVisible();
  await expect(toggle(page)).not.toBeChecked();
  expect((await storedConfig()).domain_transactions_enabled).toBe(true);
});

test('ADMIN-052 ADMIN-053: by keyboard: switch, add a domain with Enter, save with Enter', async ({ page }) => {
  await openTab(page);
  await toggle(page).focus();
  await page.keyboard.press('Space');
  await expect(toggle(page)).not.toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('button', { name: 'Remove demo-insurance.example' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(newDomain(page)).toBeFocused();
  await page.keyboard.type('keyboard-agency.example');
  await page.keyboard.press('Enter');
  await expect(form(page).getByRole('list', { name: 'Demo domains' }).getByRole('listitem')).toHaveText([
    'demo-insurance.example',
    'keyboard-agency.example',
  ]);
  expect((await storedConfig()).demo_domains).toEqual(['demo-insurance.example']);
  await page.keyboard.press('Tab'); // Add
  await page.keyboard.press('Tab'); // Remove demo user 1
  await page.keyboard.press('Tab');
  await expect(demoUser(page, 1).getByRole('textbox', { name: 'Title' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Site settings saved')).toBeVisible();
  const stored = await storedConfig();
  expect(stored.domain_transactions_enabled).toBe(false);
  expect(stored.demo_domains).toEqual(['demo-insurance.example', 'keyboard-agency.example']);
});

test('ADMIN-052 accessibility (dark, phone): the tab fits a 390 px screen and passes axe', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, 'jdoe', '/agents/A1001/dashboard/?admin=site_config');
  await expect(toggle(page)).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  const overflow = await toolbox(page).evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
