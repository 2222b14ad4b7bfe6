/** SHELL-010 (decision D-20): the hint shown while the local provider API is the backend. */
export const LOCAL_BACKEND_HINT = 'You are using a local provider API at this machine. Start it before using the portal.';
export const DEV_MODE_TITLE = 'Development mode';
