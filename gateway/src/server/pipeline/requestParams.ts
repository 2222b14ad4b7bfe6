import type { IncomingMessage } from 'node:http';
import MIMEType from 'whatwg-mimetype';
import { badRequest } from './requestError';

/** What a GraphQL request sent, before any check: a POST's JSON body, or a GET's search parameters. */
export interface Sent {
  method: 'GET' | 'POST';
  docId?: unknown;
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
  extensions?: unknown;
  /** A POST body that is not a non-empty object; a GET's search parameters. */
  emptyBody?: boolean;
  search?: URLSearchParams;
}

/** The operation name and variables once the request's shape is checked. */
export interface Params {
  operationName?: string;
  variables?: Record<string, unknown>;
}

function isRecord(o: unknown): o is Record<string, unknown> {
  return !!o && typeof o === 'object' && !Array.isArray(o) && !Buffer.isBuffer(o);
}

function lenientJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The parameters of a POST body (read as JSON) or of a GET's query string. */
export function sentBy(method: 'GET' | 'POST', req: IncomingMessage, body: unknown): Sent {
  if (method === 'POST') {
    if (Array.isArray(body)) throw badRequest('Batched requests are not supported.');
    if (!isRecord(body)) return { method, emptyBody: true };
    return {
      method,
      docId: body.doc_id,
      query: body.query,
      operationName: body.operationName,
      variables: body.variables,
      extensions: body.extensions,
      emptyBody: Object.keys(body).length === 0,
    };
  }
  const search = new URL(req.url ?? '/', 'http://gateway.invalid').searchParams;
  return {
    method,
    search,
    docId: search.get('doc_id') ?? undefined,
    query: search.get('query') ?? undefined,
    // Read for the persisted-query check only; the shape is checked by paramsOf.
    extensions: lenientJson(search.get('extensions')),
  };
}

function onlyOnce(search: URLSearchParams, name: string): string | undefined {
  const values = search.getAll(name);
  if (values.length > 1) throw badRequest(`The '${name}' search parameter may only be specified once.`);
  return values[0];
}

function jsonObjectParameter(search: URLSearchParams, name: string): Record<string, unknown> | undefined {
  const value = onlyOnce(search, name);
  if (value === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw badRequest(`The ${name} search parameter contains invalid JSON.`);
  }
  if (!isRecord(parsed)) throw badRequest(`The ${name} search parameter should contain a JSON-encoded object.`);
  return parsed;
}

function getParams(req: IncomingMessage, search: URLSearchParams): Params {
  const contentType = req.headers['content-type'];
  if (contentType !== undefined && MIMEType.parse(contentType)?.essence !== 'application/json') {
    throw badRequest('GET requests may not have a content-type header other than application/json.', 415);
  }
  onlyOnce(search, 'query');
  jsonObjectParameter(search, 'extensions');
  return { operationName: onlyOnce(search, 'operationName'), variables: jsonObjectParameter(search, 'variables') };
}

function postParams(sent: Sent): Params {
  if (sent.emptyBody) throw badRequest('POST body missing, invalid Content-Type, or JSON object has no keys.');
  const { query, variables, extensions, operationName } = sent;
  if (query !== undefined && query !== null && typeof query !== 'string') throw badRequest('GraphQL queries must be strings.');
  if (typeof variables === 'string') {
    throw badRequest('`variables` in a POST body should be provided as an object, not a recursively JSON-encoded string.');
  }
  if (typeof extensions === 'string') {
    throw badRequest('`extensions` in a POST body should be provided as an object, not a recursively JSON-encoded string.');
  }
  if (extensions !== undefined && extensions !== null && !isRecord(extensions)) {
    throw badRequest('`extensions` in a POST body must be an object if provided.');
  }
  if (variables !== undefined && variables !== null && !isRecord(variables)) {
    throw badRequest('`variables` in a POST body must be an object if provided.');
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw badRequest('`operationName` in a POST body must be a string if provided.');
  }
  return { operationName: operationName ?? undefined, variables: isRecord(variables) ? variables : undefined };
}

/** The checks of Apollo Server's HTTP layer, with its messages (decision D-127). */
export function paramsOf(sent: Sent, req: IncomingMessage): Params {
  return sent.method === 'GET' ? getParams(req, sent.search!) : postParams(sent);
}
