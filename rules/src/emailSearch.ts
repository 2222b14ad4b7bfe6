/**
 * The toolbox's email log search (ADMIN-037, ADMIN-038, VALID-031, CONST-030, API-095, API-096; decision D-100).
 */
import type { FieldErrors } from './domains';

/** CONST-030: the search covers the last 7 days; the provider applies the window itself (no date is sent). */
export const EMAIL_SEARCH_DAYS = 7;

/** VALID-031. */
export const EMAIL_SEARCH_MESSAGE = 'You must fill in at least one field';

/** At most this many events are shown in the tab, newest first; the CSV has them all (decision D-100). */
export const EMAIL_LOG_SHOWN_MAX = 1000;

/** The gateway's plain route of the CSV download (API-096), same origin as /graphql (decision D-100). */
export const EMAIL_LOG_CSV_PATH = '/downloads/email-search.csv';

/** The search as the form holds it: an address or part of one in each field, blank for "any". */
export interface EmailSearchDraft {
  from?: string | null;
  to?: string | null;
}

/** Trimmed values, blank as ''. */
export function emailSearchTerms(search: EmailSearchDraft): { from: string; to: string } {
  return { from: (search.from ?? '').trim(), to: (search.to ?? '').trim() };
}

/** VALID-031: at least one of from or to. The message sits on `from`, the first field, where focus goes. */
export function validateEmailSearch(search: EmailSearchDraft): FieldErrors {
  const { from, to } = emailSearchTerms(search);
  return from === '' && to === '' ? { from: [EMAIL_SEARCH_MESSAGE] } : {};
}

/** The CSV download of a search (ADMIN-038): the gateway's route with the same from and to. */
export function emailLogCsvHref(search: EmailSearchDraft): string {
  const { from, to } = emailSearchTerms(search);
  return `${EMAIL_LOG_CSV_PATH}?${new URLSearchParams({ from, to }).toString()}`;
}

/** The file name the download gets: email-log-YYYY-MM-DD.csv (the UTC day of the download). */
export function emailLogCsvFileName(now: Date = new Date()): string {
  return `email-log-${now.toISOString().slice(0, 10)}.csv`;
}

