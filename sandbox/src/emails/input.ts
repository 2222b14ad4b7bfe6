import { EMAIL_RULE_MESSAGES, normalizeRedirect, validateRedirect, type RedirectPair } from '@portal/rules';
import type { DomainRecord } from '../lib/domainStore';
import { badRequest, HttpError, type FieldErrorBody } from '../http/errors';
import { FIELD_MESSAGES } from '../http/validation';

const REST_NAMES: Record<keyof RedirectPair, string> = {
  redirectAddress: 'redirect_address',
  realAddress: 'real_address',
};

/** DRF's ListSerializer texts. */
const EMPTY_LIST = 'This list may not be empty.';
const notADictionary = (value: unknown) =>
  `Invalid data. Expected a dictionary, but got ${Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value}.`;

/** A cancelled domain takes no new or changed redirects and sends no test. */
export function requireLiveDomain(domain: DomainRecord): void {
  if (domain.is_cancelled) throw badRequest({ domain_name: [EMAIL_RULE_MESSAGES.cancelledDomain] });
}

function text(body: Record<string, unknown>, field: string, errors: FieldErrorBody): string {
  const value = body[field];
  if (value === undefined || value === null) errors[field] = [FIELD_MESSAGES.required];
  else if (typeof value !== 'string') errors[field] = [FIELD_MESSAGES.string];
  else if (value.trim() === '') errors[field] = [FIELD_MESSAGES.blank];
  else return value;
  return '';
}

/** One {redirect_address, real_address} checked by the shared rules against the domain's other addresses. */
function checkPair(
  value: unknown,
  domainName: string,
  taken: readonly string[],
): { pair: RedirectPair; errors: FieldErrorBody } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { pair: { redirectAddress: '', realAddress: '' }, errors: { non_field_errors: [notADictionary(value)] } };
  }
  const body = value as Record<string, unknown>;
  const errors: FieldErrorBody = {};
  const pair = { redirectAddress: text(body, 'redirect_address', errors), realAddress: text(body, 'real_address', errors) };
  for (const [field, messages] of Object.entries(validateRedirect(pair, domainName, taken))) {
    const name = REST_NAMES[field as keyof RedirectPair];
    errors[name] ??= messages;
  }
  return { pair: normalizeRedirect(pair), errors };
}

/** API-011 and API-013: one pair, or a 400 per field. */
export function parseRedirect(value: unknown, domainName: string, taken: readonly string[]): RedirectPair {
  const { pair, errors } = checkPair(value, domainName, taken);
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return pair;
}

/**
 * API-012: a list of pairs, all valid or none written. Like DRF's many=True, a 400 answers a list with one error
 * object per item ({} for a valid one); earlier items count as taken for the later ones (decision D-31).
 */
export function parseRedirectList(values: unknown[], domainName: string, taken: readonly string[]): RedirectPair[] {
  if (values.length === 0) throw badRequest({ non_field_errors: [EMPTY_LIST] });
  const seen = [...taken];
  const checked = values.map((value) => {
    const result = checkPair(value, domainName, seen);
    seen.push(result.pair.redirectAddress);
    return result;
  });
  if (checked.some((c) => Object.keys(c.errors).length > 0)) throw new HttpError(400, checked.map((c) => c.errors));
  return checked.map((c) => c.pair);
}
