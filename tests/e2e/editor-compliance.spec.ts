import { expect, test, type Page } from './support/test';
import { COMPLIANCE_MESSAGES, MESSAGES } from '@portal/rules';
import { COMPLIANCE_DISCLAIMER } from '../../web/src/lib/complianceDisplay';
import { expectAccessible } from './support/axe';
import { injectFault, resetSandbox } from './support/sandbox';
import { openAs } from './support/session';

// Issue #13: the content editor's text editor and its compliance check against the sandbox's real checker.

test.beforeEach(async () => {
  await resetSandbox();
});

const DOMAIN = 'alice-insurance.example';
const MISSION = `/agents/A1001/domains/${DOMAIN}/about/mission/`;
const COMPLIANCE_PATH = `/api/mxeditor/${DOMAIN}/compliance/`;

/** The verdict in the editor's frame, and the findings listed under the field (issue #25). */
const statusOf = (page: Page) => page.locator('[data-compliance-status]').first();
const findingsOf = (page: Page) => page.locator('[data-compliance-findings]').first();
const missionBox = (page: Page) => page.getByRole('textbox', { name: 'Mission statement' });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces the editor's text as a person would: select everything, then type. */
async function typeInto(page: Page, text: string): Promise<void> {
  const box = missionBox(page);
  await box.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

async function openMission(page: Page): Promise<void> {
  await openAs(page, 'alice', `${MISSION}edit/`);
  await expect(missionBox(page)).toBeVisible();
}

test('EDITOR-051 EDITOR-057 EDITOR-055 EDITOR-059 EDITOR-060 VALID-049 VALID-052 ERR-100: a non-compliant sentence is listed, fixed, saved, approved and live', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await openMission(page);
  // EDITOR-060, VALID-052: the disclaimer stands by the editor.
  await expect(page.getByText(COMPLIANCE_DISCLAIMER)).toBeVisible();
  // The text box is described by the disclaimer, and later by its check's status.
  await expect(missionBox(page)).toHaveAccessibleDescription(new RegExp(escapeRegExp(COMPLIANCE_DISCLAIMER)));

  // The checker answers in a few milliseconds; slowed once, "Checking compliance..." is there long enough to be seen.
  await injectFault({ method: 'POST', path: COMPLIANCE_PATH, delayMs: 1500, times: 1 });
  await typeInto(page, 'We guarantee the best rates in town.');
  await expect(page.getByText(COMPLIANCE_MESSAGES.checking)).toBeVisible();
  await expect(page.getByText(COMPLIANCE_MESSAGES.notCompliant)).toBeVisible();
  await expect(page.getByText(COMPLIANCE_MESSAGES.wordsToReword)).toBeVisible();
  await expect(findingsOf(page)).toContainText('“best rates”');
  await expect(missionBox(page)).toHaveAccessibleDescription(new RegExp(escapeRegExp(COMPLIANCE_MESSAGES.notCompliant)));
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectAccessible(page);

  const fixed = 'Our team compares quotes from several insurers to find coverage that fits your family.';
  await typeInto(page, fixed);
  await expect(page.getByText(MESSAGES.compliant).first()).toBeVisible();
  // EDITOR-055 (decision D-173): no confirmation required: a passing text is applied, and one Save sends it.
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved for review: your change shows live once it is approved.')).toBeVisible();

  // Approval by an overview user, then the live view shows it.
  const staff = await browser.newContext();
  const carol = await staff.newPage();
  await openAs(carol, 'carol', '/overview/queue/');
  await carol
    .getByRole('list', { name: 'Pending content changes' })
    .getByRole('article')
    .filter({ hasText: 'compares quotes from several insurers' })
    .getByRole('button', { name: `Approve Mission on ${DOMAIN}` })
    .click();
  await expect(carol.getByRole('article').filter({ hasText: 'compares quotes from several insurers' })).toHaveCount(0);
  await staff.close();

  await page.goto(`${MISSION}live/`);
  await expect(page.getByRole('definition')).toHaveText(fixed);
});

test('VALID-053 EDITOR-056 ERR-098: a misspelling only warns, with its hint, and the text can still be saved', async ({ page }) => {
  await openMission(page);
  await typeInto(page, 'Our team compares quotes from severall insurers for your family.');
  await expect(page.getByText(MESSAGES.compliant)).toBeVisible();
  await expect(page.getByText(COMPLIANCE_MESSAGES.misspelled)).toBeVisible();
  await expect(findingsOf(page)).toContainText('“severall”');
  await expect(findingsOf(page)).toContainText(/Did you mean\.\.\.|Word may be misspelled/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved for review: your change shows live once it is approved.')).toBeVisible();
});

test('ERR-098: a card number that passes Luhn reads "this text is not allowed"', async ({ page }) => {
  await openMission(page);
  await typeInto(page, 'Pay your premium with card 4111 1111 1111 1111 today.');
  await expect(page.getByText(COMPLIANCE_MESSAGES.notCompliant)).toBeVisible();
  await expect(findingsOf(page)).toContainText(COMPLIANCE_MESSAGES.notAllowed);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('ERR-099 EDITOR-051: the vendor down shows the vendor-down text word for word, double spaces included', async ({ page }) => {
  await openMission(page);
  await injectFault({ method: 'POST', path: COMPLIANCE_PATH, status: 503 });
  await typeInto(page, 'Our team compares quotes for your family.');
  await expect(statusOf(page)).toHaveAttribute('data-compliance-status', 'serviceError');
  expect(await statusOf(page).textContent()).toBe(MESSAGES.complianceVendorDown);
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  // Not an exception: the text can still be edited.
  await expect(missionBox(page)).toHaveAttribute('contenteditable', 'true');
});

test('ERR-095 EDITOR-061: a compliance exception makes the text read-only and shows the apology', async ({ page }) => {
  await openMission(page);
  await injectFault({ method: 'POST', path: COMPLIANCE_PATH, status: 500 });
  await typeInto(page, 'Our team compares quotes for your family.');
  await expect(statusOf(page)).toHaveAttribute('data-compliance-status', 'exception');
  expect(await statusOf(page).textContent()).toBe(MESSAGES.complianceEditor);
  await expect(missionBox(page)).toHaveAttribute('contenteditable', 'false');
  await expect(missionBox(page)).toHaveAttribute('aria-readonly', 'true');
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('EDITOR-053 keyboard: a plain heading typed from the keyboard passes its check and saves with the keyboard alone', async ({ page }) => {
  await openAs(page, 'alice', `/agents/A1001/domains/${DOMAIN}/contact/contact-me/edit/`);
  const heading = page.getByRole('textbox', { name: 'Heading' });
  await expect(heading).toHaveText('Talk to Alice');
  // EDITOR-053: unchanged text needs no check and leaves Save enabled.
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await heading.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' Today');
  await expect(page.getByText(MESSAGES.compliant)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved for review: your change shows live once it is approved.')).toBeVisible();
  await expect(heading).toHaveText('Talk to Alice Today');
  await expectAccessible(page);
});
