import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse, specifiedRules, validate, type DocumentNode, type GraphQLError, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { hasSessionCookies } from '../../rest/cookies';
import { selectsIntrospection } from '../introspection';
import { MAX_DOCUMENT_LENGTH, MAX_TOKENS, validationRules } from '../limits';
import { RequestError } from './requestError';

/** Who may send a full document instead of a persisted id: everyone, or whoever this check lets (D-117). */
type ArbitraryDocuments = boolean | ((req: IncomingMessage, res: ServerResponse) => Promise<boolean>);

export interface DocumentsOptions {
  schema: GraphQLSchema;
  /** The persisted documents: the web build's ids and the tools' stable ids. */
  documents: Record<string, string>;
  /** Like graphql-hive's `allowArbitraryOperations`: full documents for everyone, nobody, or per request. */
  allowArbitraryDocuments: ArbitraryDocuments;
}

/** A document parsed and validated once, ready to run; or the errors that keep it from running. */
type Prepared =
  | { ok: true; document: DocumentNode; introspection: boolean }
  | { ok: false; status: 400; code: 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED'; errors: readonly GraphQLError[] };

/** The source to run and, when it was persisted, its id. */
interface Source {
  text: string;
  docId?: string;
}

const persistedRequired = () => new RequestError(400, 'PersistedQueryRequired', 'PERSISTED_QUERY_REQUIRED');
// 200, as Apollo answered an unknown automatic persisted query, so clients read the errors array.
const notFound = () => new RequestError(200, 'PersistedQueryNotFound', 'PERSISTED_QUERY_NOT_FOUND');
const apqRefused = () => new RequestError(200, 'PersistedQueryNotSupported', 'PERSISTED_QUERY_NOT_SUPPORTED');

/** The build's document of an id; an id such as "constructor" names no document, not an Object property. */
function persistedDocument(documents: Record<string, string>, id: string): string | undefined {
  return Object.hasOwn(documents, id) ? documents[id] : undefined;
}

/** Full documents kept parsed and validated: bounded by count and by characters, as Apollo's document store was. */
const FULL_DOCUMENTS_KEPT = 500;
const FULL_DOCUMENT_CHARACTERS_KEPT = 2_000_000;

export interface Documents {
  /**
   * The source a request asks to run: its persisted id's document (which wins over a text sent alongside), or the
   * full text when this request may send one; null when it names neither. Throws the refusal otherwise.
   */
  sourceOf(sent: { docId?: unknown; query?: unknown; extensions?: unknown }, req: IncomingMessage, res: ServerResponse): Source | null | Promise<Source | null>;
  /** The source parsed (within the token limit) and validated (the limits of D-61), once per document. */
  prepare(source: Source): Prepared;
}

/**
 * Automatic persisted queries (Apollo's `extensions.persistedQuery` hash) are not offered: Relay's doc_id is the one
 * persisted-document mechanism (decision D-62).
 */
function asksForApq(extensions: unknown): boolean {
  return Boolean(extensions && typeof extensions === 'object' && 'persistedQuery' in extensions);
}

export function persistedDocuments(options: DocumentsOptions): Documents {
  const { documents, schema } = options;
  // One entry per persisted id of the build (an id a client made up is never kept); full documents in an LRU.
  const preparedIds = new Map<string, Prepared>();
  const preparedTexts = new LRUCache<string, Prepared & { ok: true }>({
    max: FULL_DOCUMENTS_KEPT,
    maxSize: FULL_DOCUMENT_CHARACTERS_KEPT,
    sizeCalculation: (_value, text) => Math.max(1, text.length),
  });

  function check(text: string): Prepared {
    let document: DocumentNode;
    try {
      document = parse(text, { maxTokens: MAX_TOKENS });
    } catch (error) {
      return { ok: false, status: 400, code: 'GRAPHQL_PARSE_FAILED', errors: [error as GraphQLError] };
    }
    const errors = validate(schema, document, [...specifiedRules, ...validationRules]);
    if (errors.length > 0) return { ok: false, status: 400, code: 'GRAPHQL_VALIDATION_FAILED', errors };
    return { ok: true, document, introspection: selectsIntrospection(document) };
  }

  async function mayRunFullDocument(text: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const policy = options.allowArbitraryDocuments;
    if (policy === false) throw persistedRequired();
    if (policy !== true) {
      // Without the session cookies nobody is signed in: refused without asking the upstream.
      if (!hasSessionCookies(req.headers.cookie) || !(await policy(req, res))) throw persistedRequired();
    }
    // The length limit holds for everyone who may send a full document.
    if (text.length > MAX_DOCUMENT_LENGTH) {
      throw new RequestError(400, `The document is longer than ${MAX_DOCUMENT_LENGTH} characters.`, 'DOCUMENT_TOO_LARGE');
    }
  }

  return {
    sourceOf(sent, req, res) {
      if (asksForApq(sent.extensions)) throw apqRefused();
      if (typeof sent.docId === 'string') {
        const text = persistedDocument(documents, sent.docId);
        if (text === undefined) throw notFound();
        return { text, docId: sent.docId };
      }
      if (typeof sent.query !== 'string') return null;
      const query = sent.query;
      // Only a full document waits for the check of who sent it.
      return mayRunFullDocument(query, req, res).then(() => (query === '' ? null : { text: query }));
    },
    prepare({ text, docId }) {
      if (docId !== undefined) {
        let entry = preparedIds.get(docId);
        if (!entry) preparedIds.set(docId, (entry = check(text)));
        return entry;
      }
      const kept = preparedTexts.get(text);
      if (kept) return kept;
      const entry = check(text);
      if (entry.ok) preparedTexts.set(text, entry);
      return entry;
    },
  };
}
