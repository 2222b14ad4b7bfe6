/**
 * Content overrides (EDITOR-005..009, VALID-009, ERR-051, ERR-096): the model of seed 000 §3, the change a save
 * sends, its rules and API-050's body. Decision D-51.
 */
import type { FieldErrors } from './domains';
import { editorSection, type EditorFieldKind } from './editorSections';
import { MESSAGES } from './messages';
import { ruleError, url } from './standardRules';

export const EDITOR_OVERRIDE_STATUSES = ['pending', 'approved'] as const;
export type EditorOverrideStatus = (typeof EDITOR_OVERRIDE_STATUSES)[number];

/** EDITOR-006: the 12 fields of a content override (seed 000 §3). */
export const OVERRIDE_FIELDS = [
  'type',
  'value',
  'status',
  'key',
  'subkey',
  'page_key',
  'allowed_terms',
  'description',
  'override_type',
  'branch',
  'version',
  'time',
] as const;

/** API-050: the 11 keys of a new override's body (all but description). */
export const OVERRIDE_BODY_KEYS = OVERRIDE_FIELDS.filter((f) => f !== 'description');

export interface EditorOverride {
  type: string;
  value: string;
  status: EditorOverrideStatus;
  key: string;
  subkey: string;
  page_key: string;
  allowed_terms: string[];
  description: string;
  override_type: string;
  branch: string;
  version: string;
  time: string;
}

/** API-050's body: a new override is always pending (EDITOR-008). */
export type EditorOverrideBody = Omit<EditorOverride, 'description' | 'status'> & { status: 'pending' };

/** Every editor change is a section override (decision D-51). */
export const EDITOR_OVERRIDE_TYPE = 'section';

export interface EditorOverrideChange {
  pageKey: string;
  key: string;
  subkey: string;
  value?: string | null;
  type?: string | null;
  allowedTerms?: readonly string[];
}

/**
 * VALID-009 (decision D-191): the message for one input's value, or null. A web address field (the social
 * addresses, the hiring page address) takes a web address or nothing (empty hides the link).
 */
export function editorFieldError(kind: EditorFieldKind, label: string, value: string): string | null {
  return kind === 'url' ? ruleError(value, label, [url()]) : null;
}

/** The kind of a section's input by its subkey; the web address inputs are in fixed sections, so no config is needed. */
function fieldOf(key: string, subkey: string) {
  return editorSection(key)?.fields({}).find((f) => f.subkey === subkey);
}

/**
 * ERR-051: a change needs a section and a value (the empty string is a value: it clears the text); VALID-009: a web
 * address input's value must be a web address.
 */
export function validateOverrideChange(change: EditorOverrideChange): FieldErrors {
  const errors: FieldErrors = {};
  if (!change.key?.trim()) errors.key = ['This field is required.'];
  if (change.value === null || change.value === undefined) errors.value = ['This field is required.'];
  else {
    const field = fieldOf(change.key, change.subkey);
    const message = field ? editorFieldError(field.kind, field.label, change.value) : null;
    if (message) errors.value = [message];
  }
  return errors;
}

/** EDITOR-007: API-050's body; branch and version come from the config meta, the status is always pending. */
export function overrideBody(
  change: EditorOverrideChange,
  meta: { branch?: string | null; version?: string | null } | null | undefined,
  now: Date,
): EditorOverrideBody {
  return {
    type: change.type ?? 'text',
    value: change.value ?? '',
    status: 'pending',
    key: change.key,
    subkey: change.subkey,
    page_key: change.pageKey,
    allowed_terms: [...(change.allowedTerms ?? [])],
    override_type: EDITOR_OVERRIDE_TYPE,
    branch: meta?.branch ?? '',
    version: meta?.version ?? '',
    time: now.toISOString(),
  };
}

/** ERR-096: the override check needs a domain name. */
export function overridesDomainError(domainName: string | null | undefined): string | null {
  return domainName && domainName.trim() ? null : MESSAGES.noDomainForOverrides;
}
