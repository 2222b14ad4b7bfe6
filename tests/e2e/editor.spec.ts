import { expect, test, type Page } from './support/test';
import { EDITOR_SECTIONS, formatAlert, MESSAGES } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox, upstreamCalls } from './support/sandbox';
import { logIn, openAs } from './support/session';
import { chooseFromMenu, openMenu } from './support/popup';

test.beforeEach(async () => {
  await resetSandbox();
});

const M2 = 'alice-insurance.example';
const M1 = 'aliceanderson-agency.example';
const editorUrl = (domain = M2) => `/agents/A1001/domains/${domain}/`;
const alertWith = (page: Page, text: string) =>
  page.getByRole('alert', { includeHidden: true }).filter({ hasText: text });
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The page of seed alice's M2 tree (sandbox editor/tree.ts) that holds each section. */
const M2_PAGE_OF: Record<string, string> = {
  'page-title': 'home', 'meta-description': 'home', 'banner-image': 'home', 'desktop-layout': 'home',
  'agent-image': 'home', products: 'home', 'simple-insights': 'home', 'route-update-content': 'home',
  'about-me': 'about', mission: 'about', 'office-about-us': 'about', designations: 'about', languages: 'about',
  social: 'about', 'social-toggles': 'about', team: 'team', 'team-members': 'team', reviews: 'reviews',
  'agency-details': 'locations', 'location-details': 'locations', 'office-hours': 'locations', maps: 'locations',
  'locations-image': 'locations', 'preferred-locations': 'locations', 'jobs-listing': 'jobs', 'jobs-tab-url': 'jobs',
  'contact-me': 'contact', 'phone-details': 'contact', 'phone-prefs': 'contact', 'phone-toggles': 'contact',
  'qlp-text-header': 'quote', 'qlp-layout': 'quote',
};

/** The FEATURES row of each section (EDITOR-011..042), so `grep -rw EDITOR-0xx tests/` finds its test. */
const SECTION_ROWS: Record<string, string> = {
  'about-me': 'EDITOR-011',
  'agent-image': 'EDITOR-012',
  'banner-image': 'EDITOR-013',
  'contact-me': 'EDITOR-014',
  'designations': 'EDITOR-015',
  'jobs-listing': 'EDITOR-016',
  'languages': 'EDITOR-017',
  'maps': 'EDITOR-018',
  'meta-description': 'EDITOR-019',
  'location-details': 'EDITOR-020',
  'mission': 'EDITOR-021',
  'preferred-locations': 'EDITOR-022',
  'agency-details': 'EDITOR-023',
  'office-hours': 'EDITOR-024',
  'page-title': 'EDITOR-025',
  'phone-details': 'EDITOR-026',
  'phone-prefs': 'EDITOR-027',
  'products': 'EDITOR-028',
  'simple-insights': 'EDITOR-029',
  'social': 'EDITOR-030',
  'team': 'EDITOR-031',
  'team-members': 'EDITOR-032',
  'office-about-us': 'EDITOR-033',
  'reviews': 'EDITOR-034',
  'desktop-layout': 'EDITOR-035',
  'jobs-tab-url': 'EDITOR-036',
  'qlp-text-header': 'EDITOR-037',
  'locations-image': 'EDITOR-038',
  'phone-toggles': 'EDITOR-039',
  'route-update-content': 'EDITOR-040',
  'social-toggles': 'EDITOR-041',
  'qlp-layout': 'EDITOR-042',
};

/** EDITOR-051, EDITOR-055: a text is applied once its compliance check passed (no confirmation, decision D-173). */
async function confirmCompliantText(page: Page): Promise<void> {
  await expect(page.getByText(MESSAGES.compliant).first()).toBeVisible();
}

async function openEditor(page: Page, domain = M2): Promise<void> {
  await openAs(page, 'alice', editorUrl(domain));
  await expect(h1(page)).toHaveText(`Site Editor for ${domain}`);
}

