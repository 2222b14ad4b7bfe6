import { isNotificationActive, validateSiteNotification, type FieldErrors } from '@portal/rules';
import { NOTIFICATION_VARIANTS, type NotificationVariant } from './notificationLabels';
import { fromLocalInput, toLocalInput } from '../../lib/localDateTime';

/** ADMIN-046: the one dialog's modes (001 §4). Duplicate is adding with the row's values (ADMIN-049). */
export type NotificationDialogMode = 'adding' | 'editing' | 'deleting';

/** ADMIN-046: what the dialog's title and buttons say in each mode. */
export function dialogTextsOf(mode: NotificationDialogMode): { title: string; submitLabel: string; busyLabel: string } {
  switch (mode) {
    case 'adding':
      return { title: 'Add notification', submitLabel: 'Save', busyLabel: 'Saving' };
    case 'editing':
      return { title: 'Edit notification', submitLabel: 'Save', busyLabel: 'Saving' };
    case 'deleting':
      return { title: 'Delete notification', submitLabel: 'Delete', busyLabel: 'Deleting' };
  }
}

/** A notification as the table has it (start and end ISO 8601). */
export interface NotificationLike {
  header: string;
  message: string | null | undefined;
  variant: string;
  start: string | null | undefined;
  end: string | null | undefined;
  showDashboard: boolean;
  showMxeditor: boolean;
}

/** The dialog's values: start and end as datetime-local values, in the viewer's own time zone (decision D-99). */
export interface NotificationValues {
  header: string;
  message: string;
  variant: NotificationVariant;
  start: string;
  end: string;
  showDashboard: boolean;
  showMxeditor: boolean;
}

/** What createSiteNotification and updateSiteNotification take (API-005, API-006). */
export interface NotificationInput {
  header: string;
  message: string | null;
  variant: NotificationVariant;
  start: string;
  end: string;
  showDashboard: boolean;
  showMxeditor: boolean;
}

const variantOf = (value: string): NotificationVariant => NOTIFICATION_VARIANTS.find((v) => v === value) ?? 'info';

/** A new notification: info, starting now (to the minute), shown on the dashboard; the end is the author's choice. */
export function emptyNotificationValues(now: Date = new Date()): NotificationValues {
  return { header: '', message: '', variant: 'info', start: toLocalInput(now), end: '', showDashboard: true, showMxeditor: false };
}

/** ADMIN-048, ADMIN-049: a row's values for editing or duplicating. */
export function notificationValuesOf(n: NotificationLike): NotificationValues {
  return {
    header: n.header,
    message: n.message ?? '',
    variant: variantOf(n.variant),
    start: toLocalInput(n.start),
    end: toLocalInput(n.end),
    showDashboard: n.showDashboard,
    showMxeditor: n.showMxeditor,
  };
}

/** VALID-038, VALID-039 and an end after the start, on the values as the person typed them. */
export function notificationErrors(values: NotificationValues): FieldErrors {
  return validateSiteNotification(values);
}

/**
 * The write's input. A date the person left as it was is sent exactly as stored (a datetime-local input has no
 * seconds, so reading it back would move 23:59:59 to 23:59:00).
 */
export function notificationInputOf(values: NotificationValues, original?: NotificationLike | null): NotificationInput {
  const instant = (local: string, stored: string | null | undefined) =>
    stored && toLocalInput(stored) === local ? new Date(stored).toISOString() : (fromLocalInput(local) ?? '');
  return {
    header: values.header.trim(),
    message: values.message.trim() || null,
    variant: values.variant,
    start: instant(values.start, original?.start),
    end: instant(values.end, original?.end),
    showDashboard: values.showDashboard,
    showMxeditor: values.showMxeditor,
  };
}

/** The preview's word on timing: would these dates show the notification right now (SHELL-030)? */
export function previewActive(values: Pick<NotificationValues, 'start' | 'end'>, now: Date = new Date()): boolean {
  const start = fromLocalInput(values.start);
  const end = fromLocalInput(values.end);
  return isNotificationActive(start ? new Date(start) : null, end ? new Date(end) : null, now);
}
