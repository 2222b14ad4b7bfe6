import { normalizeRecipients, validateRecipients } from '@portal/rules';
import { FieldErrors } from '../http/validation';
import { addRuleErrors, stringList } from './fields';

/** API-035's body {recipients}: email addresses, trimmed, repeats dropped. */
export function parseRecipients(body: Record<string, unknown>): string[] {
  const errors = new FieldErrors();
  const list = stringList(errors, body, 'recipients');
  errors.throwIfAny();
  const recipients = normalizeRecipients(list);
  addRuleErrors(errors, validateRecipients(recipients));
  errors.throwIfAny();
  return recipients;
}
