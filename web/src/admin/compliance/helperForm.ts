import {
  COMPLIANCE_EDITOR_TYPES,
  COMPLIANCE_HELPER_DOMAIN,
  PRODUCT_LABELS,
  type ComplianceEditorType,
} from '@portal/rules';
import { COMPLIANCE_EDITOR_TYPE_LABELS, parseTerms } from './helperWords';
import { complianceEditorSize } from '../../lib/complianceDisplay';

/**
 * The Compliance Helper's settings (ADMIN-083, CONST-041, CONST-043): the fixed test domain of product type m2 the
 * gateway checks against, and the helper's 200px editor.
 */
export const HELPER_CONFIG = {
  domainName: COMPLIANCE_HELPER_DOMAIN.domainName,
  productType: COMPLIANCE_HELPER_DOMAIN.productType,
  editorHeight: complianceEditorSize('helper').height,
} as const;

/** The line naming where the checks run. */
export function helperTargetText(domainName: string, productType: string): string {
  const label = (PRODUCT_LABELS as Record<string, string>)[productType] ?? productType;
  return `Checks run against ${domainName} (${label} site)`;
}

/** ADMIN-078: the two editors a support person can test with, in the spec's order. */
export const EDITOR_TYPE_CHOICES = COMPLIANCE_EDITOR_TYPES.map((value) => ({
  value,
  label: COMPLIANCE_EDITOR_TYPE_LABELS[value],
}));

export interface HelperValues {
  editorType: ComplianceEditorType;
  /** As typed: comma-separated, spaces kept (ADMIN-079). */
  allowedTerms: string;
  /** HTML for rich text, the text itself for plain text. */
  text: string;
}

export const EMPTY_HELPER: HelperValues = { editorType: 'rich', allowedTerms: '', text: '' };

/** What complianceHelperCheck is sent: the terms split on commas and never trimmed (ADMIN-079). */
export function toHelperInput(values: HelperValues): { text: string; allowedTerms: string[]; editorType: string } {
  return { text: values.text, allowedTerms: parseTerms(values.allowedTerms), editorType: values.editorType };
}

/** A term as the helper lists it: in quotes, so a leading or trailing space can be seen (ADMIN-081). */
export function quotedTerm(term: string): string {
  return `"${term}"`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Rich text's HTML as lines of plain text: one line per paragraph (list items hold paragraphs), heading or line break. */
export function htmlToPlain(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n$/, ''); // the last paragraph ends the text, it adds no empty line
}

/** Plain text as rich text's HTML: one paragraph per line, its specials escaped. */
export function plainToHtml(text: string): string {
  if (text === '') return '';
  return text
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/**
 * The test text after the editor type changed (ADMIN-078): the same words in the other editor, so a support person
 * can compare how the two are checked without typing the text again.
 */
export function convertText(text: string, from: ComplianceEditorType, to: ComplianceEditorType): string {
  if (from === to) return text;
  return to === 'plain' ? htmlToPlain(text) : plainToHtml(text);
}
