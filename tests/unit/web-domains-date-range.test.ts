import { statsRange, STATS_TIMESTAMP } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RANGE_DAYS,
  defaultRange,
  describeRange,
  isValidRange,
  lastDays,
  presetOf,
  RANGE_PRESETS,
} from '../../web/src/widgets/dateRange';

describe('stats date ranges (STATS-002, STATS-003, VALID-043)', () => {
  it('offers the last 7, 30 and 90 days and starts with the last 30', () => {
    expect(RANGE_PRESETS.map((p) => p.label)).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days']);
    expect(DEFAULT_RANGE_DAYS).toBe(30);
    expect(defaultRange('2026-03-31')).toEqual({ startDate: '2026-03-02', endDate: '2026-03-31' });
  });

  it('counts today as one of the days, across month and year ends', () => {
    expect(lastDays(7, '2026-01-03')).toEqual({ startDate: '2025-12-28', endDate: '2026-01-03' });
    expect(lastDays(1, '2026-01-03')).toEqual({ startDate: '2026-01-03', endDate: '2026-01-03' });
  });

  it('knows which preset a range is', () => {
    expect(presetOf(lastDays(90, '2026-05-10'), '2026-05-10')).toBe(90);
    expect(presetOf({ startDate: '2026-05-01', endDate: '2026-05-10' }, '2026-05-10')).toBeNull();
  });

  it('accepts only real dates with the start not after the end', () => {
    expect(isValidRange({ startDate: '2026-01-01', endDate: '2026-01-01' })).toBe(true);
    expect(isValidRange({ startDate: '2026-01-02', endDate: '2026-01-01' })).toBe(false);
    expect(isValidRange({ startDate: '', endDate: '2026-01-01' })).toBe(false);
    expect(isValidRange({ startDate: '2026-02-30', endDate: '2026-03-01' })).toBe(false);
  });

  it('STATS-003: a picked range becomes two 19-character timestamps upstream', () => {
    const { start, end } = statsRange(defaultRange('2026-03-31').startDate, '2026-03-31');
    expect(start).toMatch(STATS_TIMESTAMP);
    expect(end).toMatch(STATS_TIMESTAMP);
    expect(start).toHaveLength(19);
  });

  it('reads as a person writes a range', () => {
    expect(describeRange({ startDate: '2026-01-01', endDate: '2026-01-10' })).toBe('Jan 1, 2026 – Jan 10, 2026');
  });
});
