/** Business constants (CONST rows) and portal-wide facts. */
export const PRODUCT_NAME = 'Agent Portal';
export const SUPPORT_PHONE = '1-800-555-0142';
export const SUPPORT_EMAIL = 'support@agentportal.example';
export const ACCEPTED_CARDS = ['Visa', 'Mastercard', 'American Express', 'Discover'] as const;

export const VERSION_CHECK_INTERVAL_MS = 5 * 60 * 1000; // CONST-001
export const NAV_COLLAPSE_BREAKPOINT_PX = 640; // CONST-018
export const DRAWER_WIDTHS = ['none', 'sm', 'md', 'lg', 'xl', 'full'] as const; // SHELL-017
export type DrawerWidth = (typeof DRAWER_WIDTHS)[number];

/** The session cookie names of the provider's Django backend; the gateway forwards and relays them. */
export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
