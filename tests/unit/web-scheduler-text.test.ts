import { WEEKDAYS } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from '../../web/src/lib/localDateTime';
import { appointmentDate, statusText } from '../../web/src/scheduler/appointmentText';
import {
  availabilityErrors,
  availabilityInputOf,
  availabilityValuesOf,
  outOfOfficeErrors,
  outOfOfficeInputOf,
  outOfOfficeValuesOf,
  scheduleErrors,
  scheduleInputOf,
} from '../../web/src/scheduler/blockForm';
import {
  lengthsText,
  mediumsText,
  parseLengths,
  parseList,
  peopleText,
  toggle,
  weekdaysText,
} from '../../web/src/scheduler/blockText';
import { PATHS, schedulerHref } from '../../web/src/routes/paths';

describe('scheduler texts (SCHED-005, SCHED-016, SCHED-019)', () => {
  it('SCHED-005: the date text of an appointment is formatted, in the reader\'s time zone', () => {
    process.env.TZ = 'UTC';
    expect(appointmentDate('2026-12-01T15:00:00Z')).toBe('Dec 1, 2026, 3:00 PM');
    expect(appointmentDate('2026-12-01T15:00:00Z')).not.toContain('T15:00');
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
    expect(schedulerHref('A1001')).toBe('/agents/A1001/appointment-scheduler/');
    expect(schedulerHref('A1001', 'schedules')).toBe('/agents/A1001/appointment-scheduler/schedules/');
    expect(PATHS.dashboard.href({ agentID: 'A1003' })).toBe('/agents/A1003/dashboard/');
  });

  it('SCHED-021: who is out reads as names, and nobody named is everyone (decision D-39)', () => {
    expect(peopleText([{ name: 'Alice Anderson' }, { name: 'Sam Summers' }])).toBe('Alice Anderson, Sam Summers');
    expect(peopleText([])).toBe('Everyone');
  });
});

describe('scheduler forms (SCHED-013, SCHED-016, SCHED-021)', () => {
  const block = {
    start: '09:00',
    end: '17:00',
    weekdays: ['Friday', 'Monday'],
    meetingLengths: [15, 30],
    communicationMediums: ['phone', 'in_person'],
    location: null,
  };

  it('SCHED-016: the availability form maps every field both ways; weekdays and mediums go out in their order', () => {
    const values = availabilityValuesOf(block);
    expect(values).toEqual({
      start: '09:00',
      end: '17:00',
      weekdays: ['Friday', 'Monday'],
      meetingLengths: '15, 30',
      communicationMediums: ['phone', 'in_person'],
      location: '',
    });
    expect(availabilityInputOf({ ...values, location: '  ' })).toEqual({
      start: '09:00',
      end: '17:00',
      weekdays: ['Monday', 'Friday'],
      meetingLengths: [15, 30],
      communicationMediums: ['in_person', 'phone'],
      location: null,
    });
    expect(availabilityErrors(values)).toEqual({});
  });

  it('SCHED-019 VALID-021: the rules check the form: no weekday, a bad length, no medium, an end before the start', () => {
    const errors = availabilityErrors({
      ...availabilityValuesOf(block),
      start: '17:00',
      end: '09:00',
      weekdays: [],
      meetingLengths: '15, x',
      communicationMediums: [],
    });
    expect(Object.keys(errors).sort()).toEqual(['communicationMediums', 'end', 'meetingLengths', 'weekdays']);
    expect(errors.weekdays).toEqual(['Choose at least one weekday.']);
  });

  it('SCHED-021: the out-of-office form maps all 6 fields (the schedule is the dialog\'s own)', () => {
    const values = outOfOfficeValuesOf({
      date: '2026-12-24',
      start: '09:00',
      end: '17:00',
      associateIds: ['A1001', 'S2001'],
      repeatsAnnually: true,
    });
    expect(values.associateIds).toBe('A1001, S2001');
    expect(outOfOfficeInputOf({ ...values, associateIds: ' A1001 ,, S2001 ' })).toEqual({
      date: '2026-12-24',
      start: '09:00',
      end: '17:00',
      associateIds: ['A1001', 'S2001'],
      repeatsAnnually: true,
    });
    expect(Object.keys(outOfOfficeErrors({ ...values, date: '2026-02-30' }))).toEqual(['date']);
  });

  it('SCHED-013: a schedule\'s name is trimmed and required; domains are a comma list', () => {
    expect(scheduleInputOf({ label: ' Evenings ', domains: 'a.example, b.example' })).toEqual({
      label: 'Evenings',
      domains: ['a.example', 'b.example'],
    });
    expect(Object.keys(scheduleErrors({ label: '  ', domains: '' }))).toEqual(['label']);
  });
});
