import type { FieldErrors } from '@portal/rules';
import { GraphQLRequestError } from './GraphQLRequestError';

/** What a form shows after a failed write: messages by its own field names, and the failure text. */
export interface FormFailure {
  fields: FieldErrors;
  message: string;
}

/**
 * The gateway names fields as its input does (extensions.fields); `rename` maps those names to the form's.
 * Non-field failures are in the alert bar already; the form repeats the text where a dialog may cover the bar.
 */
export function formFailureOf(error: unknown, fallback: string, rename: Record<string, string> = {}): FormFailure {
  if (!(error instanceof GraphQLRequestError)) return { fields: {}, message: fallback };
  const fields: FieldErrors = {};
  for (const [name, messages] of Object.entries(error.fields)) {
    const field = rename[name] ?? name;
    fields[field] = [...(fields[field] ?? []), ...messages];
  }
  return { fields, message: error.messages[0] ?? fallback };
}

export function firstError(fields: FieldErrors, name: string): string | undefined {
  return fields[name]?.[0];
}
