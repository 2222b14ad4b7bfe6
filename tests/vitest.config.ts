import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const WEB = ['unit/**/*.test.ts', 'unit/**/*.test.tsx'];
/** The gateway's and the sandbox's files: they pass their dispatchers, clocks and settings explicitly (D-247). */
const SERVER = ['gateway/**/*.test.ts', 'sandbox/**/*.test.ts'];

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
    // A thread starts faster than a process (decision D-147). The web client's files stay isolated (their own worker
    // and module graph: they mock modules and stub globals); the server's files share a worker's module graph, which
    // they used to import again for every file, most of their time (decision D-247).
    projects: [
      { extends: true, test: { name: 'web', pool: 'threads', include: WEB, exclude: PROCESS_TIME_ZONE } },
      { extends: true, test: { name: 'server', pool: 'threads', include: SERVER, isolate: false } },
      { extends: true, test: { name: 'time zone', pool: 'forks', include: PROCESS_TIME_ZONE } },
    ],
  },
});
