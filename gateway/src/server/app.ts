import compression from 'compression';
import type { FormattedExecutionResult, GraphQLSchema } from 'graphql';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import type { Dispatcher } from 'undici';
import { CLIENT_ERRORS_PATH, EMAIL_LOG_CSV_PATH, IMAGE_UPLOAD_PATH, MEDIA_PATH_PREFIX } from '@portal/rules';
import { emailLogCsvRoute } from '../admin/emailsearch/csvRoute';
import type { ComplianceCheckMemory } from '../lib/complianceCheckMemory';
import type { AuthInfoCache } from '../session/authInfoCache';
import type { LoginThrottle } from '../session/throttle/loginThrottle';
import { imageUploadRoute } from '../editor/imageUploadRoute';
import { mediaRoute } from '../editor/mediaRoute';
import { buildSchema } from '../schema';
import type { Backends } from '../lib/backends';
import type { ClientAddresses } from '../lib/clientAddress';
import { clientErrorsRoute } from '../ops/clientErrors/clientErrorsRoute';
import type { Logger } from '../ops/logger';
import { sendRequestFailure } from '../lib/jsonAnswer';
import { logRequestFailure } from '../ops/failureLog';
import { requestLog } from '../ops/requestLog';
import { mountOperations, type Operations } from '../ops/routes';
import { contextFactory } from './context';
import { AuditTrail } from '../ops/audit';
import { auditedRoute, auditPlugin } from './auditPlugin';
import { csrfTokenRule } from './csrf';
import { formatError } from './formatError';
import { introspectionGate, isStaff } from './introspection';
import { MAX_RESPONSE_BYTES } from './limits';
import { answerWriter, COMPRESSION_THRESHOLD, type NodeMiddleware } from './pipeline/answer';
import { persistedDocuments } from './pipeline/documents';
import { graphqlPipeline } from './pipeline/pipeline';
import { traceRequest } from '../lib/tracing';
import { boundedStringify } from './responseSize';
import { securityHeaders, withSecurityHeaders } from './securityHeaders';
import { pageRender } from './pageRender';
import { graphiqlPage, opensGraphiql, webClient } from './web';

export interface AppSettings {
  backends: Backends;
  devMode: boolean;
  production: boolean;
  dispatcher: Dispatcher;
  timeoutMs: number;
  webDist?: string;
  persistedQueries: Record<string, string>;
  /** Full documents from everyone; when false, only from signed-in internal provider staff (D-117). */
  allowAdhocDocuments: boolean;
  loginThrottle: LoginThrottle;
  /** The approval queue's verdicts, kept for this instance's requests (D-172). */
  queueVerdicts: ComplianceCheckMemory;
  /** Who the client is, under the TRUSTED_PROXIES setting (D-151). */
  clientAddresses: ClientAddresses;
  ops: Operations;
  /** auth_info answers per session for a few seconds (D-120). */
  authInfoCache?: AuthInfoCache;
  execution: ExecutionSettings;
}

/** The schema, one way to write an answer, one logger. */
export interface ExecutionSettings {
  schema: GraphQLSchema;
  stringifyResult: (value: FormattedExecutionResult) => string;
  logger: Logger;
}

/** The schema, and answers capped at maxResponseBytes (decision D-61; default MAX_RESPONSE_BYTES). */
export function executionSettings(logger: Logger, maxResponseBytes = MAX_RESPONSE_BYTES): ExecutionSettings {
  return { schema: buildSchema(), stringifyResult: boundedStringify(maxResponseBytes, logger), logger };
}

/** Body-parser and other middleware failures answer like GraphQL errors, without Express's stack-trace page. */
function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: { status?: number; statusCode?: number }, _req, res, next) => {
    if (res.headersSent) return next(err);
    const status = err.status ?? err.statusCode ?? 500;
    if (status < 400 || status >= 500) logRequestFailure(logger, res, err);
    sendRequestFailure(res, status);
  };
}

const GRAPHQL_PATH = '/graphql';

/** /graphql and anything under it, as Express's mount matched it (case-insensitive). */
function isGraphqlPath(url: string | undefined): boolean {
  const path = (url ?? '/').split('?')[0]!.toLowerCase();
  return path === GRAPHQL_PATH || path.startsWith(`${GRAPHQL_PATH}/`);
}

/**
 * What no route answers: a short text, keeping the security headers (Express's own 404 page replaces the CSP with its
 * own, decision D-160).
 */
