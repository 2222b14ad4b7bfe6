import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { Dispatcher } from 'undici';
import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import { buildSchema } from '../schema';
import type { Backends } from './backends';
import { contextFactory } from './context';
import { formatError } from './formatError';
import { JSON_BODY_LIMIT, validationRules } from './limits';
import { persistedQueries } from './persistedQueries';
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
}

export function createApollo(): ApolloServer<GatewayContext> {
  return new ApolloServer<GatewayContext>({
    schema: buildSchema(),
    csrfPrevention: true,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // Relay's persisted ids are the one persisted-document mechanism (see persistedQueries.ts).
    persistedQueries: false,
    plugins: [ApolloServerPluginLandingPageDisabled()],
    validationRules,
    formatError,
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
  app.use(
    '/graphql',
    graphiqlPage(settings.webDist),
    express.json({ limit: JSON_BODY_LIMIT }),
    (req, _res, next) => {
      // Express 5 leaves req.body unset when no parser ran; Apollo then refuses before its CSRF check can answer.
      if (req.body === undefined) req.body = {};
      next();
    },
    persistedQueries({ documents: settings.persistedQueries, allowAdhocDocuments: settings.allowAdhocDocuments }),
    expressMiddleware(apollo, {
      context: contextFactory({
        backends: settings.backends,
        dispatcher: settings.dispatcher,
        timeoutMs: settings.timeoutMs,
        devMode: settings.devMode,
        production: settings.production,
      }),
    }),
  );
  if (settings.webDist) app.use(webClient(settings.webDist));
  app.use(errorHandler);
  return app;
}
