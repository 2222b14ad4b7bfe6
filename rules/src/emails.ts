/** Email redirects (EMAIL-007, EMAIL-008, VALID-008, VALID-012, CONST-006). */
import { redirectCost, type FieldErrors, type ProductType } from './domains';

/** The field names VALID-008 puts into its message. */
export const REDIRECT_ADDRESS_LABEL = 'Redirect address';
export const REAL_ADDRESS_LABEL = 'Real address';

/** The spec leaves these texts open (VALID-012: "message not shown"); written for this portal (decision D-31). */
export const EMAIL_RULE_MESSAGES = {
  email: 'Enter a valid email address.',
  wrongDomain: (domainName: string) => `The redirect address must end with @${domainName}.`,
  selfRedirect: 'The real address must be different from the redirect address.',
  cancelledDomain: 'A cancelled domain cannot have email redirects.',
  emptyList: 'Add at least one email redirect.',
} as const;

/** VALID-008: "{field} should be unique. It is already included in the list." */
export function dedupeMessage(fieldLabel: string): string {
  return `${fieldLabel} should be unique. It is already included in the list.`;
}

/** VALID-008: the value is trimmed first; its message when the list already holds it, else null. */
export function dedupe(value: string, list: readonly string[], fieldLabel: string): string | null {
  const trimmed = value.trim();
  return list.some((item) => item.trim() === trimmed) ? dedupeMessage(fieldLabel) : null;
}

// A dot-atom local part and a domain of letter-digit-hyphen labels ending in a top-level name of 2+ letters.
const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${LOCAL}@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);

/** VALID-012: the standard `email` rule (surrounding spaces ignored). */
export function isEmail(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  return email.length <= 254 && email.split('@')[0].length <= 64 && EMAIL.test(email);
}

export interface RedirectPair {
  redirectAddress: string;
  realAddress: string;
}

/** Redirect addresses are kept trimmed and lower-cased (they live on the provider's domains); real ones trimmed. */
export function normalizeRedirect(pair: RedirectPair): RedirectPair {
  return { redirectAddress: pair.redirectAddress.trim().toLowerCase(), realAddress: pair.realAddress.trim() };
}

/** The part of a redirect address before its last @ (the {redirect} path segment, decision D-30). */
export function redirectLocalPart(redirectAddress: string): string {
  const address = redirectAddress.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  return at === -1 ? address : address.slice(0, at);
}

/** The full redirect address of a local part on a domain. */
export function redirectAddressOf(localPart: string, domainName: string): string {
  return `${localPart.trim().toLowerCase()}@${domainName.trim().toLowerCase()}`;
}

/** The redirect address is local@domain for exactly this domain. */
export function belongsToDomain(redirectAddress: string, domainName: string): boolean {
  const address = redirectAddress.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  return at > 0 && address.slice(at + 1) === domainName.trim().toLowerCase();
}

/**
 * One redirect on a domain (EMAIL-007, EMAIL-008): both addresses valid, the redirect address on the domain and not
 * already among `taken` (the domain's other redirect addresses), and not forwarding to itself. Empty when valid.
 */
export function validateRedirect(pair: RedirectPair, domainName: string, taken: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  const { redirectAddress, realAddress } = normalizeRedirect(pair);
  const add = (field: keyof RedirectPair, message: string) => (errors[field] ??= []).push(message);
  if (!isEmail(redirectAddress)) add('redirectAddress', EMAIL_RULE_MESSAGES.email);
  else if (!belongsToDomain(redirectAddress, domainName)) add('redirectAddress', EMAIL_RULE_MESSAGES.wrongDomain(domainName));
  else {
    const duplicate = dedupe(redirectAddress, taken.map((t) => t.toLowerCase()), REDIRECT_ADDRESS_LABEL);
    if (duplicate) add('redirectAddress', duplicate);
  }
  if (!isEmail(realAddress)) add('realAddress', EMAIL_RULE_MESSAGES.email);
  else if (realAddress.toLowerCase() === redirectAddress) add('realAddress', EMAIL_RULE_MESSAGES.selfRedirect);
  return errors;
}

/** A bulk add (EMAIL-003): each pair as validateRedirect, where earlier pairs of the list count as taken. */
export function validateRedirectList(
  pairs: readonly RedirectPair[],
  domainName: string,
  taken: readonly string[],
): FieldErrors[] {
  const seen = [...taken];
  return pairs.map((pair) => {
    const errors = validateRedirect(pair, domainName, seen);
    seen.push(normalizeRedirect(pair).redirectAddress);
    return errors;
  });
}

/** CONST-006: what the agent's redirects cost per month ($1 each on a parked domain, nothing on the others). */
export function parkedRedirectMonthlyCost(
  redirects: readonly { domainName: string }[],
  domains: readonly { domainName: string; productType: ProductType; isCancelled?: boolean }[],
): number {
  return domains
    .filter((d) => !d.isCancelled)
    .reduce((sum, d) => sum + redirectCost(d.productType, redirects.filter((r) => r.domainName === d.domainName).length), 0);
}
