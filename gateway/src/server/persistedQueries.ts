import type { Request, RequestHandler, Response } from 'express';
import { recordOf } from '../ops/requestRecord';
import { hasSessionCookies } from '../rest/cookies';
import { MAX_DOCUMENT_LENGTH } from './limits';

export interface PersistedQueryOptions {
  documents: Record<string, string>;
  allowAdhocDocuments: boolean;
  /**
   * When full documents are not allowed for everyone: whether this request's signed-in user may send one anyway
   * (internal provider staff, people or service accounts; decision D-117). Left out: nobody may.
   */
  mayUseFullDocuments?: (req: Request, res: Response) => Promise<boolean>;
}

function refuse(res: Response, status: number, message: string, code: string): void {
  recordOf(res)?.errorCodes.push(code);
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

/** A full document waits for the check of who sent it. */
const ASK = 'ask';
type Verdict = boolean | typeof ASK;

function persistedRequired(res: Response): void {
  refuse(res, 400, 'PersistedQueryRequired', 'PERSISTED_QUERY_REQUIRED');
}

/** Full documents the client may send whatever its session; refuses the rest unless who sent it can be asked. */
function adhocAllowed(document: string, options: PersistedQueryOptions, res: Response): Verdict {
  if (!options.allowAdhocDocuments) {
    if (options.mayUseFullDocuments) return ASK;
    persistedRequired(res);
    return false;
  }
  return withinLength(document, res);
}

/** The length limit holds for everyone who may send a full document; answers and returns false when over it. */
function withinLength(document: string, res: Response): boolean {
  if (document.length > MAX_DOCUMENT_LENGTH) {
    refuse(res, 400, `The document is longer than ${MAX_DOCUMENT_LENGTH} characters.`, 'DOCUMENT_TOO_LARGE');
    return false;
  }
  return true;
}

function fullDocumentOf(req: Request): string {
  if (req.method === 'POST') return String((req.body as { query?: unknown }).query ?? '');
  return new URL(req.url, 'http://gateway.invalid').searchParams.get('query') ?? '';
}

/**
 * Automatic persisted queries (Apollo's `extensions.persistedQuery` hash) are not offered: Relay's doc_id is the one
 * persisted-document mechanism. 200, as Apollo answers, so an APQ client reads the code and sends the full document.
 */
function apqRefused(res: Response): void {
  refuse(res, 200, 'PersistedQueryNotSupported', 'PERSISTED_QUERY_NOT_SUPPORTED');
}

function hasPersistedQueryExtension(extensions: unknown): boolean {
  if (typeof extensions === 'string') {
    try {
      return hasPersistedQueryExtension(JSON.parse(extensions));
    } catch {
      return false; // Apollo answers a malformed extensions parameter itself
    }
  }
  return Boolean(extensions && typeof extensions === 'object' && 'persistedQuery' in extensions);
}

/** The build's document of an id; an id such as "constructor" names no document, not an Object property. */
export function persistedDocument(documents: Record<string, string>, id: string): string | undefined {
  return Object.hasOwn(documents, id) ? documents[id] : undefined;
}

function notFound(res: Response): void {
  // 200, as Apollo answers an unknown automatic persisted query, so clients read the errors array.
  refuse(res, 200, 'PersistedQueryNotFound', 'PERSISTED_QUERY_NOT_FOUND');
}

function handlePost(req: Request, res: Response, options: PersistedQueryOptions): Verdict {
  const body: unknown = req.body;
  if (Array.isArray(body)) {
    refuse(res, 400, 'Batched requests are not supported.', 'BAD_REQUEST');
    return false;
  }
  if (!body || typeof body !== 'object') return true;
  const payload = body as Record<string, unknown>;
  if (hasPersistedQueryExtension(payload.extensions)) {
    apqRefused(res);
    return false;
  }
  if (typeof payload.doc_id === 'string') {
    const document = persistedDocument(options.documents, payload.doc_id);
    if (document === undefined) {
      notFound(res);
      return false;
    }
    // The persisted document wins over any query sent alongside it.
    payload.query = document;
    delete payload.doc_id;
    return true;
  }
  if (typeof payload.query === 'string') return adhocAllowed(payload.query, options, res);
  return true;
}

function handleGet(req: Request, res: Response, options: PersistedQueryOptions): Verdict {
  const url = new URL(req.url, 'http://gateway.invalid');
  if (hasPersistedQueryExtension(url.searchParams.get('extensions'))) {
    apqRefused(res);
    return false;
  }
  const docId = url.searchParams.get('doc_id');
  if (docId !== null) {
    const document = persistedDocument(options.documents, docId);
    if (document === undefined) {
      notFound(res);
      return false;
    }
    url.searchParams.delete('doc_id');
    url.searchParams.set('query', document);
    req.url = `${url.pathname}${url.search}`;
    return true;
  }
  const query = url.searchParams.get('query');
  if (query !== null) return adhocAllowed(query, options, res);
  return true;
}

/** Maps Relay's persisted ids (doc_id) to documents before Apollo sees the request; Apollo does not know them. */
export function persistedQueries(options: PersistedQueryOptions): RequestHandler {
  return (req, res, next) => {
    const proceed =
      req.method === 'POST'
        ? handlePost(req, res, options)
        : req.method === 'GET'
          ? handleGet(req, res, options)
          : true;
    if (proceed === true) return next();
    if (proceed !== ASK || !options.mayUseFullDocuments) return;
    // Without the session cookies nobody is signed in: refused without asking the upstream.
    if (!hasSessionCookies(req.headers.cookie)) return persistedRequired(res);
    options.mayUseFullDocuments(req, res).then((allowed) => {
      if (!allowed) return persistedRequired(res);
      if (withinLength(fullDocumentOf(req), res)) next();
    }, next);
  };
}
