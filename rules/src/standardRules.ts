/**
 * 000 §5's standard form rules (VALID-010, 011, 014..020: between, digits, integer, max, min, numeric, regex,
 * required, size) and the url rule (VALID-009), one implementation for the browser, the gateway and the sandbox.
 * What each rule means and its words where the spec shows none are decision D-190; the url rule is decision D-191.
 *
 * A rule passes or fails one value and says why in the field's words. Every rule but `required` passes an empty
 * value (nothing typed): an optional field is checked only once something is in it. A number is measured by its
 * value, a text by its length in characters and a list by its count, so a form parses a number field (the amount,
 * the additional lines) before these rules see it.
 */

export type StandardRuleName =
  | 'between'
  | 'digits'
  | 'integer'
  | 'max'
  | 'min'
  | 'numeric'
  | 'regex'
  | 'required'
  | 'size'
  | 'url';

export interface StandardRule {
  readonly name: StandardRuleName;
  /** True when the value passes the rule. */
  passes(value: unknown): boolean;
  /** What the field says when the value fails: `field` is the field's label as the form shows it. */
  message(field: string, value: unknown): string;
}

/** VALID-009, word for word. */
export const URL_MESSAGE = 'Please enter a valid url';

/** Nothing typed: null, undefined, a blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

type Kind = 'number' | 'text' | 'list';

/** A number by its value, a text by its length in characters (code points), a list by its count. */
function measure(value: unknown): { kind: Kind; size: number } | null {
  if (typeof value === 'number') return { kind: 'number', size: value };
  if (typeof value === 'string') return { kind: 'text', size: [...value].length };
  if (Array.isArray(value)) return { kind: 'list', size: value.length };
  return null;
}

function rule(
  name: StandardRuleName,
  test: (value: unknown) => boolean,
  message: (field: string, value: unknown) => string,
  checksEmpty = false,
): StandardRule {
  return {
    name,
    passes: (value) => (!checksEmpty && isEmptyValue(value)) || test(value),
    message,
  };
}

/** Words for a measured rule: "must be 10 or less" of a number, "must be at most 10 characters long" of a text. */
type MeasureWords = Record<Kind, string>;

/** A measured rule: the value must be a number, text or list whose measure passes `test` (NaN never does). */
function measured(name: StandardRuleName, test: (size: number) => boolean, words: MeasureWords): StandardRule {
  return rule(
    name,
    (value) => {
      const m = measure(value);
      return m !== null && !Number.isNaN(m.size) && test(m.size);
    },
    (field, value) => `${field} ${words[measure(value)?.kind ?? 'number']}.`,
  );
}

/** VALID-019: something must be given (a blank text or an empty list is nothing). */
export function required(): StandardRule {
  return rule('required', (value) => !isEmptyValue(value), (field) => `${field} is required.`, true);
}

/** VALID-010: from `low` to `high`, both included. */
export function between(low: number, high: number): StandardRule {
  return measured('between', (s) => s >= low && s <= high, {
    number: `must be between ${low} and ${high}`,
    text: `must be between ${low} and ${high} characters long`,
    list: `must have between ${low} and ${high} items`,
  });
}

/** VALID-015: at most `limit`. */
export function max(limit: number): StandardRule {
  return measured('max', (s) => s <= limit, {
    number: `must be ${limit} or less`,
    text: `must be at most ${limit} characters long`,
    list: `must have at most ${limit} items`,
  });
}

/** VALID-016: at least `limit`. */
export function min(limit: number): StandardRule {
  return measured('min', (s) => s >= limit, {
    number: `must be ${limit} or more`,
    text: `must be at least ${limit} characters long`,
    list: `must have at least ${limit} items`,
  });
}

/** VALID-020: exactly `exactly` (a number equal to it, a text that long, a list with that many items). */
export function size(exactly: number): StandardRule {
  return measured('size', (s) => s === exactly, {
    number: `must be ${exactly}`,
    text: `must be exactly ${exactly} characters long`,
    list: `must have exactly ${exactly} items`,
  });
}

const DIGITS_ONLY = /^[0-9]+$/;

/** A number or a text as the digits a person typed (a number's own digits, no sign or point for an integer). */
const textOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

/** VALID-017: only the digits 0-9 (no sign, point, space or letter). */
export function numeric(): StandardRule {
  return rule(
    'numeric',
    (value) => DIGITS_ONLY.test(textOf(value) ?? ''),
    (field) => `${field} may only contain digits.`,
  );
}

/** VALID-011: exactly `length` digits, nothing else. */
export function digits(length: number): StandardRule {
  return rule(
    'digits',
    (value) => {
      const text = textOf(value) ?? '';
      return DIGITS_ONLY.test(text) && text.length === length;
    },
    (field) => `${field} must be exactly ${length} digits.`,
  );
}

/** VALID-014: a whole number: a number without a fraction, or a text of digits with an optional minus sign. */
export function integer(): StandardRule {
  return rule(
    'integer',
    (value) => (typeof value === 'number' ? Number.isInteger(value) : typeof value === 'string' && /^-?[0-9]+$/.test(value)),
    (field) => `${field} must be a whole number.`,
  );
}

/** VALID-018: the text matches `pattern` (give it ^ and $ to match the whole text). */
export function regex(pattern: RegExp): StandardRule {
  // A global or sticky pattern keeps its lastIndex between calls; a copy without those flags tests from the start.
  const safe = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return rule(
    'regex',
    (value) => {
      const text = textOf(value);
      return text !== null && safe.test(text);
    },
    (field) => `${field} is not in the expected format.`,
  );
}

/** The longest address the url rule accepts (decision D-191): what every browser and server takes. */
export const URL_MAX_LENGTH = 2000;
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * VALID-009 (decision D-191): a web address a visitor's browser can open: http or https, a domain name with a
 * top-level domain of letters (an IP address or a bare name such as localhost is no address for a public site),
 * no user name or password, no spaces, at most 2000 characters.
 */
export function isWebAddress(value: string): boolean {
  const text = value.trim();
  if (text.length > URL_MAX_LENGTH || /\s/.test(text) || !/^https?:\/\//i.test(text)) return false;
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  const labels = parsed.hostname.split('.');
  const tld = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && labels.every((l) => HOST_LABEL.test(l)) && /^(xn--[a-z0-9-]+|[a-z]{2,63})$/.test(tld);
}

/** VALID-009: "Please enter a valid url". */
export function url(): StandardRule {
  return rule('url', (value) => typeof value === 'string' && isWebAddress(value), () => URL_MESSAGE);
}

/** The same rule with the field's own text: a spec text ("Not a valid month") or one naming the value. */
export function withMessage(base: StandardRule, message: string | ((value: unknown) => string)): StandardRule {
  return { ...base, message: (_field, value) => (typeof message === 'string' ? message : message(value)) };
}

/** The message of the first rule the value fails (rules are checked in order, as a form lists them), else null. */
export function ruleError(value: unknown, field: string, rules: readonly StandardRule[]): string | null {
  const failed = rules.find((r) => !r.passes(value));
  return failed ? failed.message(field, value) : null;
}
