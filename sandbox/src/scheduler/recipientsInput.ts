import { normalizeRecipients, validateRecipients } from '@portal/rules';
import type { BodyOf, schedulerCalls } from '@portal/rules/contract';
import { FieldErrors } from '../http/validation';
import { addRuleErrors } from './fields';

/** API-035's body {recipients}: email addresses, trimmed, repeats dropped. */
export function parseRecipients(body: BodyOf<typeof schedulerCalls.updateRecipients>): string[] {
  const errors = new FieldErrors();
  const recipients = normalizeRecipients(body.recipients);
  addRuleErrors(errors, validateRecipients(recipients));
  errors.throwIfAny();
  return recipients;
}