test('ROUTE-040 EDITOR-001 EDITOR-050 SHELL-031: the landing lists the pages and sections, the editor message and editor notifications', async ({
  page,
}) => {
  await openEditor(page);
  await expect(page).toHaveTitle(`Site Editor for ${M2}`);
  for (const label of ['Home', 'About', 'Team', 'Reviews', 'Locations', 'Jobs', 'Contact', 'Quote']) {
    await expect(page.getByRole('heading', { level: 2, name: label, exact: true })).toBeVisible();
  }
  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(contact.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    `/agents/A1001/domains/${M2}/contact/contact-me/edit/`,
  );
  await expect(contact.getByRole('link', { name: 'Phone Details' })).toHaveAttribute(
    'href',
    `/agents/A1001/domains/${M2}/contact/phone-details/help/`,
  );
  await expect(page.getByRole('region', { name: 'About' }).getByText('Waiting for approval')).toBeVisible();
  // EDITOR-050: the site config's editor_message.
  await expect(page.getByText('Changes are reviewed before they go live.')).toBeVisible();
  // SHELL-031: show_mxeditor notifications only.
  const notes = page.getByRole('region', { name: 'Site notifications' });
  await expect(notes.getByText('Editor changes are delayed')).toBeVisible();
  await expect(page.getByText('Scheduled maintenance')).toHaveCount(0);
  await expectAccessible(page);
});

test('EDITOR-002: the M1 landing leaves out its disabled designations node', async ({ page }) => {
  await openEditor(page, M1);
  const about = page.getByRole('region', { name: 'About' });
  await expect(about.getByRole('link', { name: 'Mission' })).toBeVisible();
  await expect(about.getByRole('link', { name: 'Designations' })).toHaveCount(0);
});

test('ROUTE-041 ROUTE-046 EDITOR-014: …/contact/contact-me/ lands on edit/ titled "Contact Us Editor for d"', async ({
  page,
}) => {
  await openAs(page, 'alice', `${editorUrl()}contact/contact-me/`);
  await expect(page).toHaveURL(`${editorUrl()}contact/contact-me/edit/`);
  await expect(page).toHaveTitle(`Contact Us Editor for ${M2}`);
  await expect(h1(page)).toHaveText(`Contact Us Editor for ${M2}`);
  await expect(page.getByRole('textbox', { name: 'Heading' })).toHaveText('Talk to Alice');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveText('');
  await expect(page.getByText('Changes are reviewed before they go live.')).toBeVisible();
  await expectAccessible(page);
});

test('ROUTE-042 ROUTE-043 EDITOR-026 EDITOR-043: phone-details/edit/ lands on help/', async ({ page }) => {
  await openAs(page, 'alice', `${editorUrl()}contact/phone-details/edit/`);
  await expect(page).toHaveURL(`${editorUrl()}contact/phone-details/help/`);
  await expect(h1(page)).toHaveText(`Phone Details Editor for ${M2}`);
  await expect(page.getByText('This section cannot be edited here.')).toBeVisible();
  await expect(page.getByText('Business phone: (217) 555-0101 (shown on your site).')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Section views' }).getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expectAccessible(page);
});

test('EDITOR-008 ROUTE-044 EDITOR-007 EDITOR-010 EDITOR-009: pending content is not live; save makes it pending; revert goes back to the default', async ({
  page,
}) => {
  await logIn(page, 'alice');
  const base = `${editorUrl()}about/about-me/`;
  await page.goto(`${base}edit/`);
  const about = page.getByRole('textbox', { name: 'About me' });
  await expect(about).toHaveText('Alice Anderson: your neighbourhood agent, now open on Saturdays.');
  await expect(page.getByText('Waiting for approval', { exact: true })).toBeVisible();
  // Issue #25: the pending change against the live text, word by word.
  const difference = page.getByRole('figure', { name: /Waiting for approval, compared with the live text/ });
  await expect(difference.getByRole('insertion').first()).toBeVisible();
  await expect(difference.getByRole('deletion').first()).toContainText('served');

  // ROUTE-044: only approved content.
  await page.getByRole('navigation', { name: 'Section views' }).getByRole('link', { name: 'Live' }).click();
  await expect(page).toHaveURL(`${base}live/`);
  const live = page.getByRole('definition');
  await expect(live).toHaveText('Alice has served Springfield families since 2009.');
  await expect(page.getByText('now open on Saturdays')).toHaveCount(0);
  await expectAccessible(page);

  // EDITOR-007, EDITOR-010: Save creates a pending override.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await about.fill('Alice helps Springfield families every day.');
  await confirmCompliantText(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved for review: your change shows live once it is approved.')).toBeVisible();
  await expect(about).toHaveText('Alice helps Springfield families every day.');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'About me' })).toHaveText('Alice helps Springfield families every day.');
  await page.getByRole('link', { name: 'Live' }).click();
  await expect(page.getByRole('definition')).toHaveText('Alice has served Springfield families since 2009.');

  // EDITOR-009: Revert removes the field's overrides: the config default shows again.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Revert About me' }).click();
  await expect(page.getByRole('textbox', { name: 'About me' })).toHaveText(
    'Alice Anderson has helped families and businesses protect what matters for years.',
  );
  await expect(page.getByText('Default', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revert About me' })).toHaveCount(0);
});

test('ROUTE-045: …/about/non-editable/ shows the page content read-only', async ({ page }) => {
  await openAs(page, 'alice', `${editorUrl()}about/non-editable/`);
  await expect(h1(page)).toHaveText(`About Page Content for ${M2}`);
  await expect(page).toHaveTitle(`About Page Content for ${M2}`);
  const aboutMe = page.getByRole('region', { name: 'About Me' });
  await expect(aboutMe.getByRole('definition')).toHaveText('Alice has served Springfield families since 2009.');
  await expect(page.getByRole('region', { name: 'Social' }).getByRole('definition').first()).toHaveText(
    'https://facebook.example/a1001',
  );
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page);
});

