import { formatDateTime } from '../lib/format';

/** SCHED-005: the derived date text of an appointment ("Dec 1, 2026, 3:00 PM"), in the reader's own time zone. */
export function appointmentDate(startAt: string): string {
  return formatDateTime(startAt);
}

/** Status words as a person reads them ("scheduled" → "Scheduled"). */
export function statusText(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : status;
}
