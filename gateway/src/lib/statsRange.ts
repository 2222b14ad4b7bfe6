import { isValidDateRange, STATS_MESSAGES, statsRange } from '@portal/rules';
import { badUserInput, type FieldErrors } from '../rest/errors';

export interface StatsRangeArgs {
  startDate: string;
  endDate: string;
}

/**
 * VALID-043: a bad YYYY-MM-DD range is refused before any upstream call. STATS-003: a good one becomes the two
 * 19-character timestamps the upstream takes (decision D-15).
 */
export function requireStatsRange({ startDate, endDate }: StatsRangeArgs): { start: string; end: string } {
  if (isValidDateRange(startDate, endDate)) return statsRange(startDate, endDate);
  const message = STATS_MESSAGES.range;
  const startValid = isValidDateRange(startDate, startDate);
  const endValid = isValidDateRange(endDate, endDate);
  const fields: FieldErrors = {};
  // Two valid dates that are refused together are in the wrong order: both fields are wrong.
  if (!startValid || endValid) fields.startDate = [message];
  if (!endValid || startValid) fields.endDate = [message];
  throw badUserInput(message, fields);
}