test('EDITOR-011..042 ROUTE-046 EDITOR-023 EDITOR-032: every section route renders its heading and title', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openEditor(page);
  expect(Object.keys(SECTION_ROWS)).toEqual(EDITOR_SECTIONS.map((s) => s.key));
  for (const section of EDITOR_SECTIONS) {
    await test.step(`${SECTION_ROWS[section.key]} ${section.key}`, () => visitSection(page, section));
  }
});

async function visitSection(page: Page, section: (typeof EDITOR_SECTIONS)[number]): Promise<void> {
  const pageKey = M2_PAGE_OF[section.key];
  const view = section.helpOnly ? 'help' : 'edit';
  await page
    .getByRole('region', { name: new RegExp(`^${pageKey}$`, 'i') })
    .getByRole('link', { name: section.label, exact: true })
    .click();
  await expect(page).toHaveURL(`${editorUrl()}${pageKey}/${section.key}/${view}/`);
  await expect(h1(page)).toHaveText(`${section.label} Editor for ${M2}`);
  await expect(page).toHaveTitle(`${section.label} Editor for ${M2}`);
  if (section.key === 'agency-details') {
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveText('Anderson Insurance Agency');
    await expect(page.getByRole('textbox', { name: 'Address', exact: true })).toHaveText('120 Main Street, Springfield, IL 62701');
    await expect(page.getByRole('textbox', { name: 'Landmark', exact: true })).toHaveText('Across from the public library');
  }
  if (section.key === 'team-members') {
    const table = page.getByRole('table', { name: 'Team members from your office record' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(page.getByRole('checkbox', { name: 'Show Sam Summers on the site' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Show Priya Patel on the site' })).not.toBeChecked();
  }
  await page.getByRole('link', { name: `${M2} editor` }).click();
  await expect(h1(page)).toHaveText(`Site Editor for ${M2}`);
}

test('EDITOR-036 EDITOR-037 EDITOR-040 EDITOR-031: the spec labels title their editors', async ({ page }) => {
  await logIn(page, 'alice');
  for (const [path, label] of [
    ['jobs/jobs-tab-url', "We're Hiring Tab"],
    ['quote/qlp-text-header', 'Welcome Banner'],
    ['home/route-update-content', 'Update Content'],
    ['team/team', 'Team - General'],
  ]) {
    await page.goto(`${editorUrl()}${path}/edit/`);
    await expect(page).toHaveTitle(`${label} Editor for ${M2}`);
  }
});

test('ERR-045: a 500 on GET overrides shows "The check for pending content overrides failed."', async ({ page }) => {
  await logIn(page, 'alice');
  await injectFault({ method: 'GET', path: `/api/domains/${M2}/overrides/`, status: 500 });
  await page.goto(`${editorUrl()}about/about-me/edit/`);
  await expect(alertWith(page, formatAlert(MESSAGES.overridesCheck))).toBeVisible();
  await expect(h1(page)).toHaveText(`About Me Editor for ${M2}`);
});

test('ERR-050: a 500 on content/editor/ shows "An editor api has failed"', async ({ page }) => {
  await logIn(page, 'alice');
  await injectFault({ method: 'GET', path: `/api/domains/${M2}/content/editor/`, status: 500 });
  await page.goto(editorUrl());
  await expect(alertWith(page, formatAlert(MESSAGES.editorApi))).toBeVisible();
});

test('ERR-046: a 500 on POST overrides shows "There was an issue saving that override."', async ({ page }) => {
  await openAs(page, 'alice', `${editorUrl()}contact/contact-me/edit/`);
  await injectFault({ method: 'POST', path: `/api/domains/${M2}/overrides/`, status: 500 });
  await page.getByRole('textbox', { name: 'Message' }).fill('Call us any time.');
  await confirmCompliantText(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Those changes were not saved!' })).toContainText(
    MESSAGES.overrideSave,
  );
});

test('D-51 D-174: a parked domain has no editor, said once as the expected state, with no failure alert', async ({ page }) => {
  await openAs(page, 'alice', editorUrl('alice-parked.example'));
  await expect(h1(page)).toHaveText('Site Editor for alice-parked.example');
  await expect(page.getByText('alice-parked.example is parked: it has no site yet, so there is nothing to edit.', { exact: false })).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ hasText: 'did not load properly' })).toHaveCount(0);
  await expect(page.getByText(MESSAGES.editorContent('alice-parked.example'))).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to your domains' })).toBeVisible();
  await expectAccessible(page);
});

test('ERR-047: a 500 on DELETE overrides shows "There was an issue deleting that override."', async ({ page }) => {
  await openAs(page, 'alice', `${editorUrl()}contact/contact-me/edit/`);
  await injectFault({ method: 'DELETE', path: `/api/domains/${M2}/overrides/0/`, status: 500 });
  await page.getByRole('button', { name: 'Revert Heading to default' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Those changes were not saved!' })).toContainText(
    MESSAGES.overrideDelete,
  );
});

test('EDITOR-047 EDITOR-046: hidden articles save and stay; a stock copy refresh is requested', async ({ page }) => {
  await openAs(page, 'alice', `${editorUrl()}home/simple-insights/edit/`);
  const hidden = page.getByRole('textbox', { name: 'Hidden articles (one article name per line)' });
  await expect(hidden).toHaveValue('');
  await hidden.fill('flood-myths\n\nwinter-driving');
  await page.getByRole('button', { name: 'Save hidden articles' }).click();
  await expect(page.getByText('Hidden articles saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Hidden articles (one article name per line)' })).toHaveValue(
    'flood-myths\nwinter-driving',
  );
  await expectAccessible(page);

  await page.goto(`${editorUrl()}home/route-update-content/edit/`);
  await page.getByRole('combobox', { name: 'Copy to refresh' }).selectOption('products');
  await page.getByRole('button', { name: 'Refresh copy' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'New product descriptions was requested.' })).toBeVisible();
});

test('EDITOR-048 EDITOR-049: opening the editor logs one visit; pages and reloads within the threshold log none', async ({
  page,
}) => {
  const logs: unknown[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = JSON.parse(request.postData() ?? '{}') as { variables?: { input?: Record<string, unknown> } };
    const input = body.variables?.input;
    // logEditing is the one editor call whose input is exactly {agentId, domainName}.
    if (input && Object.keys(input).sort().join() === 'agentId,domainName') logs.push(input);
  });
  await openEditor(page);
  await expect.poll(() => logs.length).toBe(1);
  expect(logs[0]).toEqual({ agentId: 'A1001', domainName: M2 });
  await page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(h1(page)).toHaveText(`Contact Us Editor for ${M2}`);
  await page.reload();
  await expect(h1(page)).toHaveText(`Contact Us Editor for ${M2}`);
  const history = await page.evaluate(() => JSON.parse(window.localStorage.getItem('portal.editorHistory') ?? '[]'));
  expect(history).toEqual([{ domainName: M2, agentID: 'A1001', timestamp: expect.any(Number) }]);
  // Another domain is logged at once and goes first in the history.
  await page.goto(editorUrl(M1));
  await expect(h1(page)).toHaveText(`Site Editor for ${M1}`);
  await expect.poll(() => logs.length).toBe(2);
  const after = await page.evaluate(() => JSON.parse(window.localStorage.getItem('portal.editorHistory') ?? '[]'));
  expect(after.map((h: { domainName: string }) => h.domainName)).toEqual([M1, M2]);
  await page.reload();
  const recent = page.getByRole('navigation', { name: 'Recently edited' });
  await expect(recent.getByRole('link', { name: M2 })).toHaveAttribute('href', editorUrl(M2));
});

