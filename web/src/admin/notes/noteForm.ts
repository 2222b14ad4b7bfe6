import { localDay, validateNote, type FieldErrors } from '@portal/rules';

/** The add-note form's values: the follow-up day is YYYY-MM-DD from the date picker, or blank. */
export interface NoteValues {
  category: string;
  text: string;
  serviceFailure: boolean;
  followUpBy: string;
}

export const EMPTY_NOTE: NoteValues = { category: '', text: '', serviceFailure: false, followUpBy: '' };

/** VALID-025..027 with the person's own today as the first allowed follow-up day. */
export function noteErrors(values: NoteValues, today: string = localDay()): FieldErrors {
  return validateNote(values, today);
}

/** API-093's input: trimmed text, no follow-up as null. */
export function noteInputOf(agentId: string, values: NoteValues) {
  return {
    agentId,
    category: values.category,
    text: values.text.trim(),
    serviceFailure: values.serviceFailure,
    followUpBy: values.followUpBy.trim() || null,
  };
}
