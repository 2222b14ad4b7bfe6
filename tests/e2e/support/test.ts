import { test as base } from '@playwright/test';
import { startStack, type Stack } from './stack';

/**
 * The specs' `test`: every worker starts its own stack once (decision D-141) and the pages open on it. Specs import
 * `test` and `expect` from here, never from @playwright/test (the lint rule says so).
 */
export const test = base.extend<object, { stack: Stack }>({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const stack = await startStack();
      await use(stack);
      await stack.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ stack }, use) => {
    await use(stack.url);
  },
});

// Everything else as Playwright has it; the `test` above takes the place of Playwright's own.
export * from '@playwright/test';
