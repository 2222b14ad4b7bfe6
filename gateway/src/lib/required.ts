import type { FieldErrors } from '../rest/errors';

// VALID-019: the spec does not show the text of the standard "required" rule.
const REQUIRED = 'This field is required.';

export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

export function requireFields(values: Record<string, string | null | undefined>, prefix = ''): FieldErrors {
  const fields: FieldErrors = {};
  for (const [name, value] of Object.entries(values)) {
    if (isBlank(value)) fields[`${prefix}${name}`] = [REQUIRED];
  }
  return fields;
}
