import type { IncomingHttpHeaders } from 'node:http';
import MIMEType from 'whatwg-mimetype';
import { badRequest } from './requestError';

/** Headers a browser cannot send across sites without a preflight. */
const PREFLIGHT_HEADERS = ['x-apollo-operation-name', 'apollo-require-preflight'];
/** Content types a cross-site form or a simple fetch can send without a preflight. */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

const BLOCKED =
  'This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Please either specify a ' +
  `'content-type' header (with a type that is not one of ${SIMPLE_CONTENT_TYPES.join(', ')}) or provide a non-empty ` +
  `value for one of the following headers: ${PREFLIGHT_HEADERS.join(', ')}\n`;

/**
 * Apollo Server's CSRF prevention, which every client was built against (decision D-127): a request a browser could
 * send from another site without a preflight (a GET, or a POST of a simple content type) must carry a preflight
 * header. The portal's own write rule (the X-CSRFToken header, D-62) is csrfTokenRule in ../csrf.ts.
 */
export function preventCsrf(headers: IncomingHttpHeaders): void {
  const contentType = headers['content-type'];
  // The web client's own type, without a parser (it is on every request).
  if (contentType === 'application/json') return;
  if (contentType !== undefined) {
    const parsed = MIMEType.parse(contentType);
    if (parsed === null || !SIMPLE_CONTENT_TYPES.includes(parsed.essence)) return;
  }
  if (PREFLIGHT_HEADERS.some((name) => (headers[name] ?? '').length > 0)) return;
  throw badRequest(BLOCKED);
}
