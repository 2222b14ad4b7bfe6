/** The site config tab (ADMIN-052..055, VALID-041, VALID-042): the rules the browser, the gateway and the sandbox share. */
import { DOMAIN_RULE_MESSAGES, isValidDomainName, type FieldErrors } from './domains';

/**
 * VALID-041 and VALID-042 do not show their texts, nor does the spec give demo domains a rule; these were written for
 * this portal (decision D-101).
 */
export const SITE_CONFIG_MESSAGES = {
  demoUserTitle: 'Enter a title for the demo user.',
  demoUserAssociateId: "Enter the demo agent's associate id.",
  demoDomain: DOMAIN_RULE_MESSAGES.domainName,
  demoDomainTaken: 'This domain is already in the demo domains list.',
} as const;

/** Demo domains are kept as the domain list names them: trimmed, lower case. */
export function normalizeDemoDomain(name: string): string {
  return name.trim().toLowerCase();
}

/** The problem with one demo domain, given the ones before it in the list; null when it may be kept. */
export function demoDomainProblem(name: string, others: readonly string[]): string | null {
  if (!isValidDomainName(name)) return SITE_CONFIG_MESSAGES.demoDomain;
  const normalized = normalizeDemoDomain(name);
  if (others.some((other) => normalizeDemoDomain(other) === normalized)) return SITE_CONFIG_MESSAGES.demoDomainTaken;
  return null;
}

export interface DemoUserDraft {
  title: string | null | undefined;
  subtext?: string | null;
  associateId: string | null | undefined;
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** VALID-041, VALID-042 for one demo user: `{title?, associateId?}`. */
export function demoUserErrors(user: DemoUserDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(user.title)) errors.title = [SITE_CONFIG_MESSAGES.demoUserTitle];
  if (blank(user.associateId)) errors.associateId = [SITE_CONFIG_MESSAGES.demoUserAssociateId];
  return errors;
}

/**
 * The lists of a site config save: `demoDomains.{i}` (the domain rule, no duplicates) and `demoUsers.{i}.{field}`
 * (VALID-041, VALID-042). A list left out (undefined or null) is not checked: it keeps its stored value.
 */
export function siteConfigErrors(input: {
  demoDomains?: readonly string[] | null;
  demoUsers?: readonly DemoUserDraft[] | null;
}): FieldErrors {
  const errors: FieldErrors = {};
  (input.demoDomains ?? []).forEach((name, i, list) => {
    const problem = demoDomainProblem(name, list.slice(0, i));
    if (problem) errors[`demoDomains.${i}`] = [problem];
  });
  (input.demoUsers ?? []).forEach((user, i) => {
    for (const [field, messages] of Object.entries(demoUserErrors(user))) errors[`demoUsers.${i}.${field}`] = messages;
  });
  return errors;
}
