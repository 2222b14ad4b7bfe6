/** A cell a spreadsheet would run as a formula: it starts with =, +, -, @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Plain numbers such as -12.50 are data, not formulas, and stay as they are. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * One CSV cell, safe to open in a spreadsheet: a formula-looking value gets a leading apostrophe (OWASP's advice
 * against CSV injection), then RFC 4180 quoting for commas, quotes and line breaks.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

