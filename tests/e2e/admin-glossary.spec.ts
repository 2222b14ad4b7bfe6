import { BUILT_IN_GLOSSARY_TERMS, GLOSSARY_MESSAGES, MESSAGES } from '@portal/rules';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox, upstreamCalls } from './support/sandbox';
import { openAs } from './support/session';

test.use({ timezoneId: 'UTC' });
test.beforeEach(resetSandbox);

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
const table = (page: Page) => toolbox(page).getByRole('table', { name: 'Glossary terms' });
// Issue #26 (D-226): the dialog is titled by what it does; GLOSS-015's "Edit Keyword" when editing.
const editor = (page: Page, title: 'Edit Keyword' | 'New Keyword' | 'Copy Keyword' = 'Edit Keyword') =>
  page.getByRole('dialog', { name: title, exact: true });
const rowOf = (page: Page, title: string) => table(page).getByRole('row').filter({ has: page.getByRole('button', { name: `Show preview of ${title}` }) });
const search = (page: Page) => toolbox(page).getByRole('searchbox', { name: 'Search terms' });
/** The row of a term, found through the search (the table shows 10 rows a page). */
async function findRow(page: Page, title: string) {
  await search(page).fill(title);
  return rowOf(page, title);
}
const visits = BUILT_IN_GLOSSARY_TERMS.find((t) => t.path === 'visits')!;

async function openTab(page: Page, url = '/agents/A1001/dashboard/?admin=glossary') {
  await openAs(page, 'jdoe', url);
  await expect(table(page)).toBeVisible();
}

