/** The registrar tab (ADMIN-039..043, VALID-032..034). */
import type { FieldErrors } from './domains';
import { isEmail } from './emails';
import { digits } from './standardRules';
import { lengthError, TEXT_LIMITS } from './textLimits';

/** VALID-034: the contact types a registrar contact may have. */
export const REGISTRAR_CONTACT_TYPES = ['admin', 'billing', 'technical'] as const;
export type RegistrarContactType = (typeof REGISTRAR_CONTACT_TYPES)[number];

/** VALID-032..034 leave their texts open ("not shown"); written for this portal (decision D-95). */
export const REGISTRAR_RULE_MESSAGES = {
  email: 'Enter a valid e-mail address.',
  phone: 'Enter a phone number of exactly 10 digits.',
  contactTypes: 'Choose at least one contact type: admin, billing or technical.',
} as const;

export interface RegistrarContactDraft {
  email: string;
  phone: string;
  contactTypes: readonly string[];
}

export function isRegistrarContactType(value: string): value is RegistrarContactType {
  return (REGISTRAR_CONTACT_TYPES as readonly string[]).includes(value);
}

/** VALID-033: exactly 10 digits (the standard digits rule, VALID-011), nothing else (surrounding spaces ignored). */
export function isRegistrarPhone(value: string | null | undefined): boolean {
  const phone = (value ?? '').trim();
  return phone !== '' && digits(10).passes(phone);
}

/** VALID-032..034 and the e-mail's limit (D-161): field errors of a contact update, empty when it may be sent (API-098). */
export function validateRegistrarContact(draft: RegistrarContactDraft): FieldErrors {
  const errors: FieldErrors = {};
  const emailTooLong = lengthError('E-mail', draft.email.trim(), TEXT_LIMITS.registrarEmail);
  if (emailTooLong) errors.email = [emailTooLong];
  else if (!isEmail(draft.email)) errors.email = [REGISTRAR_RULE_MESSAGES.email];
  if (!isRegistrarPhone(draft.phone)) errors.phone = [REGISTRAR_RULE_MESSAGES.phone];
  if (draft.contactTypes.length === 0 || !draft.contactTypes.every(isRegistrarContactType)) {
    errors.contactTypes = [REGISTRAR_RULE_MESSAGES.contactTypes];
  }
  return errors;
}

/**
 * Issue #26 (decision D-226): a cancelled domain is no longer the provider's to manage at the registrar: its data is
 * shown as it was, and the toolbox offers (and the gateway takes) no authcode, transfer mark or contact change for it.
 */
export function cancelledRegistrarText(domainName: string): string {
  return `${domainName} is cancelled: its registrar data is shown as it was, and it takes no registrar changes.`;
}
