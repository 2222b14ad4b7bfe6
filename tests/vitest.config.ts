import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const ALL = ['unit/**/*.test.ts', 'unit/**/*.test.tsx', 'gateway/**/*.test.ts', 'sandbox/**/*.test.ts'];

/**
 * Files that set `process.env.TZ` to read dates in another zone. The zone is one per process (ICU reads it for the
 * whole process), so these files run in a process of their own; a worker thread's change would not take effect.
 */
const PROCESS_TIME_ZONE = ['unit/web-admin-notifications.test.tsx', 'unit/web-scheduler-text.test.ts'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    // One graphql module instance for the gateway and the tests (see ../shared/STACK.md).
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    environment: 'node',
    // Half again as many workers as cores: a file's tests wait on sockets and timers, and with one worker per core
    // the run used 1.3 of 2 cores (decision D-147).
    maxWorkers: '150%',
    // Every file stays isolated (its own worker and module graph); a thread starts faster than a process
    // (decision D-147).
    projects: [
      { extends: true, test: { name: 'threads', pool: 'threads', include: ALL, exclude: PROCESS_TIME_ZONE } },
      { extends: true, test: { name: 'time zone', pool: 'forks', include: PROCESS_TIME_ZONE } },
    ],
  },
});
