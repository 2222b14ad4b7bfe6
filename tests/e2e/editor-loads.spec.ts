import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from './support/test';
import { MESSAGES } from '@portal/rules';
import { expectAccessible } from './support/axe';
import { clearUpstreamCalls, resetSandbox, upstreamCalls } from './support/sandbox';
import { logIn } from './support/session';

test.beforeEach(resetSandbox);

const DOMAIN = 'alice-insurance.example';
const persisted = JSON.parse(readFileSync(new URL('../../gateway/persisted-queries.json', import.meta.url), 'utf8')) as Record<string, string>;
const docId = (operation: string) => Object.keys(persisted).find((id) => persisted[id]!.startsWith(operation))!;
const isOperation = (route: Route, operation: string) =>
  route.request().url().endsWith('/graphql') && (route.request().postData() ?? '').includes(`"doc_id":"${docId(operation)}"`);

/** Holds the browser's request of one operation until the test lets it go; every other request passes. */
async function hold(page: Page, operation: string): Promise<{ held: Promise<void>; release: () => Promise<void> }> {
  let release!: () => Promise<void>;
  const held = new Promise<void>((resolve) => {
    void page.route('**/graphql', async (route) => {
      if (!isOperation(route, operation)) return route.continue();
      release = () => route.continue();
      resolve();
    });
  });
  return { held, release: () => release() };
}

test('EDITOR-004: the editor stays initializing until config, change store, tree and the visit log have all loaded', async ({ page }) => {
  await logIn(page, 'alice');
  await clearUpstreamCalls();
  const visitLog = await hold(page, 'mutation mutationsLogEditingMutation');
  await page.goto(`/agents/A1001/domains/${DOMAIN}/`);
  await visitLog.held;
  // Three of the four are in (the page's one query), the visit log is still on its way: the editor waits.
  const calls = await upstreamCalls();
  expect(calls).toContain(`GET /api/domain/${DOMAIN}/config/`);
  expect(calls).toContain(`GET /api/domains/${DOMAIN}/overrides/`);
  expect(calls).toContain(`GET /api/domains/${DOMAIN}/content/editor/`);
  expect(calls).not.toContain(`PUT /api/mxeditor/${DOMAIN}/log_editing/`);
  await expect(page.getByRole('status').filter({ hasText: 'Initializing the editor' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 2, name: 'Home', exact: true })).toHaveCount(0);
  await visitLog.release();
  await expect(page.getByRole('heading', { level: 2, name: 'Home', exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Initializing the editor' })).toHaveCount(0);
  expect(await upstreamCalls()).toContain(`PUT /api/mxeditor/${DOMAIN}/log_editing/`);
  await expectAccessible(page);
});

test('EDITOR-004: a visit log that failed still ends initializing; its failure is said once (ERR-050)', async ({ page }) => {
  await logIn(page, 'alice');
  await page.route('**/graphql', (route) =>
    isOperation(route, 'mutation mutationsLogEditingMutation')
      ? route.fulfill({ json: { errors: [{ message: MESSAGES.editorApi, extensions: { code: 'UPSTREAM_ERROR' } }] } })
      : route.continue(),
  );
  await page.goto(`/agents/A1001/domains/${DOMAIN}/`);
  await expect(page.getByRole('heading', { level: 2, name: 'Home', exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.editorApi })).toHaveCount(1);
});
