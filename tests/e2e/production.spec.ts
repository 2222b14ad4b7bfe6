import { expect, test } from './support/test';
import { REPO_ROOT, startGatewayProcess, type GatewayProcess } from '../gateway/opsProcess';
import { expectAccessible } from './support/axe';
import { SANDBOX_URL } from './support/ports';
import { resetSandbox } from './support/sandbox';
import { logIn } from './support/session';

// Issue #15: the documented production start (`NODE_ENV=production UPSTREAM_URL=… tsx gateway/src/main.ts`, README)
// serving the web build, with the end-to-end stack's sandbox as its upstream: no embedded sandbox, no dev banner.
let gateway: GatewayProcess;
test.beforeAll(async () => {
  gateway = await startGatewayProcess({ NODE_ENV: 'production', UPSTREAM_URL: SANDBOX_URL, WEB_DIST: `${REPO_ROOT}web/dist` });
});
test.afterAll(() => gateway?.kill());
test.beforeEach(async () => {
  await resetSandbox();
});

test('the production start: a person signs in with the form and the dashboard loads, by persisted ids only', async ({ page }) => {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/graphql') bodies.push(r.postDataJSON() as Record<string, unknown>);
  });
  await page.goto(`${gateway.url}/login/`);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  // Demo accounts and the backend chooser belong to the embedded sandbox and dev mode only.
  await expect(page.getByRole('heading', { name: 'Demo accounts' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Development mode' })).toHaveCount(0);
  await logIn(page, 'alice');
  await expect(page).toHaveURL(`${gateway.url}/agents/A1001/dashboard/`);
  await expect(page.getByRole('heading', { name: /Alice Anderson/ })).toBeVisible();
  await expectAccessible(page);
  // Production accepts nothing but the build's persisted ids from a non-staff browser.
  expect(bodies.length).toBeGreaterThan(0);
  for (const body of bodies) expect(Object.keys(body).sort()).toEqual(['doc_id', 'variables']);
  // The sign-in is one JSON log line with its operation and no password.
  await gateway.waitFor('"operation":"mutationsLoginMutation"');
  expect(gateway.output()).not.toContain('portal-demo');
});
