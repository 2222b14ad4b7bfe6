import type { FieldErrors } from '@portal/rules';
import { set, type FieldValues, type FieldErrors as FormErrorTree, type Resolver } from 'react-hook-form';
import { GraphQLRequestError } from '../relay/GraphQLRequestError';

/** Drops fields without messages, so `{}` means valid. */
function withMessages(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, messages]) => messages.length > 0));
}

/** The rules' `{field: [messages]}` (dotted names reach into lists: `rows.0.realAddress`) as react-hook-form's tree. */
export function toFormErrors<V extends FieldValues>(errors: FieldErrors): FormErrorTree<V> {
  const tree: Record<string, unknown> = {};
  for (const [name, messages] of Object.entries(withMessages(errors))) {
    set(tree, name, { type: 'rules', message: messages[0] });
  }
  return tree as FormErrorTree<V>;
}

/**
 * The one adapter between the shared rules (@portal/rules validators, the gateway runs the same ones) and
 * react-hook-form: `validate` returns `{field: [messages]}`, empty when the values are valid.
 */
export function rulesResolver<V extends FieldValues>(validate: (values: V) => FieldErrors): Resolver<V> {
  return (values) => {
    const errors = withMessages(validate(values));
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: toFormErrors<V>(errors) };
  };
}

/** How a form names the gateway's input fields: a map of the names that differ, or a function (null: no field). */
export type ServerFieldNames = Readonly<Record<string, string>> | ((name: string) => string | null);

/** A failed write as a form shows it: messages next to the form's own fields, and the failure for everything else. */
export interface ServerFailure {
  fields: FieldErrors;
  /** Null when every message found its field. */
  failure: string | null;
}

function renamed(name: string, names: ServerFieldNames | undefined): string | null {
  if (!names) return name;
  return typeof names === 'function' ? names(name) : (names[name] ?? name);
}

/**
 * Maps a rejected write onto a form. A BAD_USER_INPUT's `extensions.fields` go to the form's fields (`isField` says
 * which names the form has); messages for names the form lacks, and failures without fields, become the failure text:
 * the gateway's message, or `fallback` (the ERR text of the write) when it gave none.
 */
export function serverFailureOf(
  error: unknown,
  fallback: string,
  isField: (name: string) => boolean,
  names?: ServerFieldNames,
): ServerFailure {
  if (!(error instanceof GraphQLRequestError)) return { fields: {}, failure: fallback };
  const fields: FieldErrors = {};
  const elsewhere: string[] = [];
  for (const [serverName, messages] of Object.entries(error.fields)) {
    const name = renamed(serverName, names);
    if (name !== null && isField(name)) fields[name] = [...(fields[name] ?? []), ...messages];
    else elsewhere.push(...messages);
  }
  const placed = Object.keys(fields).length > 0;
  if (placed && elsewhere.length === 0) return { fields, failure: null };
  return { fields, failure: elsewhere.length > 0 ? elsewhere.join(' ') : (error.messages[0] ?? fallback) };
}