const notFound: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain; charset=utf-8').send('Not found');
};

/**
 * The gateway's HTTP listener (decision D-127): every GraphQL request, whoever sends it, goes through the one
 * pipeline (server/pipeline/); everything else (the probes, the web build, GraphiQL's page, the CSV, uploads and
 * media) through the Express app.
 */
export function createApp(settings: AppSettings): RequestListener {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', settings.clientAddresses.trust);
  const context = contextFactory({
    backends: settings.backends,
    dispatcher: settings.dispatcher,
    timeoutMs: settings.timeoutMs,
    devMode: settings.devMode,
    production: settings.production,
    loginThrottle: settings.loginThrottle,
    queueVerdicts: settings.queueVerdicts,
    clientAddresses: settings.clientAddresses,
    metrics: settings.ops.metrics,
    authInfoCache: settings.authInfoCache,
    upstreamCut: settings.ops.drain.upstreamCut,
  });
  const isStaffRequest = async (req: IncomingMessage, res: ServerResponse) => isStaff(await context({ req, res }));
  // The playground and the SDL are for staff in production only (D-61, D-117).
  const staffOnly = settings.production ? (req: Request, res: Response) => isStaffRequest(req, res) : undefined;
  const { ops } = settings;
  const audit = new AuditTrail(ops.logger, ops.metrics, (req) => settings.clientAddresses.of(req));
  const log = requestLog({ logger: ops.logger, metrics: ops.metrics, known: ops.known, drain: ops.drain });
  // Probes, /metrics, the request id and log line, the SDL: outside GraphQL and the roles table (issue #15).
  mountOperations(app, ops, log, staffOnly);
  const headers = securityHeaders({ production: settings.production });
  app.get(GRAPHQL_PATH, graphiqlPage(settings.webDist, headers, staffOnly));
  // ADMIN-038: the email log's CSV streams through a plain route beside /graphql (decision D-100).
  app.get(EMAIL_LOG_CSV_PATH, emailLogCsvRoute(context));
  // EDITOR-044: an image upload is bytes, so a plain streamed route, and its media served back (decision D-108).
  app.post(IMAGE_UPLOAD_PATH, auditedRoute(audit, 'uploadImage', context, imageUploadRoute(context)));
  app.get(`${MEDIA_PATH_PREFIX}:fileName`, mediaRoute(context));
  app.use(CLIENT_ERRORS_PATH, clientErrorsRoute(ops.logger, ops.metrics)); // CONST-044, decision D-192

  // Issue #14 (D-111): answers of 1 kB and more go out compressed (brotli 4 or gzip 6); the compressor is engaged only
  // for an answer that large: on every small answer its hooks cost more than the rest of the gateway.
  const compress = compression({
    threshold: COMPRESSION_THRESHOLD,
    level: 6,
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  }) as unknown as NodeMiddleware;
  const pipeline = graphqlPipeline({
    schema: settings.execution.schema,
    documents: persistedDocuments({
      schema: settings.execution.schema,
      documents: settings.persistedQueries,
      // Internal provider staff (people or service accounts) may always send full documents (D-117).
      allowArbitraryDocuments: settings.allowAdhocDocuments || isStaffRequest,
    }),
    context,
    formatError,
    answers: answerWriter(settings.execution.stringifyResult, compress),
    known: ops.known,
    logger: settings.execution.logger,
    plugins: [csrfTokenRule, introspectionGate, auditPlugin(audit)],
  });
  if (settings.webDist) {
    // Issue #27 (decision D-248): the pages the web build renders on the server run their queries through the pipeline.
    const pages = pageRender(settings.webDist, pipeline.runQuery, ops.logger);
    app.use(webClient(settings.webDist, headers, pages));
  }
  app.use(notFound);
  app.use(errorHandler(ops.logger));
  const dispatch = (req: IncomingMessage, res: ServerResponse) => {
    if (!isGraphqlPath(req.url) || opensGraphiql(req, settings.webDist)) return void app(req, res);
    if (log.begin(req, res)) pipeline(req, res);
  };
  // Issue #24 §2 (D-160): every answer, the pipeline's and Express's, carries the security headers; each request is
  // in a span of its own when tracing is on (D-128).
  return withSecurityHeaders(headers, (req, res) => traceRequest(req, res, () => dispatch(req, res)));
}
