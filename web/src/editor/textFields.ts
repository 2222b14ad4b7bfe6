import type { ComplianceEditorType, EditorField } from '@portal/rules';

/**
 * Decision D-110: lists kept one per line, the office hours and the meta description (a meta tag holds no markup)
 * are plain text although they are multi-line inputs.
 */
const PLAIN_SECTIONS: ReadonlySet<string> = new Set(['designations', 'products', 'office-hours', 'meta-description']);

/**
 * EDITOR-051, D-110: which text editor an input gets. Single-line texts (headings, titles, names) are plain; the
 * other multi-line texts (descriptions, messages, statements) are rich. Null: not a compliance-checked text input
 * (addresses, choices, toggles and images keep their own inputs).
 */
export function textEditorTypeOf(sectionKey: string, field: EditorField): ComplianceEditorType | null {
  if (field.kind === 'text') return 'plain';
  if (field.kind !== 'textarea') return null;
  return PLAIN_SECTIONS.has(sectionKey) || field.maxLength !== undefined ? 'plain' : 'rich';
}

/** EDITOR-055, D-110: rich texts need a Confirm after their check passes before the value is applied. */
export function confirmRequired(editorType: ComplianceEditorType): boolean {
  return editorType === 'rich';
}
