import { integer, validateExtraLines, type FieldErrors } from '@portal/rules';

/** The additional lines as typed: a whole number (VALID-014), else NaN (which VALID-040 refuses like 11 or -1). */
export function extraLinesOf(text: string): number {
  const trimmed = text.trim();
  return trimmed !== '' && integer().passes(trimmed) ? Number(trimmed) : Number.NaN;
}

/** VALID-040 on the typed text. */
export function extraLinesErrors(text: string): FieldErrors {
  return validateExtraLines(extraLinesOf(text));
}
