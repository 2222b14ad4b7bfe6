import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './e2e/support/chromium';
import { PORTAL_PORT } from './e2e/support/ports';

// End-to-end runs drive Debian's Chromium against the real stack: the built web client served by the gateway, which
// talks to its embedded sandbox (in-memory SQLite, re-seeded by each spec that changes data). Each worker starts its
// own stack on its own ports (e2e/support/test.ts, decision D-141), so spec files run in parallel without sharing data.
export default defineConfig({
  testDir: './e2e',
  // One folder per port, so two runs on one machine do not delete each other's traces.
  outputDir: `../test-results/playwright-${PORTAL_PORT}`,
  // Files in parallel, the tests of one file in order (they share its worker's sandbox).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    // A failed test keeps its trace (actions, network, DOM snapshots); no screencast, which cost a third of the CPU (D-245).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: CHROMIUM_LAUNCH,
  },
});
