import { CALLTRACKING_MESSAGES, INCLUDED_LINES, isValidAreaCode, isValidExtraLines } from '@portal/rules';
import { FIELD_MESSAGES, FieldErrors } from '../http/validation';

/** pool_size (API-080, API-081): the whole pool, 3 included lines plus 0 to 10 (VALID-040, decision D-43). */
export function parsePoolSize(body: Record<string, unknown>, fallback?: number): number {
  const errors = new FieldErrors();
  const value = body.pool_size;
  if (value === undefined && fallback !== undefined) return fallback;
  if (value === undefined || value === null) errors.add('pool_size', FIELD_MESSAGES.required);
  else if (typeof value !== 'number' || !isValidExtraLines(value - INCLUDED_LINES)) {
    errors.add('pool_size', CALLTRACKING_MESSAGES.extraLines);
  }
  errors.throwIfAny();
  return value as number;
}

/** The area code of a session tracker retry (API-083). */
export function parseAreaCode(body: Record<string, unknown>): string {
  const errors = new FieldErrors();
  const code = errors.requiredText(body, 'code');
  if (code && !isValidAreaCode(code)) errors.add('code', CALLTRACKING_MESSAGES.areaCode);
  errors.throwIfAny();
  return code.trim();
}
