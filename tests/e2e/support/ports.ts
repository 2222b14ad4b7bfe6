/**
 * Ports of the stacks the end-to-end tests start (away from the 4000/4001 of a developer's running portal). Each
 * Playwright worker runs its own stack (decision D-141): E2E_PORT + 10 × the worker's parallel index, the sandbox on
 * the next port. E2E_PORT moves them all, so two runs can share a machine.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 4100);
// Playwright sets TEST_PARALLEL_INDEX in each worker (0 .. workers - 1); the runner itself has none.
const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const PORTAL_PORT = BASE_PORT + 10 * WORKER;
export const SANDBOX_PORT = PORTAL_PORT + 1;
export const PORTAL_URL = `http://127.0.0.1:${PORTAL_PORT}`;
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}/`;
