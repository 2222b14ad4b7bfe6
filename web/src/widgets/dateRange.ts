import { isValidDateRange } from '@portal/rules';
import { formatDateRange } from '../lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A stats range as a person picks it: whole days, YYYY-MM-DD (the gateway turns them into timestamps, D-15). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export const RANGE_PRESETS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
] as const;

export const DEFAULT_RANGE_DAYS = 30;

/** The viewer's calendar day, YYYY-MM-DD. */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The last `days` days up to and including `end` (calendar days, counted in UTC so no clock change skips one). */
export function lastDays(days: number, end: string = today()): DateRange {
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - (days - 1) * DAY_MS);
  return { startDate: start.toISOString().slice(0, 10), endDate: end };
}

export function defaultRange(end: string = today()): DateRange {
  return lastDays(DEFAULT_RANGE_DAYS, end);
}

/** The preset a range equals, if any (so the preset button shows as chosen). */
export function presetOf(range: DateRange, end: string = today()): number | null {
  const match = RANGE_PRESETS.find((p) => {
    const preset = lastDays(p.days, end);
    return preset.startDate === range.startDate && preset.endDate === range.endDate;
  });
  return match?.days ?? null;
}

export function isValidRange(range: Partial<DateRange>): range is DateRange {
  return isValidDateRange(range.startDate, range.endDate);
}

/** "Mar 1, 2025 – Mar 30, 2025" */
export function describeRange({ startDate, endDate }: DateRange): string {
  return formatDateRange(startDate, endDate);
}
