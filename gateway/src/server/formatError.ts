import type { GraphQLFormattedError } from 'graphql';
import { MESSAGES } from '@portal/rules';

/** Codes whose message was written for the client; anything else is masked. */
const CLIENT_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'UPSTREAM_ERROR',
  'TOO_MANY_REQUESTS',
  'UPSTREAM_TIMEOUT',
  'SERVICE_UNAVAILABLE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'PERSISTED_QUERY_REQUIRED',
  'DOCUMENT_TOO_LARGE',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** Whether an error with this code was written for the client (anything else is a bug, masked and logged). */
export function isClientCode(code: unknown): boolean {
  return typeof code === 'string' && CLIENT_CODES.has(code);
}

/**
 * Only code and fields leave the gateway: no stack trace, no upstream body, no exception details. The unexpected
 * errors are logged with their request id by the path that ran the operation (ops/errorsPlugin.ts, preparedOperations.ts).
 */
export function formatError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  const where = { locations: formatted.locations, path: formatted.path };
  if (isClientCode(code)) {
    const fields = formatted.extensions?.fields;
    return {
      message: formatted.message,
      ...where,
      extensions: code === 'BAD_USER_INPUT' && fields ? { code, fields } : { code },
    };
  }
  return { message: MESSAGES.generic, ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
