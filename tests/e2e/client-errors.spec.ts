import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Request } from './support/test';
import { CLIENT_ERRORS_PATH, type ClientErrorBatch } from '@portal/rules';
import { PORTAL_PORT } from './support/ports';

// CONST-044 (decision D-192): errors in the browser reach the gateway's error log and its metrics.

const WEB_VERSION = (JSON.parse(readFileSync(new URL('../../web/package.json', import.meta.url), 'utf8')) as { version: string }).version;
const persisted = JSON.parse(readFileSync(new URL('../../gateway/persisted-queries.json', import.meta.url), 'utf8')) as Record<string, string>;
const loginQueryId = Object.keys(persisted).find((id) => persisted[id]!.startsWith('query loadersLoginPageQuery'))!;

/** The gateway's count of reported browser errors of one kind (the test runs on the gateway's host). */
async function reported(kind: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${PORTAL_PORT}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`portal_client_errors_total{kind="${kind}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

const reportRequest = (page: Page) => page.waitForRequest((r) => new URL(r.url()).pathname === CLIENT_ERRORS_PATH);

async function batchOf(request: Request): Promise<ClientErrorBatch> {
  const response = await request.response();
  expect(response?.status()).toBe(204);
  return request.postDataJSON() as ClientErrorBatch;
}

test('CONST-044: an uncaught error and an unhandled rejection reach POST /client-errors with the build and the route, and are counted', async ({
  page,
}) => {
  await page.goto('/login/');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  const before = { error: await reported('error'), rejection: await reported('rejection') };
  const sent = reportRequest(page);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new TypeError('e2e: uncaught for alice@example.com');
    });
    void Promise.reject(new Error('e2e: rejected'));
  });
  const request = await sent;
  const batch = await batchOf(request);
  expect(batch.version).toBe(WEB_VERSION);
  expect(batch.commit).toMatch(/^[0-9a-f]{40}$/);
  expect(batch.reports).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'error', name: 'TypeError', message: 'e2e: uncaught for [email]', route: '/login/', count: 1 }),
      expect.objectContaining({ kind: 'rejection', name: 'Error', message: 'e2e: rejected', route: '/login/', count: 1 }),
    ]),
  );
  // No session travels with a report.
  expect(await request.headerValue('cookie')).toBeNull();
  await expect.poll(() => reported('error')).toBe(before.error + 1);
  await expect.poll(() => reported('rejection')).toBe(before.rejection + 1);
});

test('CONST-044: an error an error boundary caught is reported as "boundary" while the page shows its failure', async ({ page }) => {
  // The login page's accounts answered with a value no component can render: a bug in the page, caught by the
  // route's error boundary. The gateway renders /login/ with its accounts (D-248); here the page comes without that
  // render, so the client asks for them itself and gets the broken answer.
  await page.route('**/login/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(' data-server-rendered', '');
    await route.fulfill({ response, body: html });
  });
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes(`"doc_id":"${loginQueryId}"`)) {
      await route.fulfill({ json: { data: { sandboxAccounts: 'not a list' } } });
    } else {
      await route.continue();
    }
  });
  const before = await reported('boundary');
  const sent = reportRequest(page);
  await page.goto('/login/');
  await expect(page.getByRole('heading', { level: 1, name: 'This page did not load' })).toBeVisible();
  const batch = await batchOf(await sent);
  expect(batch.reports).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'boundary', route: '/login/' })]));
  await expect.poll(() => reported('boundary')).toBe(before + 1);
});
