/**
 * The stack the browser benchmarks load (initialJs.ts, coldLoad.ts): the embedded sandbox, the gateway serving the
 * built web client (WEB_DIST, default web/dist) and Debian's Chromium driven by Playwright, as the e2e tests do.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { startGateway } from '@portal/gateway';
import { startSandbox } from '@portal/sandbox';
import { CHROMIUM_LAUNCH } from '../e2e/support/chromium';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface WebStack {
  url: string;
  browser: Browser;
  /** A browser context signed in as `username` (through the login form), its cookies kept for later contexts. */
  signedIn: (username: string) => Promise<Awaited<ReturnType<BrowserContext['storageState']>>>;
  close: () => Promise<void>;
}

export function webDist(): string {
  const dist = path.resolve(repoRoot, process.env.WEB_DIST ?? 'web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} has no index.html: run pnpm build first`);
  return dist;
}

export async function startWebStack(latencyMs: number): Promise<WebStack> {
  const sandbox = await startSandbox({ port: 0, file: ':memory:', latencyMs });
  const gateway = await startGateway({
    upstreamUrl: sandbox.url,
    sandboxMode: true,
    webDist: webDist(),
    port: 0,
    host: '127.0.0.1',
  });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const signedIn = async (username: string) => {
    const context = await browser.newContext({ baseURL: gateway.url });
    const page = await context.newPage();
    await page.goto('/login/');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('portal-demo');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login/'));
    await page.waitForLoadState('networkidle');
    const state = await context.storageState();
    await context.close();
    return state;
  };
  return {
    url: gateway.url,
    browser,
    signedIn,
    close: async () => {
      await browser.close();
      await gateway.close();
      await sandbox.close();
    },
  };
}

/** A page whose HTTP cache is off (a cold load every time), in a context with the given cookies. */
export async function coldPage(stack: WebStack, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await stack.browser.newContext({ baseURL: stack.url, storageState });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page };
}