test('ADMIN-013 GLOSS-011 GLOSS-012: the tab needs no agent; "Glossary terms" shows Title, Description (60 + …), Examples, Notes, Actions', async ({
  page,
}) => {
  await openTab(page, '/glossary/?admin=glossary');
  await expect(toolbox(page).getByRole('tab', { name: 'Glossary' })).toHaveAttribute('aria-selected', 'true');
  await expect(toolbox(page).getByRole('heading', { level: 3, name: 'Glossary terms' })).toBeVisible();
  await expect(table(page).getByRole('columnheader')).toHaveText([/^Title/, 'Description', /^Examples/, /^Notes/, 'Actions']);
  const row = await findRow(page, 'Visits');
  const cells = row.getByRole('cell');
  await expect(cells.nth(1)).toHaveText(/^How many times people came to your site\. A visit starts when…$/);
  await expect(cells.nth(2)).toHaveText(String(visits.examples.length));
  await expect(cells.nth(3)).toHaveText(String(visits.notes.length));
  // The hidden draft is listed for staff, marked.
  await expect((await findRow(page, 'Appointment requests')).getByText('Hidden', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('GLOSS-011: typing in search filters the rows; the table pages', async ({ page }) => {
  await openTab(page);
  await expect(table(page).getByRole('row')).toHaveCount(11); // header + 10 of 17
  await search(page).fill('clicks');
  // Map directions, Phone, Text and Text message clicks (and the header row).
  await expect(table(page).getByRole('row')).toHaveCount(5);
  await expect(rowOf(page, 'Phone clicks')).toBeVisible();
  await expect(rowOf(page, 'Visits')).toHaveCount(0);
});

test('GLOSS-013 GLOSS-014: a row expands to its Preview; the info action opens the keyword popup', async ({ page }) => {
  await openTab(page);
  await findRow(page, 'Visits');
  const show = toolbox(page).getByRole('button', { name: 'Show preview of Visits' });
  await show.click();
  const preview = toolbox(page).getByRole('region', { name: 'Preview of Visits' });
  await expect(preview).toContainText('Preview');
  await expect(preview).toContainText(`Example: ${visits.examples[0]}`);
  await expect(toolbox(page).getByRole('button', { name: 'Hide preview of Visits' })).toHaveAttribute('aria-expanded', 'true');
  await table(page).getByRole('button', { name: 'About Visits' }).click();
  const popup = page.getByTestId('keyword-popup');
  await expect(popup.getByRole('heading', { name: 'Visits' })).toBeVisible();
  await popup.getByRole('button', { name: 'Close', exact: true }).click();
});

test('GLOSS-019 GLOSS-020 GLOSS-021 GLOSS-024 VALID-045 API-102 CONST-039: New Keyword adds a term through the New Keyword dialog', async ({
  page,
}) => {
  await openTab(page);
  await toolbox(page).getByRole('button', { name: 'New Keyword' }).click();
  const dialog = editor(page, 'New Keyword');
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  await expect(dialog.getByRole('textbox', { name: 'Path' })).toHaveValue('');
  // Issue #26: the description is written in the product's rich text editor, four rows high.
  const description = dialog.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveAttribute('aria-multiline', 'true');
  await expect(dialog.getByRole('toolbar', { name: 'Formatting: Description' })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Examples' })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Notes' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  // CONST-039: the other dialog width of 001 §9, 600 px, is this dialog's (D-106).
  expect(Math.round((await dialog.boundingBox())!.width)).toBe(600);

  await dialog.getByRole('textbox', { name: 'Path' }).fill('reviews');
  await expect(save).toBeDisabled(); // changed, but no title (VALID-045)
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Reviews');
  await expect(save).toBeEnabled();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('');
  await dialog.getByRole('textbox', { name: 'Title' }).blur();
  await expect(save).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Reviews');
  // Pasted formatting is kept, a pasted script is not (D-104: it never reaches the store).
  await description.evaluate((el, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'Stars your clients gave you');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, '<p>Stars your <b>clients</b> gave you<script>alert(1)</script></p>');
  await expect(description).toContainText('Stars your clients gave you');

  await dialog.getByRole('button', { name: 'New example' }).click();
  const item = page.getByRole('dialog', { name: 'New example' });
  await expect(item.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await item.getByRole('textbox', { name: 'Example' }).fill('Five stars on Google');
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(item).toBeHidden();
  await expect(dialog.getByRole('table', { name: 'Examples' }).getByRole('cell', { name: 'Five stars on Google' })).toBeVisible();

  await save.click();
  await expect(dialog).toBeHidden();
  await expect(await findRow(page, 'Reviews')).toBeVisible();
  expect(await upstreamCalls()).toContain('POST /api/glossary/');
  // D-104: the script never reached the store; the page shows the formatting only.
  await page.goto('/glossary/#reviews');
  await expect(page.locator('article#reviews')).toContainText('Stars your clients gave you');
  await expect(page.locator('article#reviews').locator('strong, b').filter({ hasText: 'clients' })).toHaveText('clients');
  expect(await page.locator('article#reviews script').count()).toBe(0);
  await expect(page.locator('article#reviews').getByText(/^Example:/)).toHaveCount(1);
});

test('GLOSS-015 GLOSS-022 GLOSS-025 API-103: edit saves with PUT; deleting an example asks first; Cancel resets', async ({ page }) => {
  await openTab(page);
  await (await findRow(page, 'Visits')).getByRole('button', { name: 'Edit Visits' }).click();
  const dialog = editor(page);
  const title = dialog.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveValue('Visits');
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await title.fill('Visits changed');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await rowOf(page, 'Visits').getByRole('button', { name: 'Edit Visits' }).click();
  await expect(title).toHaveValue('Visits');

  await dialog.getByRole('button', { name: 'Delete example 1' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete example?' });
  await expect(confirm).toContainText('Are you sure you want to delete this example?');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await confirm.getByRole('button', { name: 'OK' }).click();
  // Visits has two examples: the first is gone, the second stays.
  const examples = dialog.getByRole('table', { name: 'Examples' });
  await expect(examples).not.toContainText('A visitor reads three pages');
  await expect(examples).toContainText('on their phone at lunch');
  await dialog.getByRole('button', { name: 'Edit note 1' }).click();
  const note = page.getByRole('dialog', { name: 'Edit note' });
  await note.getByRole('textbox', { name: 'Note' }).fill('Blocked visitors are not counted.');
  await note.getByRole('button', { name: 'Save' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Visits').getByRole('cell').nth(2)).toHaveText('1');
  expect((await upstreamCalls()).filter((c) => /^PUT \/api\/glossary\/\d+\/$/.test(c))).toHaveLength(1);
});

test('GLOSS-016: copy opens a prefilled term in adding mode; a taken path is refused with a clear message', async ({ page }) => {
  await openTab(page);
  await (await findRow(page, 'Visits')).getByRole('button', { name: 'Copy Visits' }).click();
  const dialog = editor(page, 'Copy Keyword');
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Visits (copy)');
  await expect(dialog.getByRole('textbox', { name: 'Path' })).toHaveValue('');
  await expect(dialog.getByRole('table', { name: 'Examples' }).getByRole('cell', { name: visits.examples[0] })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Path' }).fill('page_views');
  await dialog.getByRole('textbox', { name: 'Path' }).blur();
  await expect(dialog.getByText(GLOSSARY_MESSAGES.pathTaken)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Path' }).fill('visits_copy');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(await findRow(page, 'Visits (copy)')).toBeVisible();
});

test('GLOSS-017 API-104 GLOSS-018: delete asks first, sends DELETE and reloads; Add All keywords restores only the missing key', async ({
  page,
}) => {
  await openTab(page);
  await (await findRow(page, 'Visits')).getByRole('button', { name: 'Delete Visits' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this term?');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, 'Visits')).toHaveCount(0);
  const calls = await upstreamCalls();
  const del = calls.findIndex((c) => /^DELETE \/api\/glossary\/\d+\/$/.test(c));
  expect(del).toBeGreaterThan(-1);
  expect(calls.slice(del + 1)).toContain('GET /api/glossary/');

  await toolbox(page).getByRole('button', { name: 'Add All keywords' }).click();
  await expect(toolbox(page).getByRole('status')).toHaveText('Added 1 built-in keyword.');
  await expect(rowOf(page, 'Visits')).toBeVisible();
  expect((await upstreamCalls()).filter((c) => c === 'POST /api/glossary/')).toHaveLength(1);
  await toolbox(page).getByRole('button', { name: 'Add All keywords' }).click();
  await expect(toolbox(page).getByRole('status')).toHaveText('Every built-in keyword is already in the glossary; nothing was added.');
});

test('ERR-083: a 500 on PUT glossary shows the glossary save text in the save-error dialog', async ({ page }) => {
  await openTab(page);
  await injectFault({ method: 'PUT', path: '/api/glossary/1/', status: 500 });
  await (await findRow(page, 'Bots and crawlers')).getByRole('button', { name: 'Edit Bots and crawlers' }).click();
  const dialog = editor(page);
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Bots');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Those changes were not saved!' })).toContainText(MESSAGES.glossarySave);
});

test('ERR-083: a 500 on POST glossary shows the glossary save text; the term is not added', async ({ page }) => {
  await openTab(page);
  await injectFault({ method: 'POST', path: '/api/glossary/', status: 500 });
  await toolbox(page).getByRole('button', { name: 'New Keyword' }).click();
  const dialog = editor(page, 'New Keyword');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Failing term');
  await dialog.getByRole('textbox', { name: 'Path' }).fill('failing_term');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Those changes were not saved!' })).toContainText(MESSAGES.glossarySave);
});

test('390 px: the editor fits a phone and Save is reachable by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openTab(page);
  await toolbox(page).getByRole('button', { name: 'New Keyword' }).click();
  const dialog = editor(page, 'New Keyword');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Keyboard term');
  await dialog.getByRole('textbox', { name: 'Path' }).fill('keyboard_term');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(await findRow(page, 'Keyboard term')).toBeVisible();
  await expectAccessible(page);
});
