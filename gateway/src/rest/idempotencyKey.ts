import { createHash, randomUUID } from 'node:crypto';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A UUID or any 16..64 URL-safe characters; anything else from the browser is ignored. */
const BROWSER_KEY = /^[A-Za-z0-9_-]{16,64}$/;

export function browserIdempotencyKey(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value && BROWSER_KEY.test(value) ? value : null;
}

/**
 * The upstream key of one write of a GraphQL request (decision D-64): the n-th write of `method target` in this
 * request. With the browser's key of the user action it is the same when the browser re-sends that action (even if
 * the gateway builds a different body, e.g. a random default label), and differs between the writes of one action;
 * without a browser key, every write gets a fresh key.
 */
export function upstreamIdempotencyKey(browserKey: string | null, nth: number, method: string, target: string): string {
  if (!browserKey) return randomUUID();
  return createHash('sha256').update(`${browserKey}:${nth}:${method}:${target}`).digest('hex');
}
