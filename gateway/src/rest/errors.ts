import { GraphQLError } from 'graphql';

/** What came back from one upstream call, as far as error mapping cares. */
export type UpstreamOutcome =
  | { kind: 'network' } // connection refused, reset, timeout, aborted
  | { kind: 'status'; status: number; body?: unknown };

export type FieldErrors = Record<string, string[]>;

function camelCase(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/**
 * Keeps only `{field: [string, ...]}` entries of a Django REST 400 body, with GraphQL (camelCase) field names so
 * that the client sees one naming scheme whether the gateway or the upstream rejected the input.
 */
export function fieldErrorsFrom(body: unknown): FieldErrors {
  const fields: FieldErrors = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return fields;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (!Array.isArray(value)) continue;
    const strings = value.filter((v): v is string => typeof v === 'string');
    if (strings.length > 0) fields[camelCase(key)] = strings;
  }
  return fields;
}

export function badUserInput(message: string, fields: FieldErrors): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields } });
}

/** The upstream could not give an answer the portal can use. */
export function upstreamFailure(failure: string): GraphQLError {
  return new GraphQLError(failure, { extensions: { code: 'UPSTREAM_ERROR' } });
}

/** The one mapping from an upstream outcome to the error the client sees. The upstream body never leaks. */
export function upstreamError(outcome: UpstreamOutcome, failure: string): GraphQLError {
  if (outcome.kind === 'network') return upstreamFailure(failure);
  switch (outcome.status) {
    case 400:
      return badUserInput(failure, fieldErrorsFrom(outcome.body));
    case 401:
      return new GraphQLError(failure, { extensions: { code: 'UNAUTHENTICATED' } });
    case 403:
      return new GraphQLError(failure, { extensions: { code: 'FORBIDDEN' } });
    case 404:
      return new GraphQLError(failure, { extensions: { code: 'NOT_FOUND' } });
    default:
      return upstreamFailure(failure);
  }
}
