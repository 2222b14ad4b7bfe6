import { randomUUID } from 'node:crypto';

/** The header that carries the request id in, out and upstream. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A caller's id is kept only when it is short and plain, so it cannot forge log lines or bloat them (D-114). */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,64}$/;

/** The caller's X-Request-Id when it is acceptable, otherwise a fresh UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && ACCEPTED.test(value) ? value : randomUUID();
}
