import { formatDateTime } from '../lib/format';

/** SCHED-005: the derived date text of an appointment ("Dec 1, 2026, 3:00 PM"), in the reader's own time zone. */
export function appointmentDate(startAt: string): string {
  return formatDateTime(startAt);
}

/** "2026-12-01T15:00:00Z" as the value of a datetime-local input (the reader's own time). */
export function toLocalInput(startAt: string): string {
  const date = new Date(startAt);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as ISO 8601 UTC (decision D-37), or null when it is not a date and time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Status words as a person reads them ("scheduled" → "Scheduled"). */
export function statusText(status: string): string {
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : status;
}
