import type { ServerResponse } from 'node:http';
import { MESSAGES } from '@portal/rules';

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** A JSON answer on a plain Node response: what the routes outside Express's res.json (D-126) send. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', JSON_CONTENT_TYPE);
  res.end(JSON.stringify(body));
}

/**
 * A request that failed before or outside GraphQL (an unreadable body, a bug): a client's fault keeps its 4xx status
 * as BAD_REQUEST, anything else is a 500; the generic text either way, never the error's own words.
 */
export function sendRequestFailure(res: ServerResponse, status: number): void {
  const clientError = status >= 400 && status < 500;
  sendJson(res, clientError ? status : 500, {
    errors: [{ message: MESSAGES.generic, extensions: { code: clientError ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR' } }],
  });
}
