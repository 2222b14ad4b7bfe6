import { z } from 'zod';
import { COMPLIANCE_DISPOSITIONS } from '../compliance';
import { isoDateTime, maybe, restCall } from './call';

// The compliance vendor (API-105), its event log (API-106) and the override analytics event (API-059); the shapes
// the spec leaves open and both paths are decision D-102.

/** API-105's body (001 §3 "Compliance request"). allowedTerms are exempt by their exact text, spaces included. */
export const complianceBody = z.object({
  text: z.string(),
  allowedTerms: z.array(z.string()),
  allowNonEnglish: z.boolean(),
});

const severity = z.enum(['prohibited', 'risky']);

/** One occurrence of a lexicon phrase: as written in the text, the lexicon entry it matched, where it starts. */
export const lexiconViolation = z.object({
  phrase: z.string().min(1),
  term: z.string().min(1),
  category: z.string().min(1),
  severity,
  /** Character offset in the checked plain text (HTML stripped). */
  offset: z.number().int().nonnegative(),
});

/** A lexicon entry found at least once: the distinct phrases. */
export const collapsedViolation = z.object({
  term: z.string().min(1),
  category: z.string().min(1),
  severity,
  count: z.number().int().positive(),
});

/** A violation of the whole text: non_english (VALID-051) or sensitive_data (the sanitizer's summary). */
export const generalViolation = z.object({ code: z.string().min(1), message: z.string().min(1) });

/** The lexicon entries found, per category. */
export const categoryViolation = z.object({
  category: z.string().min(1),
  count: z.number().int().positive(),
  terms: z.array(z.string()),
});

/** API-105's answer (001 §3 "Compliance response"). */
export const complianceAnswer = z.object({
  compliance: z.object({
    assessment: z.object({
      lexiconViolations: z.array(lexiconViolation),
      collapsedViolations: z.array(collapsedViolation),
      generalViolations: z.array(generalViolation),
      categoryViolations: z.array(categoryViolation),
      isCompliant: z.boolean(),
    }),
    disposition: z.enum(COMPLIANCE_DISPOSITIONS),
  }),
  /** Misspellings only warn (VALID-053). */
  spelling: z.array(z.object({ origWord: z.string().min(1), suggestions: z.array(z.string()) })),
  /** The disallowed strings the sanitizer found (SSN, TIN, SIN, DL, account and card numbers, medical terms). */
  sanitizer: z.array(z.string()),
});
export type ComplianceAnswer = z.output<typeof complianceAnswer>;

/** A disallowed string of a check as the event log keeps it. */
export const loggedViolation = z.object({
  kind: z.enum(['lexicon', 'sanitizer', 'general']),
  text: z.string().min(1),
  category: maybe(z.string()),
});

/** API-106's body: one completed check. The person is the real signed-in user (not a view-as identity). */
export const complianceEventBody = z.object({
  response: complianceAnswer,
  is_compliant: z.boolean(),
  disposition: z.enum(COMPLIANCE_DISPOSITIONS),
  violations: z.array(loggedViolation),
  domain: z.string().min(1),
  /** The domain config's core.agent.associate_id (API-048). */
  config_associate_id: z.string().min(1),
  user: z.object({
    username: z.string().min(1),
    user_type: z.string().min(1),
    identifier: maybe(z.string()),
    email: maybe(z.string()),
  }),
  /** Who the user works for: "provider" (mirus), "corporate" (corp) or the associate id of their agency. */
  organization: z.string().min(1),
});

export const loggedEvent = z.object({ id: z.number().int().positive(), created: isoDateTime });

/** API-059's body: one saved section of overrides. */
export const overrideEventBody = z.object({
  event: z.literal('content_override'),
  domain_name: z.string().min(1),
  page: z.string(),
  section: z.string().min(1),
  /** The subkeys saved; '' for a section's single input. */
  fields: z.array(z.string()),
  override_ids: z.array(z.number().int()),
  branch: z.string().min(1),
  user: z.string().min(1),
});

export const complianceCalls = {
  /** 403 for whoever may not edit the domain; the helper's fixed domain is for internal staff (D-102). */
  check: restCall({
    api: 'API-105',
    method: 'POST',
    path: 'api/mxeditor/{domainName}/compliance/',
    body: complianceBody,
    answer: complianceAnswer,
  }),
  logEvent: restCall({
    api: 'API-106',
    method: 'POST',
    path: 'api/mxeditor/{domainName}/compliance/events/',
    body: complianceEventBody,
    answer: loggedEvent,
    status: 201,
  }),
  overrideEvent: restCall({
    api: 'API-059',
    method: 'POST',
    path: 'api/analytics/events/',
    body: overrideEventBody,
    answer: loggedEvent,
    status: 201,
  }),
};
