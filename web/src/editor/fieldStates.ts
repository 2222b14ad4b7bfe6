import { sectionFields, type EditorConfig, type EditorField } from '@portal/rules';
import { currentOverride, type EditorOverrideLike, liveOverride } from './overrideChoice';

/** What one input of a section shows: its value now (pending included), what is live, and where it comes from. */
export interface FieldState {
  field: EditorField;
  /** The newest override's value, else the config default: the edit view starts from it. */
  value: string;
  /** The newest override's status; null when the field still has its default. */
  status: 'pending' | 'approved' | null;
  /** EDITOR-008: the newest approved value, else the default. Pending values never show here. */
  live: string;
  /** EDITOR-059: the newest override's allowed terms; a save keeps them. */
  allowedTerms: readonly string[];
  /**
   * Issue #25: the reviewer's rejection of the field's last change, while no newer change waits (decision D-170):
   * who, when, why, and the text that was sent.
   */
  rejection: FieldRejection | null;
}

interface FieldRejection {
  reason: string | null;
  decidedBy: string;
  decidedAt: string;
  value: string;
}

/** A decision of the approval queue as the editor reads it (DomainEditor.decisions, newest first). */
interface DecisionOf {
  decision: string;
  reason?: string | null;
  decidedBy: string;
  decidedAt: unknown;
  pageKey: string;
  key: string;
  subkey: string;
  value: string;
}

type OverrideOf = EditorOverrideLike & { allowedTerms?: readonly string[] | null };

export function fieldStates(
  sectionKey: string,
  pageKey: string,
  config: EditorConfig | null | undefined,
  overrides: readonly OverrideOf[],
  decisions: readonly DecisionOf[] = [],
): FieldState[] {
  return sectionFields(sectionKey, config).map((field) => {
    const current = currentOverride(overrides, pageKey, sectionKey, field.subkey);
    const live = liveOverride(overrides, pageKey, sectionKey, field.subkey);
    const status = current?.status === 'pending' || current?.status === 'approved' ? current.status : null;
    const decided = decisions.find((d) => d.pageKey === pageKey && d.key === sectionKey && d.subkey === field.subkey);
    return {
      field,
      value: current?.value ?? field.defaultValue,
      status,
      live: live?.value ?? field.defaultValue,
      allowedTerms: current?.allowedTerms ?? [],
      rejection:
        decided?.decision === 'rejected' && status !== 'pending'
          ? { reason: decided.reason ?? null, decidedBy: decided.decidedBy, decidedAt: String(decided.decidedAt), value: decided.value }
          : null,
    };
  });
}

/** A value as a reader sees it: toggles as Shown/Hidden, a select as its option label, nothing as "(empty)". */
export function displayValue(field: EditorField, value: string): string {
  if (field.kind === 'toggle') return value === 'true' ? 'Shown' : 'Hidden';
  if (field.kind === 'select') return field.options?.find((o) => o.value === value)?.label ?? (value || '(empty)');
  return value.trim() === '' ? '(empty)' : value;
}

/**
 * The changes a Save sends: the inputs whose value differs from what the form started with, each keeping the allowed
 * terms of the field's newest override (EDITOR-059).
 */
export function changedValues(states: readonly FieldState[], draft: Readonly<Record<string, string>>) {
  return states
    .filter((s) => s.field.subkey in draft && draft[s.field.subkey] !== s.value)
    .map((s) => ({
      subkey: s.field.subkey,
      value: draft[s.field.subkey],
      type: overrideTypeFor(s.field),
      allowedTerms: [...s.allowedTerms],
    }));
}

function overrideTypeFor(field: EditorField): string {
  if (field.kind === 'image') return 'image';
  if (field.kind === 'toggle') return 'boolean';
  return 'text';
}
