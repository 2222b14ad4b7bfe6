import { OVERRIDE_VALUE_KINDS, type OverrideValueKind, sectionFields } from '@portal/rules';

/** How a content override's value reads on the screen (issue #25). */

/** A kind as an answer names it; one this portal does not know yet reads as plain text. */
export function valueKindOf(value: string): OverrideValueKind {
  return (OVERRIDE_VALUE_KINDS as readonly string[]).includes(value) ? (value as OverrideValueKind) : 'plain';
}

/** The words of a choice's value ("wide" → "Wide"), the value itself when the section lists no such option. */
export function choiceLabel(sectionKey: string, subkey: string, value: string): string {
  const field = sectionFields(sectionKey, null).find((f) => f.subkey === subkey);
  return field?.options?.find((o) => o.value === value)?.label ?? value;
}
