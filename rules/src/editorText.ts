import type { ComplianceEditorType } from './compliance';
import { sectionFields, type EditorField } from './editorSections';

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
export function textEditorTypeOf(sectionKey: string, field: Pick<EditorField, 'kind' | 'maxLength'>): ComplianceEditorType | null {
  if (field.kind === 'text') return 'plain';
  if (field.kind !== 'textarea') return null;
  return PLAIN_SECTIONS.has(sectionKey) || field.maxLength !== undefined ? 'plain' : 'rich';
}

/** How a stored override value reads (issue #25): rich text, plain text, an image, a switch or one of a list. */
export const OVERRIDE_VALUE_KINDS = ['rich', 'plain', 'image', 'toggle', 'choice'] as const;
export type OverrideValueKind = (typeof OVERRIDE_VALUE_KINDS)[number];

/**
 * The kind of an override's value from its section, input (subkey) and override type, without the domain's config:
 * team members' inputs (members.{i}.image, members.{i}.on_microsite) are known by their override type.
 */
export function overrideValueKind(sectionKey: string, subkey: string, type: string): OverrideValueKind {
  if (type === 'image') return 'image';
  if (type === 'boolean') return 'toggle';
  const field = sectionFields(sectionKey, null).find((f) => f.subkey === subkey);
  return field ? fieldValueKind(sectionKey, field) : 'plain';
}

/** The kind of an input's value: its editor's text type, or an image, a switch or a choice. */
export function fieldValueKind(sectionKey: string, field: Pick<EditorField, 'kind' | 'maxLength'>): OverrideValueKind {
  if (field.kind === 'image') return 'image';
  if (field.kind === 'toggle') return 'toggle';
  if (field.kind === 'select') return 'choice';
  return textEditorTypeOf(sectionKey, field) ?? 'plain';
}

/**
 * The input of a section an override is for, in words (issue #25): the field's label ("Heading"), a team member's
 * input by number ("Photo of team member 2"), or null when the section has one input.
 */
export function overrideFieldLabel(sectionKey: string, subkey: string): string | null {
  const member = /^members\.(\d+)\.(image|on_microsite)$/.exec(subkey);
  if (member) {
    const n = Number(member[1]) + 1;
    return member[2] === 'image' ? `Photo of team member ${n}` : `Team member ${n} shown on the site`;
  }
  if (subkey === '') return null;
  return sectionFields(sectionKey, null).find((f) => f.subkey === subkey)?.label ?? subkey;
}
