import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  execute,
  getOperationAST,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { GatewayContext } from '../context';
import { JSON_CONTENT_TYPE } from '../lib/jsonAnswer';
import { logUnexpectedError } from '../ops/failureLog';
import type { Logger } from '../ops/logger';
import { recordOf } from '../ops/requestRecord';
import { csrfHeaderOf } from '../rest/cookies';
import { csrfRefusal } from './csrf';
import { isClientCode } from './formatError';
import { selectsIntrospection } from './introspection';
import { MAX_TOKENS, validationRules } from './limits';
import { persistedDocument } from './persistedQueries';

/** A persisted document parsed and validated once, ready to execute. */
interface Prepared {
  document: DocumentNode;
  operation: OperationDefinitionNode;
}

/** Connect-style middleware on Node's own request and response (compression is one). */
export type NodeMiddleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface PreparedOperationsOptions {
  schema: GraphQLSchema;
  documents: Record<string, string>;
  context: (args: { req: IncomingMessage; res: ServerResponse }) => Promise<GatewayContext>;
  formatError: (formatted: GraphQLFormattedError) => GraphQLFormattedError;
  stringify: (value: FormattedExecutionResult) => string;
  /** Where an error the client only sees as INTERNAL_SERVER_ERROR is logged, with the request's id. */
  logger: Logger;
  /** The compression middleware of /graphql, engaged for answers of COMPRESSION_THRESHOLD bytes and more. */
  compress: NodeMiddleware;
}

/** A request the prepared path answers: its operation, parsed and validated, and the variables sent. */
interface PreparedRequest {
  docId: string;
  prepared: Prepared;
  variables: Record<string, unknown> | null | undefined;
}

export interface PreparedOperations {
  /** The request a parsed JSON body asks for when this path answers it; null when Apollo must. */
  match(body: unknown, accept: string | undefined): PreparedRequest | null;
  run(request: PreparedRequest, req: IncomingMessage, res: ServerResponse): Promise<void>;
}

/** Bytes from which a GraphQL answer is compressed (D-111). */
export const COMPRESSION_THRESHOLD = 1024;

/** Parsed and validated once, as Apollo would on its first request; null when Apollo must answer it (an error). */
function prepare(schema: GraphQLSchema, source: string): Prepared | null {
  let document: DocumentNode;
  try {
    document = parse(source, { maxTokens: MAX_TOKENS });
  } catch {
    return null;
  }
  if (validate(schema, document, [...specifiedRules, ...validationRules]).length > 0) return null;
  // One operation, no introspection: anything else keeps Apollo's own handling (and the introspection gate).
  const operation = getOperationAST(document);
  if (!operation || selectsIntrospection(document)) return null;
  return { document, operation };
}

/** The web client asks for JSON (Apollo's other answer types stay Apollo's). */
function acceptsPlainJson(accept: string | undefined): boolean {
  return accept === undefined || accept === '' || accept === '*/*' || accept === 'application/json';
}

/** graphql-js words a variable that cannot be coerced this way; Apollo gives those BAD_USER_INPUT. */
function isVariableCoercionError(error: GraphQLError): boolean {
  const node = error.nodes?.length === 1 ? error.nodes[0] : undefined;
  if (node?.kind !== Kind.VARIABLE_DEFINITION) return false;
  const name = node.variable.name.value;
  return [' has invalid value', ' got invalid value ', ' of required type ', ' of non-null type '].some((wording) =>
    error.message.startsWith(`Variable "$${name}"${wording}`),
  );
}

/**
 * Apollo's error formatting for one execution error: a code (INTERNAL_SERVER_ERROR when none), the `http` extension
 * taken out (its status kept), then the gateway's formatError.
 */
function formatted(
  error: GraphQLError,
  options: PreparedOperationsOptions,
  http: { status?: number },
  reqId: string | undefined,
): GraphQLFormattedError {
  const code = error.extensions.code ?? (isVariableCoercionError(error) ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR');
  if (!isClientCode(code)) logUnexpectedError(options.logger, reqId, error);
  const extensions: Record<string, unknown> = { ...error.extensions, code };
  const status = (extensions.http as { status?: unknown } | undefined)?.status;
  if (typeof status === 'number') http.status = status;
  delete extensions.http;
  return options.formatError({ ...error.toJSON(), extensions });
}

/**
 * Issue #14 (decision D-122): the web client's persisted operations run here, straight through graphql-js, instead
 * of through Apollo's request pipeline, which alone costs more than the gateway's whole overhead budget. Each
 * document is parsed and validated (limits included) once, on its first use; the rules Apollo's plugins apply
 * (the CSRF header on writes, the error codes on the request's record) and Apollo's answer (status, error format,
 * field order, size ceiling) are the same, which tests/gateway/preparedOperations.test.ts compares request by request.
 * Everything else (full documents, GET, APQ, batches, other answer types, anything invalid) goes on to Apollo.
 * The persisted lane (server/persistedLane.ts, D-126) hands it the requests, before Express.
 */
export function preparedOperations(options: PreparedOperationsOptions): PreparedOperations {
  const prepared = new Map<string, Prepared | null>();
  function preparedFor(id: string): Prepared | null {
    let entry = prepared.get(id);
    if (entry === undefined) {
      // Only the build's own ids are kept (one entry each): an id a client made up is not, or any client could grow
      // this map without end.
      const document = persistedDocument(options.documents, id);
      if (document === undefined) return null;
      entry = prepare(options.schema, document);
      prepared.set(id, entry);
    }
    return entry;
  }

  function match(body: unknown, accept: string | undefined): PreparedRequest | null {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
    const { doc_id: docId, variables, operationName, extensions } = body as Record<string, unknown>;
    if (typeof docId !== 'string' || extensions !== undefined || !acceptsPlainJson(accept)) return null;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
    const operation = preparedFor(docId);
    if (!operation) return null;
    if (operationName !== undefined && operationName !== null && operationName !== operation.operation.name?.value) return null;
    return { docId, prepared: operation, variables: variables as PreparedRequest['variables'] };
  }

  async function run({ prepared: op, variables }: PreparedRequest, req: IncomingMessage, res: ServerResponse) {
    const contextValue = await options.context({ req, res });
    const refusal = op.operation.operation === 'mutation' ? csrfRefusal(req.headers.cookie, csrfHeaderOf(req.headers)) : null;
    const result: ExecutionResult = refusal
      ? { errors: [refusal] }
      : await execute({ schema: options.schema, document: op.document, contextValue, variableValues: variables });
    const http: { status?: number } = {};
    const record = recordOf(res);
    const errors = result.errors?.map((error) => formatted(error, options, http, record?.id));
    // Variables that could not be coerced: nothing ran (Apollo's status400ForVariableCoercionErrors).
    if (errors && result.data === undefined && http.status === undefined) http.status = 400;
    if (record) for (const error of errors ?? []) record.errorCodes.push(String(error.extensions?.code ?? 'UNKNOWN'));
    res.statusCode = http.status ?? 200;
    res.setHeader('content-type', JSON_CONTENT_TYPE);
    const text = options.stringify({ errors, data: result.data, extensions: result.extensions });
    if (Buffer.byteLength(text) < COMPRESSION_THRESHOLD) {
      // What the compression middleware would add, without its hooks: the answer depends on Accept-Encoding.
      res.setHeader('vary', 'Accept-Encoding');
      res.end(text);
    } else {
      options.compress(req, res, () => res.end(text));
    }
  }

  return { match, run };
}
