import { max, ruleError, withMessage } from './standardRules';

/**
 * Issue #24 §5 (decision D-161): the longest text staff may save in a free-text field, in characters (code points,
 * as the forms' counter counts them). The provider states none; these keep a slip of the paste (a whole e-mail in a
 * banner's header) out of its storage and off every agent's screen, and the gateway refuses longer ones before any
 * upstream call.
 */
export const TEXT_LIMITS = {
  /** A site notification's header: one line of a banner. */
  notificationHeader: 200,
  /** A site notification's message. */
  notificationMessage: 2_000,
  /** A note on an agent. */
  noteText: 5_000,
  /** A job listing's URL override (a URL longer than this is refused by most browsers and servers). */
  listingUrl: 2_048,
  /** A registrar contact's e-mail address (RFC 5321's longest path). */
  registrarEmail: 254,
} as const;

/** A text over its limit, named as the form's label names it. */
export function tooLongMessage(field: string, max: number): string {
  return `${field} must be at most ${max.toLocaleString('en-US')} characters.`;
}

/**
 * The message when `value` is longer than `limit`, else null: the standard max rule (VALID-015, D-190) in D-161's
 * words. The text is measured as the list of its characters: a blank text passes the standard rules as nothing
 * typed, but a staff text is saved as typed, so its spaces count against the limit too.
 */
export function lengthError(field: string, value: string | null | undefined, limit: number): string | null {
  return ruleError([...(value ?? '')], field, [withMessage(max(limit), tooLongMessage(field, limit))]);
}
