/**
 * The browser's error reports (CONST-044, decision D-192): what the web client sends to the gateway's
 * POST /client-errors and what the gateway accepts, with the limits both keep and the scrub both apply.
 */

/** The gateway's plain route beside /graphql. */
export const CLIENT_ERRORS_PATH = '/client-errors';

export const CLIENT_ERROR_KINDS = ['error', 'rejection', 'boundary'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export const CLIENT_ERROR_LIMITS = {
  /** Reports per request. */
  batch: 10,
  /** Distinct errors one page load reports; later ones are dropped. */
  perPage: 20,
  /** A batch leaves this long after its first report (or at once when full, or when the page is hidden). */
  flushMs: 2000,
  name: 80,
  message: 500,
  stack: 4000,
  route: 200,
  version: 40,
  /** The largest occurrence count one report may carry. */
  count: 1000,
  /** The request body, bytes: a full batch of the longest reports fits. */
  bodyBytes: 64 * 1024,
} as const;

/** One error as the gateway receives it: no personal data (scrubbed), the route as its pattern. */
export interface ClientErrorReport {
  kind: ClientErrorKind;
  /** The error's type: TypeError, ChunkLoadError, … */
  name: string;
  message: string;
  /** The first lines of the stack (script addresses without their query), or null. */
  stack: string | null;
  /** The route's pattern, e.g. /agents/:agentID/dashboard/: never the address with its ids and names. */
  route: string;
  /** How often this error happened before the batch left. */
  count: number;
}

export interface ClientErrorBatch {
  /** The web build's version (web/package.json) and commit (decision D-87). */
  version: string;
  commit: string | null;
  reports: ClientErrorReport[];
}

const EMAIL = /[^\s@"'<>()[\]]+@[^\s@"'<>()[\]]+\.[^\s@"'<>()[\]]+/g;
/**
 * Query strings and fragments of addresses (tokens, search texts), up to the next space, quote or bracket, or up to
 * a stack line's ":line:column".
 */
const URL_QUERY = /(https?:\/\/[^\s?#"'()]*)[?#][^\s"'()]*?(?=:\d+:\d+|[\s"'()]|$)/g;
/**
 * Four or more digits in a row (phone and card numbers, associate and receipt ids), spaces and dashes between; not
 * after a colon, where a stack line's line and column numbers are.
 */
const NUMBER = /(?<![:\d])\d(?:[\s-]?\d){3,}/g;

/**
 * What an error text may keep (no personal data): e-mail addresses, query strings and runs of four or more digits
 * are replaced, and the text is cut at `max` characters. Applied by the browser before sending and by the gateway
 * again before logging.
 */
export function scrubErrorText(text: string, max: number): string {
  const scrubbed = text.replace(EMAIL, '[email]').replace(URL_QUERY, '$1').replace(NUMBER, '[number]');
  return scrubbed.length > max ? `${scrubbed.slice(0, max - 1)}…` : scrubbed;
}

/** A route pattern as reported: segments of letters, digits, ":", ".", "_" and "-" only. */
export const ROUTE_PATTERN = /^\/[A-Za-z0-9/:._*-]*$/;
