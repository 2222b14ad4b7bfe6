/** An upstream ISO 8601 date, or null when absent or unreadable. */
export function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
