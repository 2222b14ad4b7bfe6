import type { FieldErrors as RuleErrors } from '@portal/rules';
import type { FieldErrors } from '../http/validation';

/** Adds the shared rules' field errors under the REST body's field names. */
export function addRuleErrors(errors: FieldErrors, ruleErrors: RuleErrors, restNames: Record<string, string>): void {
  for (const [field, messages] of Object.entries(ruleErrors)) {
    for (const message of messages) errors.add(restNames[field] ?? field, message);
  }
}