test('accessibility (dark): the editor landing, edit, help, live and non-editable pages have no serious axe violation', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await logIn(page, 'alice');
  for (const [path, heading] of [
    ['', `Site Editor for ${M2}`],
    ['team/team-members/edit/', `Team Members Editor for ${M2}`],
    ['contact/phone-details/help/', `Phone Details Editor for ${M2}`],
    ['about/about-me/live/', `About Me Editor for ${M2}`],
    ['locations/non-editable/', `Locations Page Content for ${M2}`],
  ]) {
    await page.goto(`${editorUrl()}${path}`);
    await expect(h1(page)).toHaveText(heading);
    await expectAccessible(page);
  }
});

test('AUTH-016: a demo user opens the demo domain in the editor, read-only', async ({ page }) => {
  await openAs(page, 'ivan', '/agents/A1003/domains/demo-insurance.example/');
  await expect(h1(page)).toHaveText('Site Editor for demo-insurance.example');
  await page.getByRole('region', { name: 'About' }).getByRole('link', { name: 'About Me' }).click();
  await expect(page.getByText('This is a demo domain: you can look around, but changes cannot be saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('ROUTE-040: the domains list leads to each site editor; a parked domain has none', async ({ page }) => {
  await openAs(page, 'alice', '/agents/A1001/domains/');
  await expect(page.getByRole('link', { name: 'alice-parked.example', exact: true })).toHaveCount(0);
  const menu = await openMenu(page.getByRole('button', { name: 'Actions for alice-parked.example' }));
  await expect(menu.getByRole('menuitem', { name: 'Edit site' })).toBeDisabled();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: M2, exact: true }).click();
  await expect(page).toHaveURL(editorUrl());
  await expect(h1(page)).toHaveText(`Site Editor for ${M2}`);

  await page.goto('/agents/A1001/domains/');
  await chooseFromMenu(page.getByRole('button', { name: `Actions for ${M1}` }), 'Edit site');
  await expect(page).toHaveURL(editorUrl(M1));
});

