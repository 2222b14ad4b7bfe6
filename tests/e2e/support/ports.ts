/** Ports of the stack the end-to-end tests start (away from the 4000/4001 of a developer's running portal). */
export const PORTAL_PORT = 4100;
export const SANDBOX_PORT = 4101;
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}/`;
