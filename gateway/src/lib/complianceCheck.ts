import { GraphQLError } from 'graphql';
import {
  allowedTermsError,
  COMPLIANCE_MESSAGES,
  complianceCategoryLabel,
  complianceError,
  editorTypeError,
  MESSAGES,
  type ComplianceEditorType,
} from '@portal/rules';
import { complianceCalls, type ComplianceAnswer } from '@portal/rules/contract';
import type { ComplianceCheck } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { badUserInput } from '../rest/errors';

// The compliance vendor (API-105) as the gateway asks it: the editor's checks and save rule (decision D-102) and the
// approval queue's verdicts (issue #25, decision D-172) share these, so a reviewer sees what the agent saw.

/**
 * A 502, 503 or 504, a timeout or no connection: the vendor is not responding (ERR-099, SERVICE_UNAVAILABLE: trying
 * again later may work); any other failure is the exception (ERR-095, UPSTREAM_ERROR).
 */
const DOWN_STATUSES = new Set([502, 503, 504]);

function vendorDown(): GraphQLError {
  return new GraphQLError(MESSAGES.complianceVendorDown, {
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
}

function vendorException(): GraphQLError {
  return new GraphQLError(MESSAGES.complianceEditor, {
    extensions: { code: 'UPSTREAM_ERROR' },
  });
}

/** VALID-054 before anything else: only rich or plain text is checked. */
export function requireEditorType(editorType: string): ComplianceEditorType {
  const error = editorTypeError(editorType);
  if (error) throw badUserInput(error, { editorType: [error] });
  return editorType as ComplianceEditorType;
}

/** A plain editor's text is sent as text, not markup: the vendor reads HTML, so its specials are escaped. */
export function vendorText(text: string, editorType: ComplianceEditorType): string {
  return editorType === 'rich' ? text : text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** VALID-050: the check that was skipped (no call) and failed. */
export function skippedCheck(): ComplianceCheck {
  return {
    checked: false,
    compliant: false,
    message: COMPLIANCE_MESSAGES.undefinedTerm,
    disposition: null,
    violations: [],
    generalViolations: [],
    sanitizer: [],
    spelling: [],
    misspellingWarning: null,
  };
}

/** The terms once VALID-050 holds (no undefined entry), or null when the check must be skipped. */
export function definedTerms(terms: readonly (string | null | undefined)[] | null | undefined): string[] | null {
  return allowedTermsError(terms) ? null : ((terms ?? []) as string[]);
}

export interface VendorResult {
  answer: ComplianceAnswer;
  /** The answer as the vendor sent it (ADMIN-082). */
  raw: string;
}

/**
 * API-105 with allowNonEnglish false (VALID-051). Vendor down is ERR-099; a refusal of access is FORBIDDEN; anything
 * else, an answer off the contract included, is ERR-095.
 */
export async function askVendor(
  ctx: GatewayContext,
  domainName: string,
  text: string,
  allowedTerms: string[],
): Promise<VendorResult> {
  const call = complianceCalls.check;
  const body = { text, allowedTerms, allowNonEnglish: false };
  let response;
  try {
    response = await ctx.rest.callRaw(call, { path: { domainName }, body, failure: MESSAGES.complianceEditor });
  } catch {
    throw vendorDown(); // no connection or no answer in time
  }
  if (DOWN_STATUSES.has(response.status)) throw vendorDown();
  if (response.status === 403) throw new GraphQLError(MESSAGES.forbidden, { extensions: { code: 'FORBIDDEN' } });
  if (response.status < 200 || response.status >= 300) throw vendorException();
  try {
    return { answer: ctx.rest.answerOf(call, response, MESSAGES.complianceEditor), raw: response.text };
  } catch {
    throw vendorException();
  }
}

/** API-105's answer in words (ERR-098, ERR-100, VALID-049, VALID-053). */
export function toComplianceCheck(answer: ComplianceAnswer): ComplianceCheck {
  const { assessment, disposition } = answer.compliance;
  const firstText = (term: string) => assessment.lexiconViolations.find((v) => v.term === term)?.phrase ?? term;
  // VALID-049: compliant and sanitized.
  const compliant = assessment.isCompliant && answer.sanitizer.length === 0;
  return {
    checked: true,
    compliant,
    message: complianceError(compliant) ?? MESSAGES.compliant,
    disposition,
    violations: assessment.collapsedViolations.map((v) => ({
      term: v.term,
      text: firstText(v.term),
      phrases: [...new Set(assessment.lexiconViolations.filter((l) => l.term === v.term).map((l) => l.phrase))],
      category: v.category,
      categoryLabel: complianceCategoryLabel(v.category),
      severity: v.severity,
      count: v.count,
    })),
    generalViolations: assessment.generalViolations.map((v) => v.message),
    sanitizer: answer.sanitizer,
    spelling: answer.spelling.map((s) => ({ word: s.origWord, suggestions: s.suggestions })),
    misspellingWarning: answer.spelling.length > 0 ? COMPLIANCE_MESSAGES.misspelled : null,
  };
}
