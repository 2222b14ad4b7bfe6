/**
 * Ports of the stack the end-to-end tests start (away from the 4000/4001 of a developer's running portal).
 * E2E_PORT moves both, so two runs can share a machine (the sandbox takes the next port).
 */
export const PORTAL_PORT = Number(process.env.E2E_PORT ?? 4100);
export const SANDBOX_PORT = PORTAL_PORT + 1;
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}/`;
