import type { Application, Response } from 'express';
import type { GraphQLError } from 'graphql';
import { silentLogger, type Logger } from './logger';
import { recordOf } from './requestRecord';

const loggers = new WeakMap<Application, Logger>();

export function setAppLogger(app: Application, logger: Logger): void {
  loggers.set(app, logger);
}

/**
 * A request that failed inside the gateway: its id, the error's type, message and stack only. Never the error
 * object itself: a body parser's error carries the raw body (a password, a card number).
 */
export function logRequestFailure(app: Application, res: Response, error: unknown): void {
  (loggers.get(app) ?? silentLogger()).error({ reqId: recordOf(res)?.id, error: errorSummary(error) }, 'request failed');
}

/** Type, message and stack of an error: what a failure's log line may hold of it (under `error`: pino's own `err`
 * serializer would rename the type). */
function errorSummary(error: unknown): { type: string; message?: string; stack?: string } {
  return error instanceof Error ? { type: error.name, message: error.message, stack: error.stack } : { type: typeof error };
}

/**
 * A GraphQL error the client only sees as INTERNAL_SERVER_ERROR (a bug, not an answer): logged with its request id,
 * the field's path and what the error itself says (the original error's, when graphql-js wrapped one).
 */
export function logUnexpectedError(logger: Logger, reqId: string | undefined, error: GraphQLError): void {
  logger.error({ reqId, path: error.path?.join('.'), error: errorSummary(error.originalError ?? error) }, 'unexpected GraphQL error');
}
