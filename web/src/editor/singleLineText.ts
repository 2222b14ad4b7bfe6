import type { EditorField } from '@portal/rules';

/** Decision D-173: a single-line text (kind text: titles, headings, names) is written on one line, without Enter. */
export function isSingleLineText(field: Pick<EditorField, 'kind'>): boolean {
  return field.kind === 'text';
}
