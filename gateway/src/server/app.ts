import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { Dispatcher } from 'undici';
import { EMAIL_LOG_CSV_PATH, IMAGE_UPLOAD_PATH, MEDIA_PATH_PREFIX, MESSAGES } from '@portal/rules';
import { emailLogCsvRoute } from '../admin/emailsearch/csvRoute';
import { TRUSTED_PROXIES, type LoginThrottle } from '../auth/loginThrottle';
import type { GatewayContext } from '../context';
import { imageUploadRoute } from '../editor/imageUploadRoute';
import { mediaRoute } from '../editor/mediaRoute';
import { buildSchema } from '../schema';
import type { Backends } from '../lib/backends';
import { contextFactory } from './context';
import { csrfGuard } from './csrf';
import { formatError } from './formatError';
import { introspectionGate, isStaff } from './introspection';
import { JSON_BODY_LIMIT, MAX_RESPONSE_BYTES, MAX_TOKENS, validationRules } from './limits';
import { persistedQueries } from './persistedQueries';
import { boundedStringify } from './responseSize';
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
}

export interface ApolloSettings {
  /** Largest answer in bytes (decision D-61). Default MAX_RESPONSE_BYTES. */
  maxResponseBytes?: number;
}

export function createApollo(settings: ApolloSettings = {}): ApolloServer<GatewayContext> {
  return new ApolloServer<GatewayContext>({
    schema: buildSchema(),
    csrfPrevention: true,
    // Introspection counts against the limits of limits.ts; in production introspectionGate keeps it for staff.
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // Relay's persisted ids are the one persisted-document mechanism (see persistedQueries.ts).
    persistedQueries: false,
    // graphql-js stops parsing at the limit, so a refused document is never fully built.
    parseOptions: { maxTokens: MAX_TOKENS },
    plugins: [ApolloServerPluginLandingPageDisabled(), csrfGuard, introspectionGate],
    validationRules,
    formatError,
    stringifyResult: boundedStringify(settings.maxResponseBytes ?? MAX_RESPONSE_BYTES),
  });
}

/** Body-parser and other middleware failures answer like GraphQL errors, without Express's stack-trace page. */
const errorHandler: ErrorRequestHandler = (err: { status?: number; statusCode?: number }, _req, res, next) => {
  if (res.headersSent) return next(err);
  const status = err.status ?? err.statusCode ?? 500;
  const clientError = status >= 400 && status < 500;
  if (!clientError) console.error('[gateway] request failed', err);
  res.status(clientError ? status : 500).json({
    errors: [{ message: MESSAGES.generic, extensions: { code: clientError ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR' } }],
  });
};

/** The express app around a started Apollo server. */
export function createApp(apollo: ApolloServer<GatewayContext>, settings: AppSettings): Express {
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
  });
  app.use(
    '/graphql',
    graphiqlPage(settings.webDist, settings.production ? async (req, res) => isStaff(await context({ req, res })) : undefined),
    express.json({ limit: JSON_BODY_LIMIT }),
    (req, _res, next) => {
      // Express 5 leaves req.body unset when no parser ran; Apollo then refuses before its CSRF check can answer.
      if (req.body === undefined) req.body = {};
      next();
    },
    persistedQueries({ documents: settings.persistedQueries, allowAdhocDocuments: settings.allowAdhocDocuments }),
    expressMiddleware(apollo, { context }),
  );
  // ADMIN-038: the email log's CSV streams through a plain route beside /graphql (decision D-100).
  app.get(EMAIL_LOG_CSV_PATH, emailLogCsvRoute(context));
  // EDITOR-044: an image upload is bytes, so a plain streamed route, and its media served back (decision D-108).
  app.post(IMAGE_UPLOAD_PATH, imageUploadRoute(context));
  app.get(`${MEDIA_PATH_PREFIX}:fileName`, mediaRoute(context));
  if (settings.webDist) app.use(webClient(settings.webDist));
  app.use(errorHandler);
  return app;
}
