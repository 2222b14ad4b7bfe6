import { GraphQLError } from 'graphql';
import { MESSAGES } from '@portal/rules';

/** What came back from one upstream call, as far as error mapping cares. */
export type UpstreamOutcome =
  | { kind: 'network' } // connection refused, reset, timeout, aborted
  | { kind: 'status'; status: number; body?: unknown };

export type FieldErrors = Record<string, string[]>;

function camelCase(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** Longest upstream field message shown as it is (decision D-61). */
export const MAX_FIELD_MESSAGE_LENGTH = 200;

/** What a real upstream's internals look like when they leak into a validation message. */
const LEAKS: readonly RegExp[] = [
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
  /[\u0000-\u001f\u007f]/, // more than one line, or control characters
  /\bTraceback\b/,
  /\bFile "[^"]*"/, // a Python stack frame
  /\bat\s+\S+\s+\([^)]*:\d+(?::\d+)?\)/, // a JavaScript or Java stack frame: at Foo (x.js:1:2)
  /\bat\s+[^\s()]*[/\\.][^\s()]*:\d+/, // an anonymous frame: at /app/x.js:1:2
  /\.[a-z]{1,5}(?::\d+|"?,? line \d+)/i, // a file name with a line number
  /\b(?:[A-Z][A-Za-z0-9]*(?:Error|Exception)|DoesNotExist|MultipleObjectsReturned)\b/, // an exception class
  /\b[a-z_]\w*(?:\.[a-z_]\w*)+\.[A-Z]\w*/, // a dotted module path ending in a class
  /(?:^|[\s(=:'"`])(?:~|\.{1,2})?\/[\w.@-]+\/[\w.@/-]*/, // a Unix path with a directory
  /\b[A-Za-z]:\\/, // a Windows path
  /\\\\[\w.-]+\\/, // a UNC path
  /\b[a-z][a-z0-9+.-]*:\/\//i, // a URL, which may name an internal host
];

/** A message written for the user: short, single-line, and free of paths, stack frames and exception names. */
export function isPresentable(message: string): boolean {
  const text = message.trim();
  return text.length > 0 && text.length <= MAX_FIELD_MESSAGE_LENGTH && !LEAKS.some((leak) => leak.test(text));
}

/** A field name as the client knows them; anything else is not a field of the input. */
const FIELD_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * Keeps only `{field: [string, ...]}` entries of a Django REST 400 body, with GraphQL (camelCase) field names so
 * that the client sees one naming scheme whether the gateway or the upstream rejected the input. A message that is
 * not presentable becomes MESSAGES.valueNotAccepted, so the field still shows that it was refused.
 */
export function fieldErrorsFrom(body: unknown): FieldErrors {
  const fields: FieldErrors = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return fields;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (!Array.isArray(value) || !FIELD_KEY.test(key)) continue;
    const messages = value
      .filter((v): v is string => typeof v === 'string')
      .map((v) => (isPresentable(v) ? v.trim() : MESSAGES.valueNotAccepted));
    if (messages.length > 0) fields[camelCase(key)] = [...new Set(messages)];
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