test('SHELL-043 CONST-036: the page title counts its characters and warns past its maximum, without blocking', async ({
  page,
}) => {
  await openAs(page, 'alice', `${editorUrl()}home/page-title/edit/`);
  const input = page.getByLabel('Page title', { exact: true });
  await input.fill('Alice Anderson Insurance');
  await expect(page.getByText('24 / 60')).toBeVisible();
  await expect(page.getByText(/over the limit/)).toHaveCount(0);
  await input.fill('Alice Anderson Insurance serves Springfield families every day');
  await expect(page.getByText('62 / 60')).toBeVisible();
  await expect(page.getByText('2 characters over the limit of 60.')).toBeVisible();
  await expect(page.getByText(MESSAGES.compliant)).toBeVisible(); // EDITOR-051: a plain text is applied once it passed
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expectAccessible(page);
});

/** A 1×1 PNG: the seed's photo addresses are on a host the test machine cannot reach. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('EDITOR-032 D-81 EDITOR-044: the team members show their photos, not the addresses; each member photo is uploaded in the form', async ({
  page,
}) => {
  const photos: string[] = [];
  await page.route('https://images.agents.example/**', (route) => {
    photos.push(route.request().url());
    return route.fulfill({ contentType: 'image/png', body: PIXEL });
  });
  await openAs(page, 'alice', `${editorUrl()}team/team-members/edit/`);
  const table = page.getByRole('table', { name: 'Team members from your office record' });
  const sam = table.getByRole('img', { name: 'Photo of Sam Summers' });
  await expect(sam).toBeVisible();
  await expect(sam).toHaveAttribute('src', 'https://images.agents.example/team/sam-summers.jpg');
  await expect.poll(() => sam.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(table.getByRole('img', { name: 'Photo of Priya Patel' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Leo Martin/ })).toContainText('No photo');
  await expect(table).not.toContainText('https://');
  await expectAccessible(page);

  // Each member has an upload of their own, named after them.
  await expect(page.getByRole('img', { name: 'Current photo of Priya Patel' })).toHaveAttribute(
    'src',
    'https://images.agents.example/team/priya-patel.jpg',
  );
  const uploaded = page.waitForResponse((r) => r.url().includes('/uploads/image') && r.request().method() === 'POST');
  await page.getByLabel('Photo of Priya Patel', { exact: true }).setInputFiles({ name: 'priya.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(page.getByRole('img', { name: 'Preview of the chosen photo of Priya Patel' })).toBeVisible();
  const { fileUrl } = (await (await uploaded).json()) as { fileUrl: string };
  expect(fileUrl).toMatch(/^\/media\/uploads\/[0-9a-f]{24}\.png$/);
  await expect(page.getByText('Uploaded. Save to submit the new image for review.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Current photo of Sam Summers' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved for review: your change shows live once it is approved.')).toBeVisible();
  const priya = table.getByRole('img', { name: 'Photo of Priya Patel' });
  await expect(priya).toHaveAttribute('src', fileUrl);
  await expect.poll(() => priya.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  expect(await upstreamCalls()).toContain('POST /api/agents/A1001/image_upload/');
  expect(photos).toContain('https://images.agents.example/team/sam-summers.jpg');
});
