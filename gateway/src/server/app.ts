import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import type { FormattedExecutionResult, GraphQLSchema } from 'graphql';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { RequestListener } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import type { Dispatcher } from 'undici';
import { EMAIL_LOG_CSV_PATH, IMAGE_UPLOAD_PATH, MEDIA_PATH_PREFIX } from '@portal/rules';
import { emailLogCsvRoute } from '../admin/emailsearch/csvRoute';
import type { AuthInfoCache } from '../auth/authInfoCache';
import { TRUSTED_PROXIES, type LoginThrottle } from '../auth/loginThrottle';
import type { GatewayContext } from '../context';
import { imageUploadRoute } from '../editor/imageUploadRoute';
import { mediaRoute } from '../editor/mediaRoute';
import { buildSchema } from '../schema';
import type { Backends } from '../lib/backends';
import { opsPlugin } from '../ops/errorsPlugin';
import type { Logger } from '../ops/logger';
import { sendRequestFailure } from '../lib/jsonAnswer';
import { logRequestFailure } from '../ops/failureLog';
import { identifyOperation, requestLog } from '../ops/requestLog';
import { mountOperations, type Operations } from '../ops/routes';
import { contextFactory } from './context';
import { csrfGuard } from './csrf';
import { formatError, isClientCode } from './formatError';
import { introspectionGate, isStaff } from './introspection';
import { JSON_BODY_LIMIT, MAX_RESPONSE_BYTES, MAX_TOKENS, validationRules } from './limits';
import { persistedQueries } from './persistedQueries';
import { persistedLane } from './persistedLane';
import { COMPRESSION_THRESHOLD, preparedOperations, type NodeMiddleware } from './preparedOperations';
import { boundedStringify } from './responseSize';
import { securityHeaders, withSecurityHeaders } from './securityHeaders';
import { graphiqlPage, webClient } from './web';

export interface AppSettings {
  backends: Backends;
  devMode: boolean;
  production: boolean;
  dispatcher: Dispatcher;
  timeoutMs: number;
  webDist?: string;
  persistedQueries: Record<string, string>;
  allowAdhocDocuments: boolean;
  loginThrottle: LoginThrottle;
  ops: Operations;
  /** auth_info answers per session for a few seconds (D-120). */
  authInfoCache?: AuthInfoCache;
  execution: ExecutionSettings;
}

/** What Apollo and the prepared operations (D-122) share: one schema, one way to write an answer, one logger. */
export interface ExecutionSettings {
  schema: GraphQLSchema;
  stringifyResult: (value: FormattedExecutionResult) => string;
  logger: Logger;
}

/** The schema, and answers capped at maxResponseBytes (decision D-61; default MAX_RESPONSE_BYTES). */
export function executionSettings(logger: Logger, maxResponseBytes = MAX_RESPONSE_BYTES): ExecutionSettings {
  return { schema: buildSchema(), stringifyResult: boundedStringify(maxResponseBytes, logger), logger };
}

export function createApollo(execution: ExecutionSettings): ApolloServer<GatewayContext> {
  return new ApolloServer<GatewayContext>({
    schema: execution.schema,
    csrfPrevention: true,
    // The gateway drains on SIGTERM/SIGINT itself (ops/drain.ts); Apollo's own handlers would stop it mid-drain.
    stopOnTerminationSignals: false,
    // Introspection counts against the limits of limits.ts; in production introspectionGate keeps it for staff.
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // Relay's persisted ids are the one persisted-document mechanism (see persistedQueries.ts).
    persistedQueries: false,
    // graphql-js stops parsing at the limit, so a refused document is never fully built.
    parseOptions: { maxTokens: MAX_TOKENS },
    // No cache hints are used (POST answers are never cached); Apollo's default cache-control plugin would wrap every
    // field resolver and merge hints on each request (issue #14, gateway overhead).
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), csrfGuard, introspectionGate, opsPlugin(execution.logger, isClientCode)],
    validationRules,
    formatError,
    stringifyResult: execution.stringifyResult,
  });
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

/**
 * What no route answers: a short text, keeping the security headers (Express's own 404 page replaces the CSP with its
 * own, decision D-160).
 */
const notFound: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain; charset=utf-8').send('Not found');
};

/**
 * The express app around a started Apollo server, behind the persisted lane (D-126): the returned listener is what
 * the HTTP server serves.
 */
export function createApp(apollo: ApolloServer<GatewayContext>, settings: AppSettings): RequestListener {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', TRUSTED_PROXIES);
  const context = contextFactory({
    backends: settings.backends,
    dispatcher: settings.dispatcher,
    timeoutMs: settings.timeoutMs,
    devMode: settings.devMode,
    production: settings.production,
    loginThrottle: settings.loginThrottle,
    metrics: settings.ops.metrics,
    authInfoCache: settings.authInfoCache,
    upstreamCut: settings.ops.drain.upstreamCut,
  });
  // Issue #14 (D-111): answers of 1 kB and more go out compressed (brotli 4 or gzip 6); only on /graphql, so the
  // streamed routes below (CSV, uploads, media) are never buffered by a compressor. The prepared operations engage it
  // only for an answer that large (D-122): on every small answer its hooks cost more than the rest of the gateway.
  const compressAnswers = compression({
    threshold: COMPRESSION_THRESHOLD,
    level: 6,
    brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const staffOnly = settings.production ? async (req: Request, res: Response) => isStaff(await context({ req, res })) : undefined;
  const { ops } = settings;
  const log = requestLog({ logger: ops.logger, metrics: ops.metrics, known: ops.known, drain: ops.drain });
  // Probes, /metrics, the request id and log line, the SDL: outside GraphQL and the roles table (issue #15).
  mountOperations(app, ops, log, staffOnly);
  const headers = securityHeaders({ production: settings.production });
  app.get('/graphql', graphiqlPage(settings.webDist, headers, staffOnly));
  app.use(
    '/graphql',
    express.json({ limit: JSON_BODY_LIMIT }),
    identifyOperation(ops.known),
    compressAnswers,
    persistedQueries({
      documents: settings.persistedQueries,
      allowAdhocDocuments: settings.allowAdhocDocuments,
      // Internal provider staff (people or service accounts) may send full documents in production (D-117).
      mayUseFullDocuments: staffOnly,
    }),
    expressMiddleware(apollo, { context }),
  );
  // ADMIN-038: the email log's CSV streams through a plain route beside /graphql (decision D-100).
  app.get(EMAIL_LOG_CSV_PATH, emailLogCsvRoute(context));
  // EDITOR-044: an image upload is bytes, so a plain streamed route, and its media served back (decision D-108).
  app.post(IMAGE_UPLOAD_PATH, imageUploadRoute(context));
  app.get(`${MEDIA_PATH_PREFIX}:fileName`, mediaRoute(context));
  if (settings.webDist) app.use(webClient(settings.webDist, headers));
  app.use(notFound);
  app.use(errorHandler(ops.logger));
  const prepared = preparedOperations({
    schema: settings.execution.schema,
    documents: settings.persistedQueries,
    context,
    formatError,
    stringify: settings.execution.stringifyResult,
    logger: settings.execution.logger,
    // compression is Connect middleware: it uses only Node's own request and response.
    compress: compressAnswers as unknown as NodeMiddleware,
  });
  // Issue #24 §2 (D-160): every answer, the lane's and Express's, carries the security headers.
  return withSecurityHeaders(headers, persistedLane({ app, log, known: ops.known, prepared, logger: ops.logger }));
}
