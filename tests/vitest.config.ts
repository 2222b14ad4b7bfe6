import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    // One graphql module instance for the gateway and the tests (see ../shared/STACK.md).
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    include: ['unit/**/*.test.ts', 'unit/**/*.test.tsx', 'gateway/**/*.test.ts', 'sandbox/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
  },
});
