import { EMAIL_SEARCH_DAYS } from '@portal/rules';

/** What the Email Search tab says about its window and the mail log's events (CONST-030, decision D-100). */

/** What the tab says about the window (CONST-030). */
export const EMAIL_SEARCH_WINDOW_TEXT = `The search covers the last ${EMAIL_SEARCH_DAYS} days.`;

/** The events the provider's mail log records (decision D-100), in words. */
const EMAIL_EVENT_LABELS: Record<string, string> = {
  accepted: 'Accepted',
  delivered: 'Delivered',
  deferred: 'Deferred',
  bounced: 'Bounced',
  rejected: 'Rejected',
  complained: 'Spam complaint',
};

/** An event in words; an event this portal does not know reads as its own key, capitalised, underscores as spaces. */
export function emailEventLabel(event: string): string {
  const known = EMAIL_EVENT_LABELS[event];
  if (known) return known;
  const words = event.replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : event;
}
