/**
 * Site notifications (001 §3, §4, §5; ADMIN-044..051, VALID-038, VALID-039, SHELL-030). The texts of the rules are
 * not given by the spec; the boundaries and the time zone are decision D-99 (Ambiguity 16).
 */
import type { FieldErrors } from './domains';
import { lengthError, TEXT_LIMITS } from './textLimits';

/** ADMIN-045: where a notification shows, derived from show_dashboard and show_mxeditor. */
export const NOTIFICATION_LOCATIONS = ['none', 'dashboard', 'mxeditor', 'both'] as const;
export type NotificationLocation = (typeof NOTIFICATION_LOCATIONS)[number];

/** ADMIN-045: none, dashboard, mxeditor or both. */
export function notificationLocation(showDashboard: boolean, showMxeditor: boolean): NotificationLocation {
  if (showDashboard && showMxeditor) return 'both';
  if (showDashboard) return 'dashboard';
  if (showMxeditor) return 'mxeditor';
  return 'none';
}

/** SHELL-030 (D-99): shown while start <= now <= end, both boundaries included; instants, so no time zone applies. */
export function isNotificationActive(start: Date | null, end: Date | null, now: Date): boolean {
  if (!start || !end) return false;
  return start.getTime() <= now.getTime() && now.getTime() <= end.getTime();
}

export const SITE_NOTIFICATION_MESSAGES = {
  header: 'Header is required', // VALID-038 (the spec gives no text)
  start: 'Start is required', // VALID-039
  end: 'End is required', // VALID-039
  startUnreadable: 'Enter the start as a date and time',
  endUnreadable: 'Enter the end as a date and time',
  endAfterStart: 'The end must be after the start',
} as const;

/**
 * A notification as a form or an input holds it. start and end are Dates (the gateway) or text the JavaScript Date
 * parser reads (ISO 8601; a datetime-local value is read in the browser's own time zone).
 */
export interface SiteNotificationDraft {
  header: string | null | undefined;
  message?: string | null;
  start: Date | string | null | undefined;
  end: Date | string | null | undefined;
}

type Moment = { kind: 'missing' } | { kind: 'unreadable' } | { kind: 'ok'; time: number };

function momentOf(value: Date | string | null | undefined): Moment {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return { kind: 'missing' };
  const time = value instanceof Date ? value.getTime() : Date.parse(value);
  return Number.isNaN(time) ? { kind: 'unreadable' } : { kind: 'ok', time };
}

/**
 * VALID-038, VALID-039, an end after the start and the texts' limits (D-161): field errors, empty when the notification
 * can be saved.
 */
export function validateSiteNotification(draft: SiteNotificationDraft): FieldErrors {
  const errors: FieldErrors = {};
  const header = (draft.header ?? '').trim();
  const headerTooLong = lengthError('Header', header, TEXT_LIMITS.notificationHeader);
  if (header === '') errors.header = [SITE_NOTIFICATION_MESSAGES.header];
  else if (headerTooLong) errors.header = [headerTooLong];
  const messageTooLong = lengthError('Message', draft.message, TEXT_LIMITS.notificationMessage);
  if (messageTooLong) errors.message = [messageTooLong];
  const start = momentOf(draft.start);
  const end = momentOf(draft.end);
  if (start.kind === 'missing') errors.start = [SITE_NOTIFICATION_MESSAGES.start];
  if (start.kind === 'unreadable') errors.start = [SITE_NOTIFICATION_MESSAGES.startUnreadable];
  if (end.kind === 'missing') errors.end = [SITE_NOTIFICATION_MESSAGES.end];
  if (end.kind === 'unreadable') errors.end = [SITE_NOTIFICATION_MESSAGES.endUnreadable];
  if (start.kind === 'ok' && end.kind === 'ok' && end.time <= start.time) {
    errors.end = [SITE_NOTIFICATION_MESSAGES.endAfterStart];
  }
  return errors;
}
