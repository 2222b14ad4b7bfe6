import type { ComplianceDisposition } from '@portal/rules';
import { COMPLIANCE_MESSAGES } from '@portal/rules';
import type { ComplianceAnswer } from '@portal/rules/contract';
import { isNonEnglish } from './language';
import { findLexiconHits, type LexiconHit } from './lexicon';
import { findSensitive } from './sanitizer';
import { findMisspellings } from './spelling';
import { htmlToText } from './text';

export interface ComplianceRequest {
  text: string;
  allowedTerms: readonly string[];
  allowNonEnglish: boolean;
}

function collapse(hits: readonly LexiconHit[]) {
  const byTerm = new Map<string, { term: string; category: string; severity: LexiconHit['severity']; count: number }>();
  for (const hit of hits) {
    const entry = byTerm.get(hit.term);
    if (entry) entry.count += 1;
    else byTerm.set(hit.term, { term: hit.term, category: hit.category, severity: hit.severity, count: 1 });
  }
  return [...byTerm.values()];
}

function perCategory(hits: readonly LexiconHit[]) {
  const byCategory = new Map<string, { category: string; count: number; terms: string[] }>();
  for (const hit of hits) {
    const entry = byCategory.get(hit.category) ?? { category: hit.category, count: 0, terms: [] };
    entry.count += 1;
    if (!entry.terms.includes(hit.term)) entry.terms.push(hit.term);
    byCategory.set(hit.category, entry);
  }
  return [...byCategory.values()];
}

/**
 * The vendor's assessment (API-105, decision D-102): a prohibited phrase, a sanitizer hit or a non-English text
 * rejects it; risky phrases alone send it to review; otherwise it is approved. Only approved is compliant.
 * Misspellings never decide (VALID-053); a text in another language is not spell-checked.
 */
export async function checkCompliance(request: ComplianceRequest): Promise<ComplianceAnswer> {
  const text = htmlToText(request.text);
  const hits = findLexiconHits(text, request.allowedTerms);
  const sanitizer = findSensitive(text);
  const generalViolations: { code: string; message: string }[] = [];
  const nonEnglish = isNonEnglish(text);
  if (!request.allowNonEnglish && nonEnglish) {
    generalViolations.push({ code: 'non_english', message: COMPLIANCE_MESSAGES.nonEnglish });
  }
  if (sanitizer.length > 0) {
    const n = sanitizer.length;
    generalViolations.push({
      code: 'sensitive_data',
      message: `This text contains ${n} ${n === 1 ? 'item' : 'items'} of personal, financial or medical information that may not be published.`,
    });
  }
  const disposition: ComplianceDisposition =
    generalViolations.length > 0 || hits.some((h) => h.severity === 'prohibited')
      ? 'rejected'
      : hits.length > 0
        ? 'review'
        : 'approved';
  return {
    compliance: {
      assessment: {
        lexiconViolations: hits,
        collapsedViolations: collapse(hits),
        generalViolations,
        categoryViolations: perCategory(hits),
        isCompliant: disposition === 'approved',
      },
      disposition,
    },
    // An English dictionary says nothing useful about another language's words (decision D-102).
    spelling: nonEnglish ? [] : await findMisspellings(text, request.allowedTerms),
    sanitizer,
  };
}
