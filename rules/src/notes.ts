/**
 * Notes on an agent (ADMIN-028, ADMIN-029, VALID-025..027, API-092..094). The follow-up day and the shapes are
 * decision D-89.
 */
import type { FieldErrors } from './domains';
import { required, ruleError, withMessage } from './standardRules';
import { lengthError, TEXT_LIMITS } from './textLimits';

/** API-092: the notes list is read 100 at a time. */
export const NOTES_PAGE_SIZE = 100;

export const NOTE_MESSAGES = {
  category: 'Category must be chosen', // VALID-025
  text: 'Note text required', // VALID-026
  followUpBy: 'The follow-up date cannot be before today', // VALID-027 (the spec gives no text)
  followUpByDay: 'Enter the follow-up date as a day', // a value that is no calendar day
} as const;

/** A note as the add-note form holds it: the follow-up day is YYYY-MM-DD or blank. */
export interface NoteDraft {
  category: string | null | undefined;
  text: string | null | undefined;
  followUpBy: string | null | undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's day: what "today" means to the person at the form (the date picker's minimum). */
export function localDay(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The earliest day that is still today somewhere (UTC-12). The gateway and the sandbox refuse only days that are
 * past everywhere, so a follow-up on the author's own today is never refused for their time zone.
 */
export function earliestToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * VALID-025..027 and the text's limit (D-161): returns field errors, empty when valid. `today` is the first allowed follow-up day (YYYY-MM-DD):
 * the browser passes its local day, the gateway and sandbox the earliest today anywhere.
 */
export function validateNote(note: NoteDraft, today: string): FieldErrors {
  const errors: FieldErrors = {};
  // VALID-025, VALID-026: the standard required rule (VALID-019) with the spec's texts; then the note's length (D-161).
  const category = ruleError(note.category, 'Category', [withMessage(required(), NOTE_MESSAGES.category)]);
  const text = ruleError(note.text, 'Note text', [withMessage(required(), NOTE_MESSAGES.text)]) ?? lengthError('Note', (note.text ?? '').trim(), TEXT_LIMITS.noteText);
  if (category) errors.category = [category];
  if (text) errors.text = [text];
  const day = (note.followUpBy ?? '').trim();
  if (day !== '') {
    if (!isCalendarDay(day)) errors.followUpBy = [NOTE_MESSAGES.followUpByDay];
    else if (day < today) errors.followUpBy = [NOTE_MESSAGES.followUpBy];
  }
  return errors;
}

