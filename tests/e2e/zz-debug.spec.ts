import { expect, test, type Page } from './support/test';
import { logIn } from './support/session';
import { resetSandbox } from './support/sandbox';
import { isGraphQL, operationOf } from './support/graphql';

const toolbox = (page: Page) => page.getByRole('dialog', { name: 'Admin toolbox' });
const offices = (page: Page) => toolbox(page).getByRole('tablist', { name: 'Office locations' });

test('debug jobs', async ({ page }) => {
  test.setTimeout(300_000);
  await resetSandbox();
  const t0 = Date.now();
  const log = (...a: unknown[]) => console.log(((Date.now() - t0) / 1000).toFixed(2), ...a);
  page.on('request', (r) => { if (isGraphQL(r)) log('sent', operationOf(r), JSON.stringify(r.postDataJSON()?.variables ?? {}).slice(0, 100)); });
  page.on('requestfinished', (r) => { if (isGraphQL(r)) log('answered', operationOf(r)); });
  page.on('framenavigated', (f) => { if (f === page.mainFrame()) log('nav', f.url()); });
  await logIn(page, 'jdoe');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto('/agents/A1001/dashboard/?admin=job_listing_url');
  await expect(offices(page).getByRole('tab')).toHaveCount(3, { timeout: 120_000 });
  log('tabs shown');
  await page.evaluate(() => {
    const w = window as unknown as { __log: string[] };
    w.__log = [];
    let last: Element | null = null;
    new MutationObserver(() => {
      const input = document.querySelector('input[type="url"]');
      if (input !== last) { w.__log.push(`${(performance.now() / 1000).toFixed(2)} input ${input ? 'new' : 'gone'} value=${(input as HTMLInputElement | null)?.value}`); last = input; }
      const sel = [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].map((e) => e.textContent).join('|');
      if (sel !== (w as unknown as { __sel: string }).__sel) { w.__log.push(`${(performance.now() / 1000).toFixed(2)} selected ${sel}`); (w as unknown as { __sel: string }).__sel = sel; }
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  const tab = offices(page).getByRole('tab', { name: 'Austin, state', exact: true });
  await tab.click();
  log('clicked');
  await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 60_000 });
  log('selected');
  await toolbox(page).getByRole('textbox', { name: 'Microsite URL Override' }).fill('https://jobs.agents.test/alice-anderson');
  log('filled');
  for (let i = 0; i < 10; i++) {
    await page.evaluate(() => new Promise((r) => setTimeout(r, 1000)));
    log('value', await toolbox(page).getByRole('textbox', { name: 'Microsite URL Override' }).inputValue().catch(() => 'none'));
  }
  console.log((await page.evaluate(() => (window as unknown as { __log: string[] }).__log)).join('\n'));
});
