import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import {
  execute,
  getOperationAST,
  GraphQLError,
  type DocumentNode,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import type { GatewayContext } from '../../context';
import { sendRequestFailure } from '../../lib/jsonAnswer';
import { logRequestFailure, logUnexpectedError } from '../../ops/failureLog';
import type { Logger } from '../../ops/logger';
import type { KnownOperations } from '../../ops/operations';
import { recordOf, type RequestRecord } from '../../ops/requestRecord';
import { noteOperation } from '../../ops/requestLog';
import { isClientCode } from '../formatError';
import { answerTypeFor, notAcceptable, type AnswerWriter } from './answer';
import { preventCsrf } from './csrfPrevention';
import type { Documents } from './documents';
import type { OperationRequest, PipelinePlugin } from './plugin';
import { isJsonBody, readJsonBody } from './readBody';
import { traceOperation } from '../../lib/tracing';
import { badRequest, RequestError } from './requestError';
import { paramsOf, sentBy } from './requestParams';

export interface PipelineOptions {
  schema: GraphQLSchema;
  documents: Documents;
  /** The request's one context (the same object the REST routes and the full-document check use). */
  context: (args: { req: IncomingMessage; res: ServerResponse }) => Promise<GatewayContext>;
  formatError: (formatted: GraphQLFormattedError) => GraphQLFormattedError;
  answers: AnswerWriter;
  known: KnownOperations;
  logger: Logger;
  plugins: readonly PipelinePlugin[];
}

/** An error as the client sees it, before formatError: its code (INTERNAL_SERVER_ERROR when none), no `http`. */
interface Shaped {
  formatted: GraphQLFormattedError;
  status?: number;
  headers?: Record<string, string>;
}

function shape(error: GraphQLError, fallbackCode: string): Shaped {
  const extensions: Record<string, unknown> = { ...error.extensions, code: error.extensions.code ?? fallbackCode };
  const http = extensions.http as { status?: unknown; headers?: Record<string, string> } | undefined;
  delete extensions.http;
  return {
    formatted: { ...error.toJSON(), extensions },
    status: typeof http?.status === 'number' ? http.status : undefined,
    headers: http?.headers,
  };
}

function operationNotResolved(document: DocumentNode, operationName: string | undefined): RequestError {
  const operations = document.definitions.filter((d) => d.kind === 'OperationDefinition').length;
  // graphql-js's own words for an operation it cannot pick.
  const message =
    operationName !== undefined
      ? `Unknown operation named "${operationName}".`
      : operations > 1
        ? 'Must provide operation name if query contains multiple operations.'
        : 'Must provide an operation.';
  return new RequestError(400, message, 'OPERATION_RESOLUTION_FAILURE');
}

/**
 * The one way a GraphQL request is answered (issue #23, decision D-127), persisted id or full document, web client
 * or another internal tool, GET or POST: read, look up or admit the document (D-117), Apollo's CSRF prevention and
 * request checks, parse and validate once per document with the limits of D-61, resolve the operation, build the
 * request's context, let the plugins refuse it (the X-CSRFToken rule, the introspection gate), execute with
 * graphql-js, format every error with the one formatError, record the codes, and write the answer.
 */
export interface GraphqlPipeline extends RequestListener {
  /**
   * A persisted query the gateway runs for a page it renders (decision D-248), in the context of the page's request:
   * the same document lookup, context, plugins, execution and formatError as a request from the browser, answered as
   * the JSON the browser would have received (its HTTP status aside), not written anywhere.
   */
  runQuery(req: IncomingMessage, res: ServerResponse, docId: string, variables: Record<string, unknown>): Promise<FormattedExecutionResult>;
}

export function graphqlPipeline(options: PipelineOptions): GraphqlPipeline {
  const { documents, plugins, answers } = options;

  function sendErrors(req: IncomingMessage, res: ServerResponse, shaped: Shaped[], type: string | null, status?: number) {
    const record = recordOf(res);
    const errors = shaped.map(({ formatted }) => options.formatError(formatted));
    if (record) for (const error of errors) record.errorCodes.push(String(error.extensions?.code ?? 'UNKNOWN'));
    const headers = Object.assign({}, ...shaped.map((s) => s.headers ?? {})) as Record<string, string>;
    const worst = status ?? shaped.find((s) => s.status !== undefined)?.status ?? 500;
    answers.send(req, res, { status: worst, headers, body: { errors }, type });
  }

  function refuse(req: IncomingMessage, res: ServerResponse, error: RequestError) {
    // A refusal sent before the body was read closes the connection: the unread bytes must not become the next
    // request on it (issue #24: after a 413 the same keep-alive connection sometimes got no answer).
    if (!req.complete) res.setHeader('connection', 'close');
    const shaped: Shaped = { formatted: { message: error.message, extensions: { code: error.code } }, headers: { ...error.headers } };
    sendErrors(req, res, [shaped], answerTypeFor(req.headers), error.status);
  }

  async function run(req: IncomingMessage, res: ServerResponse, record: RequestRecord | undefined): Promise<void> {
    const method = req.method;
    if (method !== 'GET' && method !== 'POST') throw badRequest('Apollo Server supports only GET/POST requests.', 405, { allow: 'GET, POST' });
    let body: unknown;
    if (method === 'POST' && isJsonBody(req)) {
      const read = await readJsonBody(req, res);
      if (read === null) return;
      if (!read.ok) {
        if (!req.complete) res.setHeader('connection', 'close');
        record?.errorCodes.push('BAD_REQUEST');
        return sendRequestFailure(res, read.status);
      }
      body = read.body;
    }
    const sent = sentBy(method, req, body);
    if (record) {
      const nameSent = typeof sent.operationName === 'string' ? sent.operationName : undefined;
      noteOperation(options.known, record, req.headers, typeof sent.docId === 'string' ? sent.docId : undefined, nameSent);
    }
    const found = documents.sourceOf(sent, req, res);
    const source = found instanceof Promise ? await found : found;
    preventCsrf(req.headers);
    const params = paramsOf(sent, req);
    if (!source) throw badRequest('GraphQL operations must contain a non-empty `query` or a `persistedQuery` extension.');
    const type = answerTypeFor(req.headers);
    if (type === null) throw notAcceptable();
    const prepared = documents.prepare(source);
    if (!prepared.ok) {
      const shaped = prepared.errors.map((error) => ({ formatted: { ...error.toJSON(), extensions: { code: prepared.code } } }));
      return sendErrors(req, res, shaped, type, prepared.status);
    }
    const operation = getOperationAST(prepared.document, params.operationName);
    if (!operation) throw operationNotResolved(prepared.document, params.operationName);
    if (method === 'GET' && operation.operation !== 'query') {
      throw badRequest(`GET requests only support query operations, not ${operation.operation} operations`, 405, { allow: 'POST' });
    }
    if (record) record.operation ??= operation.name?.value.slice(0, 64);
    const request: OperationRequest = {
      req,
      res,
      record,
      docId: source.docId,
      document: prepared.document,
      operation,
      introspection: prepared.introspection,
      variables: params.variables,
      context: await options.context({ req, res }),
    };
    const traced = { 'graphql.operation.type': operation.operation, 'graphql.operation.name': operation.name?.value ?? '' };
    const spanName = `${operation.operation} ${operation.name?.value ?? 'anonymous'}`.slice(0, 80);
    return traceOperation(spanName, traced, () => runOperation(request, params.operationName, type));
  }

  /** The plugins' checks, then the execution, then the answer: what the operation's span covers. */
  async function runOperation(request: OperationRequest, operationName: string | undefined, type: string): Promise<void> {
    try {
      for (const plugin of plugins) {
        const pending = plugin.didResolveOperation?.(request);
        if (pending) await pending;
      }
    } catch (error) {
      const refusal = error instanceof GraphQLError ? error : new GraphQLError('Unexpected error.', { originalError: error as Error });
      return answer(request, { errors: [refusal] }, type, true);
    }
    const result = await execute({
      schema: options.schema,
      document: request.document,
      contextValue: request.context,
      variableValues: request.variables,
      operationName,
    });
    return answer(request, result, type, false);
  }

  /**
   * Formats an execution's errors (the one formatError), records them, tells the plugins and writes the answer. A
   * refusal by a plugin answers 500 unless its error says otherwise, as Apollo Server did.
   */
  function answer(request: OperationRequest, result: ExecutionResult, type: string, refused: boolean) {
    const { req, res, record } = request;
    // No data at all after execution: the operation never ran because its variables could not be coerced.
    const ranNothing = !refused && result.data === undefined;
    let status: number | undefined;
    const headers: Record<string, string> = {};
    const errors = result.errors?.map((error) => {
      const shaped = shape(error, ranNothing ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR');
      if (!isClientCode(shaped.formatted.extensions?.code)) logUnexpectedError(options.logger, record?.id, error);
      if (shaped.status !== undefined) status = shaped.status;
      Object.assign(headers, shaped.headers);
      return options.formatError(shaped.formatted);
    });
    if (result.errors) for (const plugin of plugins) plugin.didEncounterErrors?.(request, result.errors);
    if (errors && ranNothing && status === undefined) status = 400;
    status ??= refused ? 500 : 200;
    if (record) for (const error of errors ?? []) record.errorCodes.push(String(error.extensions?.code ?? 'UNKNOWN'));
    for (const plugin of plugins) plugin.willSendResponse?.(request, { status, errors });
    answers.send(req, res, { status, headers, body: { errors, data: result.data, extensions: result.extensions }, type });
  }

  async function runQuery(req: IncomingMessage, res: ServerResponse, docId: string, variables: Record<string, unknown>): Promise<FormattedExecutionResult> {
    const found = documents.sourceOf({ docId }, req, res);
    const source = found instanceof Promise ? await found : found;
    if (!source) throw new Error(`No persisted document ${docId}`);
    const prepared = documents.prepare(source);
    if (!prepared.ok) throw new Error(`The persisted document ${docId} does not validate`);
    const operation = getOperationAST(prepared.document);
    if (operation?.operation !== 'query') throw new Error(`The persisted document ${docId} is not one query`);
    const request: OperationRequest = {
      req,
      res,
      record: recordOf(res),
      docId,
      document: prepared.document,
      operation,
      introspection: prepared.introspection,
      variables,
      context: await options.context({ req, res }),
    };
    for (const plugin of plugins) {
      const pending = plugin.didResolveOperation?.(request);
      if (pending) await pending;
    }
    const result = await execute({ schema: options.schema, document: request.document, contextValue: request.context, variableValues: variables });
    const errors = result.errors?.map((error) => {
      const shaped = shape(error, 'INTERNAL_SERVER_ERROR');
      if (!isClientCode(shaped.formatted.extensions?.code)) logUnexpectedError(options.logger, request.record?.id, error);
      return options.formatError(shaped.formatted);
    });
    if (result.errors) for (const plugin of plugins) plugin.didEncounterErrors?.(request, result.errors);
    return errors ? { errors, data: result.data } : { data: result.data };
  }

  const listener: RequestListener = (req, res) => {
    run(req, res, recordOf(res)).catch((error: unknown) => {
      if (error instanceof RequestError) return refuse(req, res, error);
      logRequestFailure(options.logger, res, error);
      if (!res.headersSent) sendRequestFailure(res, 500);
    });
  };
  return Object.assign(listener, { runQuery });
}
