import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { MESSAGES } from '@portal/rules';
import { resetSandbox } from './support/sandbox';
import { logIn } from './support/session';

// EDITOR-059: the allowed terms of a text's override travel from the editor to the compliance check.

test.beforeEach(resetSandbox);

const DOMAIN = 'alice-insurance.example';
const MISSION = `/agents/A1001/domains/${DOMAIN}/about/mission/edit/`;
const missionBox = (page: Page) => page.getByRole('textbox', { name: 'Mission statement' });
const persisted = JSON.parse(readFileSync(new URL('../../gateway/persisted-queries.json', import.meta.url), 'utf8')) as Record<string, string>;
const checkId = Object.keys(persisted).find((id) => persisted[id]!.startsWith('mutation complianceCheckTextMutation'))!;

/**
 * Provider staff allowed "best rates" on this text (an override carrying allowed_terms): stored through the
 * gateway with the signed-in session, as any save is.
 */
async function allowBestRates(page: Page): Promise<void> {
  const answer = await page.evaluate(async (domainName) => {
    const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrftoken': decodeURIComponent(csrf) },
      body: JSON.stringify({
        query: 'mutation ($input: SaveOverrideInput!) { saveOverride(input: $input) { overrides { allowedTerms } } }',
        variables: {
          input: {
            agentId: 'A1001',
            domainName,
            pageKey: 'about',
            key: 'mission',
            changes: [{ subkey: '', value: '<p>We find the best rates for your family.</p>', allowedTerms: ['best rates'] }],
          },
        },
      }),
    });
    return res.json();
  }, DOMAIN);
  expect(answer).toEqual({ data: { saveOverride: { overrides: [{ allowedTerms: ['best rates'] }] } } });
}

test('EDITOR-059: the override\'s allowed terms are sent with every check of that text, so "best rates" passes there', async ({ page }) => {
  test.setTimeout(90_000);
  await logIn(page, 'alice');
  await allowBestRates(page);
  const sent: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.postData()?.includes(`"doc_id":"${checkId}"`)) sent.push(r.postDataJSON().variables.input.allowedTerms);
  });
  await page.goto(MISSION);
  await expect(missionBox(page)).toContainText('We find the best rates for your family.');
  await missionBox(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('We guarantee the best rates in town.');
  // "guarantee" is still a violation, "best rates" no longer is.
  // The verdict line sits in the editor's frame; the phrases to reword are listed under the field (issue #25, D-173).
  await expect(page.locator('[data-compliance-status]').first()).toHaveAttribute('data-compliance-status', 'notCompliant');
  const findings = page.locator('[data-compliance-findings]').first();
  await expect(findings).toContainText(/“we guarantee”/i);
  await expect(findings).not.toContainText('best rates');
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.every((terms) => JSON.stringify(terms) === JSON.stringify(['best rates']))).toBe(true);

  await missionBox(page).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('We compare the best rates in town.');
  await expect(page.getByText(MESSAGES.compliant)).toBeVisible();
});
