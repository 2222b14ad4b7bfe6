import { editorFieldError, type FieldErrors } from '@portal/rules';
import type { FieldState } from './fieldStates';

/**
 * VALID-009: the rules of a section's inputs on the form's values (named by position). Only a changed value is
 * checked, as the gateway checks only the changes a Save sends: a stored value nobody touched never blocks a Save.
 */
export function sectionErrors(
  states: readonly FieldState[],
  values: Readonly<Record<string, string | undefined>>,
  nameOf: (index: number) => string,
): FieldErrors {
  const errors: FieldErrors = {};
  states.forEach((s, i) => {
    const value = values[nameOf(i)];
    if (value === undefined || value === s.value) return;
    const message = editorFieldError(s.field.kind, s.field.label, value);
    if (message) errors[nameOf(i)] = [message];
  });
  return errors;
}
