import { COMPLIANCE_HELPER_DOMAIN, COMPLIANCE_MESSAGES, MESSAGES } from '@portal/rules';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/axe';
import { clearUpstreamCalls, injectFault, resetSandbox, upstreamCalls } from './support/sandbox';
import { openAs } from './support/session';

test.beforeEach(resetSandbox);
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const VENDOR_PATH = `/api/mxeditor/${COMPLIANCE_HELPER_DOMAIN.domainName}/compliance/`;

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
const region = (page: Page, name: string) => toolbox(page).getByRole('region', { name, exact: true });
const editor = (page: Page) => toolbox(page).getByRole('textbox', { name: 'Test text' });
const termsInput = (page: Page) => toolbox(page).getByRole('textbox', { name: 'Allowed terms' });
const checkButton = (page: Page) => toolbox(page).getByRole('button', { name: 'Check compliance' });
const result = (page: Page) => region(page, 'Result');
const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** ADMIN-009: the tab needs no agent, so it opens on the landing page, with no agent in the route. */
async function openTab(page: Page) {
  await openAs(page, 'jdoe', '/?admin=compliance_helper');
  await expect(toolbox(page).getByRole('tab', { name: 'Compliance Helper' })).toHaveAttribute('aria-selected', 'true');
  await expect(editor(page)).toBeVisible();
}

async function typeText(page: Page, text: string) {
  await editor(page).click();
  await page.keyboard.type(text);
}

test('ADMIN-009 CONST-041 CONST-043: the helper renders without an agent, names its fixed m2 test domain, 200px editor', async ({
  page,
}) => {
  await openTab(page);
  await expect(toolbox(page).getByText(MESSAGES.toolboxNeedsAgent)).toHaveCount(0);
  await expect(toolbox(page).getByRole('heading', { level: 3, name: 'Test a text' })).toBeVisible();
  await expect(toolbox(page).getByText(`Checks run against ${COMPLIANCE_HELPER_DOMAIN.domainName} (M2 site)`)).toBeVisible();
  // CONST-041: the writing area around the text box is 200px high.
  const heights = await editor(page).evaluate((el) => {
    const found: string[] = [];
    for (let node: Element | null = el; node && found.length < 4; node = node.parentElement) found.push(getComputedStyle(node).height);
    return found;
  });
  expect(heights).toContain('200px');
  await expectAccessible(page);
});

