/** How a compliance-checked text editor behaves and what stands near it (CONST-037, CONST-040, CONST-041, VALID-052). */

/** CONST-037: a text is checked once the user has stopped typing this long. */
export const COMPLIANCE_DEBOUNCE_MS = 800;

/** Where a text editor stands: the content editor or the toolbox's Compliance Helper. */
export type ComplianceEditorPlacement = 'editor' | 'helper';

/** CONST-040 (width 50rem) and CONST-041 (300px high; 200px in the helper). */
export function complianceEditorSize(placement: ComplianceEditorPlacement = 'editor'): { width: string; height: string } {
  return { width: '50rem', height: placement === 'helper' ? '200px' : '300px' };
}

/**
 * VALID-052: stands near every text editor. The spec lists what may not be entered; the sentence is ours (D-102).
 */
export const COMPLIANCE_DISCLAIMER =
  "Do not enter Social Security, tax ID, Social Insurance or driver's license numbers, financial account or card numbers, or any health or medical information.";
