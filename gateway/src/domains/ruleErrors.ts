import type { FieldErrors } from '@portal/rules';
import { badUserInput } from '../rest/errors';

/** Refuses input the shared rules reject, before any upstream write: the first rule message, every field's messages. */
export function refuseRuleErrors(fields: FieldErrors, rename: Record<string, string> = {}): void {
  const entries = Object.entries(fields);
  if (entries.length === 0) return;
  const renamed = Object.fromEntries(entries.map(([field, messages]) => [rename[field] ?? field, messages]));
  throw badUserInput(entries[0][1][0], renamed);
}
