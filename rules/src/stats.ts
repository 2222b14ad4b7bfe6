/**
 * CONST-016: stats date ranges are sent as 19-character timestamps. Decision D-15: `YYYY-MM-DDTHH:mm:ss` in UTC,
 * the start at 00:00:00 of its day and the end at 23:59:59 of its day.
 */
export const STATS_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

export function formatStatsTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** A date-only string (YYYY-MM-DD) to the range's start and end timestamps. */
export function statsRange(startDate: string, endDate: string): { start: string; end: string } {
  return { start: `${startDate}T00:00:00`, end: `${endDate}T23:59:59` };
}

export const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export const STATS_MESSAGES = {
  range: 'Valid start and end dates required', // VALID-043
} as const;

/** Start and end as YYYY-MM-DD: both valid and start not after end. */
export function isValidDateRange(startDate: string | null | undefined, endDate: string | null | undefined): boolean {
  if (!startDate || !endDate || !DATE_ONLY.test(startDate) || !DATE_ONLY.test(endDate)) return false;
  const s = Date.parse(`${startDate}T00:00:00Z`);
  const e = Date.parse(`${endDate}T00:00:00Z`);
  if (!Number.isFinite(s) || !Number.isFinite(e)) return false;
  // Date.parse rolls 2024-02-30 over to March: a real date reads back the same.
  const roundTrips = (ms: number, text: string) => new Date(ms).toISOString().slice(0, 10) === text;
  return roundTrips(s, startDate) && roundTrips(e, endDate) && s <= e;
}
