/** Values of a datetime-local input, which has no time zone: they are read and written in the viewer's own zone. */

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the value of a datetime-local input, in the browser's time zone ("2026-12-01T09:00"). */
export function toLocalInput(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (the browser's time zone) as ISO 8601 in UTC (D-37), or null when it is not a date and time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The viewer's time zone, named under date fields ("America/Chicago"). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
