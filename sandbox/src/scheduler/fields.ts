import type { FieldErrors as RuleErrors } from '@portal/rules';
import { FIELD_MESSAGES, type FieldErrors } from '../http/validation';

type Body = Record<string, unknown>;

/** Adds the shared rules' field errors under the REST body's field names. */
export function addRuleErrors(errors: FieldErrors, ruleErrors: RuleErrors, restNames: Record<string, string> = {}): void {
  for (const [field, messages] of Object.entries(ruleErrors)) {
    for (const message of messages) errors.add(restNames[field] ?? field, message);
  }
}

/** DRF's answer for a pk that names nothing the agent has. */
export const invalidPk = (value: unknown) => `Invalid pk "${String(value)}" - object does not exist.`;

/** A list of strings; other items are reported on the field. */
export function stringList(errors: FieldErrors, body: Body, field: string): string[] {
  const list = errors.list(body, field);
  if (list.some((item) => typeof item !== 'string')) {
    errors.add(field, FIELD_MESSAGES.string);
    return [];
  }
  return list as string[];
}

/** A nullable string field: undefined when absent. */
export function nullableText(errors: FieldErrors, body: Body, field: string): string | null | undefined {
  if (!(field in body)) return undefined;
  const value = body[field];
  if (value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  errors.add(field, FIELD_MESSAGES.string);
  return undefined;
}
