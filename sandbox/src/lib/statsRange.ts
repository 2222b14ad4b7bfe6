import { formatStatsTimestamp, STATS_TIMESTAMP } from '@portal/rules';
import { FIELD_MESSAGES, FieldErrors } from '../http/validation';

const MAX_RANGE_DAYS = 366;

const RANGE_MESSAGES = {
  format: 'Use a 19-character timestamp: YYYY-MM-DDTHH:mm:ss.',
  order: 'The end must not be before the start.',
  tooLong: `The range may not be longer than ${MAX_RANGE_DAYS} days.`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface StatsRange {
  start: string;
  end: string;
  /** Every day of the range, YYYY-MM-DD, in order. */
  days: string[];
}

/** A real UTC moment, written exactly as CONST-016 wants it (so 2024-02-30T00:00:00 is refused). */
function timestamp(errors: FieldErrors, query: Record<string, unknown>, field: string): number {
  const value = query[field];
  if (value === undefined || value === '') {
    errors.add(field, FIELD_MESSAGES.required);
    return NaN;
  }
  const time = typeof value === 'string' && STATS_TIMESTAMP.test(value) ? Date.parse(`${value}Z`) : NaN;
  if (Number.isNaN(time) || formatStatsTimestamp(new Date(time)) !== value) {
    errors.add(field, RANGE_MESSAGES.format);
    return NaN;
  }
  return time;
}

/** start and end query parameters (STATS-003); throws a 400 on start or end. */
export function parseStatsRange(query: Record<string, unknown>): StatsRange {
  const errors = new FieldErrors();
  const start = timestamp(errors, query, 'start');
  const end = timestamp(errors, query, 'end');
  errors.throwIfAny();
  const firstDay = Math.floor(start / DAY_MS);
  const lastDay = Math.floor(end / DAY_MS);
  if (start > end) errors.add('end', RANGE_MESSAGES.order);
  else if (lastDay - firstDay + 1 > MAX_RANGE_DAYS) errors.add('end', RANGE_MESSAGES.tooLong);
  errors.throwIfAny();
  const days: string[] = [];
  for (let day = firstDay; day <= lastDay; day++) days.push(new Date(day * DAY_MS).toISOString().slice(0, 10));
  return { start: String(query.start), end: String(query.end), days };
}
