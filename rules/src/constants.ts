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

/** The header that names a request's client (Apollo's; other internal tools send theirs, docs/other-tools.md). */
export const CLIENT_NAME_HEADER = 'apollographql-client-name';
/**
 * The web client's name: its upload sends it, its GraphQL requests imply it (the build's persisted ids, sent
 * without a name). The audit trail records this client's writes as a person's (D-129).
 */
export const WEB_CLIENT_NAME = 'web';

/** CONST-026: rows-per-page choices of paginated tables; "All" shows every row. */
export const ROWS_PER_PAGE_OPTIONS = [5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 250, 'All'] as const;
export type RowsPerPageOption = (typeof ROWS_PER_PAGE_OPTIONS)[number];
export const DEFAULT_ROWS_PER_PAGE = 10; // CONST-027
/** CONST-028: pages shown either side of the current one; more than 2 * range + 5 pages gets an ellipsis. */
export const PAGINATOR_RANGE = 2;
export const SEARCH_DEBOUNCE_MS = 500; // CONST-021
