import type { ServerResponse } from 'node:http';
import type { GraphQLError } from 'graphql';
import type { Logger } from './logger';
import { recordOf } from './requestRecord';

/**
 * A request that failed inside the gateway: its id, the error's type, message and stack only. Never the error
 * object itself: a body parser's error carries the raw body (a password, a card number).
 */
export function logRequestFailure(logger: Logger, res: ServerResponse, error: unknown): void {
  logger.error({ reqId: recordOf(res)?.id, error: errorSummary(error) }, 'request failed');
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
