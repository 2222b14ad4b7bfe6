import { WEEKDAYS } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { appointmentDate, fromLocalInput, statusText, toLocalInput } from '../../web/src/scheduler/appointmentText';
import { lengthsText, mediumsText, parseLengths, parseList, toggle, weekdaysText } from '../../web/src/scheduler/blockText';
import { dashboardPath, schedulerPath } from '../../web/src/scheduler/paths';

describe('scheduler texts (SCHED-005, SCHED-016, SCHED-019)', () => {
  it('SCHED-005: the date text of an appointment is formatted, in the reader\'s time zone', () => {
    process.env.TZ = 'UTC';
    expect(appointmentDate('2026-12-01T15:00:00Z')).toBe('Tue, December 1, 2026 3:00 PM');
    expect(statusText('scheduled')).toBe('Scheduled');
  });

  it('SCHED-009: a datetime-local value goes out as ISO 8601 UTC and comes back', () => {
    const iso = fromLocalInput(toLocalInput('2026-12-01T15:00:00Z'));
    expect(iso).toBe('2026-12-01T15:00:00.000Z');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
  });

  it('CONST-019 SCHED-019: weekdays read Sunday first, and an empty rule says so (VALID-021)', () => {
    expect(weekdaysText(['Friday', 'Sunday', 'Monday'])).toBe('Sunday, Monday, Friday');
    expect(weekdaysText([])).toBe('No weekdays');
    expect(WEEKDAYS[0]).toBe('Sunday');
  });

  it('SCHED-016: meeting lengths and mediums in words; the form\'s lists parse', () => {
    expect(lengthsText([15, 30])).toBe('15, 30 minutes');
    expect(mediumsText(['in_person', 'phone'])).toBe('In person, Phone');
    expect(parseLengths('15, 30 45')).toEqual([15, 30, 45]);
    expect(parseLengths('15, x')[1]).toBeNaN();
    expect(parseList(' a.com, b.com ,, ')).toEqual(['a.com', 'b.com']);
    expect(toggle(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggle(['a', 'b'], 'a', false)).toEqual(['b']);
  });

  it('ROUTE-028 ROUTE-036: the scheduler paths', () => {
    expect(schedulerPath('A1001')).toBe('/agents/A1001/appointment-scheduler/');
    expect(schedulerPath('A1001', 'schedules')).toBe('/agents/A1001/appointment-scheduler/schedules/');
    expect(dashboardPath('A1003')).toBe('/agents/A1003/dashboard/');
  });
});