test('ADMIN-078 ADMIN-080: Rich Text and Plain Text switch the editor; the raw text follows and Copy puts it on the clipboard', async ({
  page,
}) => {
  await openTab(page);
  const rich = toolbox(page).getByRole('radio', { name: 'Rich Text' });
  const plain = toolbox(page).getByRole('radio', { name: 'Plain Text' });
  await expect(rich).toBeChecked();
  await expect(toolbox(page).getByRole('toolbar', { name: 'Formatting: Test text' })).toBeVisible();
  await typeText(page, 'Call us today');
  const raw = region(page, 'Raw text');
  await expect(raw.locator('pre')).toHaveText('<p>Call us today</p>');

  // ADMIN-080: Copy puts the raw text on the clipboard and says so.
  await raw.getByRole('button', { name: 'Copy' }).click();
  await expect(raw.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect.poll(() => readClipboard(page)).toBe('<p>Call us today</p>');

  // ADMIN-078: plain text has no formatting toolbar and no markup; the words move along.
  await toolbox(page).getByText('Plain Text', { exact: true }).click();
  await expect(plain).toBeChecked();
  await expect(toolbox(page).getByRole('toolbar', { name: 'Formatting: Test text' })).toHaveCount(0);
  await expect(editor(page)).toHaveText('Call us today');
  await expect(raw.locator('pre')).toHaveText('Call us today');
  await editor(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' <now>');
  await expect(raw.locator('pre')).toHaveText('Call us today <now>');
  await raw.getByRole('button', { name: 'Copy' }).click();
  await expect.poll(() => readClipboard(page)).toBe('Call us today <now>');

  // Back to rich text: a paragraph of HTML, its specials escaped.
  await toolbox(page).getByText('Rich Text', { exact: true }).click();
  await expect(rich).toBeChecked();
  await expect(toolbox(page).getByRole('toolbar', { name: 'Formatting: Test text' })).toBeVisible();
  await expect(raw.locator('pre')).toHaveText('<p>Call us today &lt;now&gt;</p>');
});

test('ADMIN-079 ADMIN-081 ERR-098 VALID-049: terms listed as typed (spaces kept); a non-compliant text lists its violations', async ({
  page,
}) => {
  await openTab(page);
  await termsInput(page).fill(' best rates,guaranteed savings');
  const terms = region(page, 'Allowed terms entered').getByRole('listitem');
  await expect(terms).toHaveText(['" best rates"', '"guaranteed savings"']);

  await typeText(page, 'We offer the best rates and guaranteed savings to every drivr. My SSN is 123-45-6789.');
  await clearUpstreamCalls();
  await checkButton(page).click();
  await expect(result(page).getByText(COMPLIANCE_MESSAGES.notCompliant, { exact: true })).toBeVisible();
  // " best rates" (with its space) does not exempt "best rates"; "guaranteed savings" is exempt. The words as the
  // content editor shows them: phrases and sanitizer hits to reword, general violations, spelling hints.
  await expect(result(page).getByText(COMPLIANCE_MESSAGES.wordsToReword, { exact: true })).toBeVisible();
  await expect(result(page).getByText(COMPLIANCE_MESSAGES.generalToAddress, { exact: true })).toBeVisible();
  await expect(result(page).getByRole('listitem')).toHaveText([
    '“best rates”: Superlatives and unprovable comparisons',
    `“123-45-6789”: ${COMPLIANCE_MESSAGES.notAllowed}`,
    /^This text contains 1 item of personal, financial or medical information/,
    /^“drivr”: Did you mean\.\.\. \w/,
  ]);
  await expect(result(page).getByText(COMPLIANCE_MESSAGES.misspelled, { exact: true })).toBeVisible();
  await expect(result(page).getByText("The vendor's decision: Rejected.")).toBeVisible();
  // ADMIN-083: the fixed test domain, once.
  expect((await upstreamCalls()).filter((call) => call.includes('compliance'))).toEqual([`POST ${VENDOR_PATH}`]);
  await expectAccessible(page);
});

test('ADMIN-079 ADMIN-082 ERR-100: a prohibited phrase exempted by its allowed term passes; the raw response is shown and copyable', async ({
  page,
}) => {
  await openTab(page);
  await typeText(page, 'We promise guaranteed savings for every family.');
  await checkButton(page).click();
  await expect(result(page).getByText(COMPLIANCE_MESSAGES.notCompliant, { exact: true })).toBeVisible();
  await expect(result(page).getByRole('listitem')).toHaveText(['“guaranteed savings”: Guarantees and promised savings']);

  await termsInput(page).fill('guaranteed savings');
  await checkButton(page).click();
  await expect(result(page).getByText(MESSAGES.compliant, { exact: true })).toBeVisible();
  await expect(result(page).getByRole('listitem')).toHaveCount(0);
  await expect(result(page).getByText("The vendor's decision: Approved.")).toBeVisible();

  // ADMIN-082: the vendor's answer as a tree and, exactly as it came, on the clipboard.
  const response = region(page, 'Raw compliance response');
  await expect(response.getByText('"approved"')).toBeVisible();
  await expect(response.getByText('isCompliant:')).toBeVisible();
  await response.getByRole('button', { name: 'Copy' }).click();
  await expect(response.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = JSON.parse(await readClipboard(page)) as { compliance: { disposition: string; assessment: { isCompliant: boolean } } };
  expect(copied.compliance.disposition).toBe('approved');
  expect(copied.compliance.assessment.isCompliant).toBe(true);
  await expectAccessible(page);
});

test('ERR-099 ERR-095: the vendor down shows ERR-099 with its double spaces; another failure ERR-095', async ({ page }) => {
  await openTab(page);
  await typeText(page, 'Call our office today for a quote.');
  await injectFault({ method: 'POST', path: VENDOR_PATH, status: 503, times: 1 });
  await checkButton(page).click();
  const failure = result(page).getByText(/compliance vendor is not currently responding/);
  await expect(failure).toBeVisible();
  expect(await failure.textContent()).toBe(MESSAGES.complianceVendorDown);
  await expect(region(page, 'Raw compliance response')).toHaveCount(0);

  await injectFault({ method: 'POST', path: VENDOR_PATH, status: 500, times: 1 });
  await checkButton(page).click();
  const exception = result(page).getByText(/Support has been notified/);
  await expect(exception).toBeVisible();
  expect(await exception.textContent()).toBe(MESSAGES.complianceEditor);

  // The vendor back, slowly: "Checking compliance..." while it thinks, then the same text checks.
  await injectFault({ method: 'POST', path: VENDOR_PATH, delayMs: 1500, times: 1 });
  await checkButton(page).click();
  await expect(result(page).getByText(COMPLIANCE_MESSAGES.checking, { exact: true })).toBeVisible();
  await expect(result(page).getByText(MESSAGES.compliant, { exact: true })).toBeVisible();
  await expect(result(page).getByText(/Support has been notified|not currently responding/)).toHaveCount(0);
});

test('ADMIN-078 keyboard path: choose Plain Text, type terms and text, check, all without a mouse', async ({ page }) => {
  await openTab(page);
  await toolbox(page).getByRole('radio', { name: 'Rich Text' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbox(page).getByRole('radio', { name: 'Plain Text' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(termsInput(page)).toBeFocused();
  await page.keyboard.type('act now');
  await page.keyboard.press('Tab');
  await expect(editor(page)).toBeFocused();
  await page.keyboard.type('Act now to get a quote from our office.');
  await page.keyboard.press('Tab');
  await expect(checkButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(result(page).getByText(MESSAGES.compliant, { exact: true })).toBeVisible();
  await expect(region(page, 'Raw text').locator('pre')).toHaveText('Act now to get a quote from our office.');
});
