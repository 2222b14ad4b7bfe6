import type { ComplianceDisposition, ComplianceEditorType } from '@portal/rules';

/** The Compliance Helper's words (ADMIN-078..083): its editor types and the vendor's dispositions, and the allowed terms as typed. */

export const COMPLIANCE_EDITOR_TYPE_LABELS: Record<ComplianceEditorType, string> = {
  rich: 'Rich Text',
  plain: 'Plain Text',
};

/**
 * ADMIN-079: allowed terms typed comma-separated. Spaces matter, so nothing is trimmed ("a, b" is ["a", " b"]);
 * only empty pieces (",," or a trailing comma) are left out, as they exempt nothing.
 */
export function parseTerms(input: string): string[] {
  return input.split(',').filter((term) => term.length > 0);
}

export const COMPLIANCE_DISPOSITION_LABELS: Record<ComplianceDisposition, string> = {
  approved: 'Approved',
  review: 'Needs review',
  rejected: 'Rejected',
};
