/**
 * Compliance checks of editor texts (EDITOR-051..062, ADMIN-078..083, VALID-049..054, CONST-037..043, API-105,
 * API-106). The vendor's categories, dispositions and the helper's test domain are decision D-102.
 */

/** The two editors a compliance-checked text can sit in (VALID-054). */
export const COMPLIANCE_EDITOR_TYPES = ['rich', 'plain'] as const;
export type ComplianceEditorType = (typeof COMPLIANCE_EDITOR_TYPES)[number];

/**
 * CONST-043, ADMIN-083: the Compliance Helper checks against this fixed test domain of product type m2. The sandbox
 * treats the name specially (internal provider staff only) instead of seeding a domain nobody owns (D-102).
 */
export const COMPLIANCE_HELPER_DOMAIN = { domainName: 'compliance-test.agents.test', productType: 'm2' } as const;

export const COMPLIANCE_MESSAGES = {
  notCompliant: 'Some of this text is not compliant.', // VALID-049
  undefinedTerm: 'An allowed term is missing, so this text was not checked.', // VALID-050 (text not shown, D-102)
  misspelled: 'There may be misspelled words, please check before saving.', // VALID-053
  editorType: 'The editor type must be rich text or plain text.', // VALID-054 (text not shown, D-102)
  notAllowed: 'this text is not allowed', // ERR-098
  didYouMean: 'Did you mean...', // ERR-098
  mayBeMisspelled: 'Word may be misspelled', // ERR-098
  wordsToReword: 'Words to remove or reword', // ERR-098's list heading
  generalToAddress: 'General violations to address', // ERR-098's list heading
  checking: 'Checking compliance...', // 001 §4
  nonEnglish: 'This text must be written in English.', // VALID-051 as a general violation (the vendor's words)
} as const;

/** VALID-049: a text the vendor did not find compliant (or sanitized) fails with this message; null when it passed. */
export function complianceError(isCompliant: boolean): string | null {
  return isCompliant ? null : COMPLIANCE_MESSAGES.notCompliant;
}

/** VALID-050: any undefined (or null) allowed term skips the check, which then fails; null when all are defined. */
export function allowedTermsError(terms: readonly (string | null | undefined)[] | null | undefined): string | null {
  return (terms ?? []).some((t) => t === undefined || t === null) ? COMPLIANCE_MESSAGES.undefinedTerm : null;
}

export function isComplianceEditorType(value: unknown): value is ComplianceEditorType {
  return typeof value === 'string' && (COMPLIANCE_EDITOR_TYPES as readonly string[]).includes(value);
}

/** VALID-054: only "rich" or "plain"; null when valid. */
export function editorTypeError(value: unknown): string | null {
  return isComplianceEditorType(value) ? null : COMPLIANCE_MESSAGES.editorType;
}

/** What the vendor concluded (API-105's compliance.disposition). */
export const COMPLIANCE_DISPOSITIONS = ['approved', 'review', 'rejected'] as const;
export type ComplianceDisposition = (typeof COMPLIANCE_DISPOSITIONS)[number];

/** The vendor's lexicon categories (API-105's category keys) with the words the portal shows for them. */
export const COMPLIANCE_CATEGORY_LABELS: Record<string, string> = {
  guarantees: 'Guarantees and promised savings',
  superlatives: 'Superlatives and unprovable comparisons',
  risk_free: 'Risk-free claims',
  rebating: 'Rebating and inducements',
  licensing: 'Unlicensed or misleading claims',
  pressure: 'High-pressure language',
};

/** A category's words; a category the portal does not know yet reads as its key with spaces. */
export function complianceCategoryLabel(category: string): string {
  return COMPLIANCE_CATEGORY_LABELS[category] ?? category.replace(/[_-]+/g, ' ');
}
