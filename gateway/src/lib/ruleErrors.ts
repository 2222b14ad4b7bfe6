import { GraphQLError } from 'graphql';
import type { FieldErrors } from '@portal/rules';
import { badUserInput } from '../rest/errors';

/** Refuses input the shared rules reject, before any upstream write: the first rule message, every field's messages. */
export function refuseRuleErrors(fields: FieldErrors, rename: Record<string, string> = {}): void {
  const entries = Object.entries(fields);
  if (entries.length === 0) return;
  const renamed = Object.fromEntries(entries.map(([field, messages]) => [rename[field] ?? field, messages]));
  throw badUserInput(entries[0][1][0], renamed);
}

/**
 * An upstream 400's field errors under the input's names, where the REST body names a field otherwise (API-039's
 * `name` is the input's `domainName`). Any other error passes unchanged.
 */
export async function withInputFieldNames<T>(write: Promise<T>, rename: Record<string, string>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (!(error instanceof GraphQLError) || error.extensions.code !== 'BAD_USER_INPUT') throw error;
    const fields = (error.extensions.fields ?? {}) as FieldErrors;
    const renamed = Object.entries(fields).map(([field, messages]) => [rename[field] ?? field, messages]);
    throw badUserInput(error.message, Object.fromEntries(renamed));
  }
}
