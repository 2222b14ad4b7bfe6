import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/support/chromium';
import { PORTAL_PORT, SANDBOX_PORT } from './e2e/support/ports';

// End-to-end runs drive Debian's Chromium against the real stack: the built web client served by the gateway,
// which talks to the embedded sandbox (in-memory SQLite, re-seeded by each spec that changes data).
export default defineConfig({
  testDir: './e2e',
  // One folder per port, so two runs on one machine do not delete each other's traces.
  outputDir: `../test-results/playwright-${PORTAL_PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORTAL_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: '../node_modules/.bin/tsx ../gateway/src/main.ts',
    // Apollo answers a bare GET with 400, which Playwright counts as "up".
    url: `http://127.0.0.1:${PORTAL_PORT}/graphql`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORTAL_PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_DB: ':memory:',
      // Specs inject auth_info failures into a signed-in session and expect the next page to see them (D-120).
      AUTH_INFO_CACHE_MS: '0',
    },
  },
});
