import type { NotificationLocation } from '@portal/rules';

/** The notifications tab's choices and words (ADMIN-044, ADMIN-051). */

/** ADMIN-051: the variants, in the spec's order. */
export const NOTIFICATION_VARIANTS = ['info', 'warning', 'error', 'success'] as const;
export type NotificationVariant = (typeof NOTIFICATION_VARIANTS)[number];

export const NOTIFICATION_VARIANT_LABELS: Record<NotificationVariant, string> = {
  info: 'Info',
  warning: 'Warning',
  error: 'Error',
  success: 'Success',
};

export const NOTIFICATION_LOCATION_LABELS: Record<NotificationLocation, string> = {
  none: 'None',
  dashboard: 'Dashboard',
  mxeditor: 'Editor',
  both: 'Dashboard and editor',
};

/** ADMIN-044: the active column in words. */
export function notificationActiveLabel(active: boolean): string {
  return active ? 'Active now' : 'Not active';
}
