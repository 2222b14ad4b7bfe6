import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_RECURRENCE,
  MESSAGES,
  SCHEDULER_RULE_MESSAGES,
  WEEKDAYS,
  appointmentLocation,
  appointmentStatus,
  defaultAvailabilityBlock,
  isHHMM,
  isSchedulerDate,
  newOutOfOfficeBlock,
  newScheduleLabel,
  normalizeRecipients,
  recurrenceRule,
  validateAvailabilityBlock,
  validateOutOfOfficeBlock,
  validateRecipients,
  validateSchedule,
  weekdaysOfRule,
} from '@portal/rules';
import { COMMUNICATION_MEDIUM_LABELS } from '../../web/src/scheduler/mediumLabels';

afterEach(() => {
  vi.useRealTimers();
});

describe('scheduler constants', () => {
  it('CONST-007, SCHED-015: the default availability block', () => {
    expect(defaultAvailabilityBlock()).toEqual({
      start: '09:00',
      end: '17:00',
      weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      meetingLengths: [15, 30],
      communicationMediums: ['in_person', 'phone'],
    });
    // A fresh copy each time: a form may change it.
    const block = defaultAvailabilityBlock();
    block.weekdays.push('Saturday');
    expect(defaultAvailabilityBlock().weekdays).toHaveLength(5);
    expect(COMMUNICATION_MEDIUM_LABELS).toEqual({ in_person: 'In person', phone: 'Phone' });
  });

  it('CONST-008, SCHED-020: a new out-of-office block is today, 09:00 to 17:00, no annual repeat', () => {
    expect(newOutOfOfficeBlock('2026-03-04')).toEqual({
      date: '2026-03-04',
      start: '09:00',
      end: '17:00',
      associateIds: [],
      repeatsAnnually: false,
    });
    expect(newOutOfOfficeBlock(new Date(2026, 6, 9, 23, 30)).date).toBe('2026-07-09');
  });

  it('CONST-009: "New Schedule", a space and 3 characters from A-Z and 0-9 (decision D-38)', () => {
    expect(newScheduleLabel()).toMatch(/^New Schedule [A-Z0-9]{3}$/);
    expect(newScheduleLabel(() => 0)).toBe('New Schedule AAA');
    expect(newScheduleLabel(() => 0.9999)).toBe('New Schedule 999');
    const rolls = [0, 0.5, 0.75];
    expect(newScheduleLabel(() => rolls.shift() ?? 0)).toBe('New Schedule AS1');
    expect(newScheduleLabel(() => 1)).toBe('New Schedule 999');
  });

  it('CONST-019, SCHED-019: weekdays are listed Sunday first', () => {
    expect(WEEKDAYS[0]).toBe('Sunday');
    expect(WEEKDAYS).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  });
});

describe('recurrences (VALID-021, SCHED-016)', () => {
  it('VALID-021: no weekday reads and writes as the empty rule (decision D-38; never sent since D-66)', () => {
    expect(EMPTY_RECURRENCE).toBe('');
    expect(recurrenceRule([])).toBe('');
    expect(weekdaysOfRule('')).toEqual([]);
  });

  it('SCHED-016: a weekly rule lists the chosen days Sunday first, once each', () => {
    expect(recurrenceRule(['Friday', 'Monday', 'Sunday', 'Monday'])).toBe('RRULE:FREQ=WEEKLY;BYDAY=SU,MO,FR');
    expect(recurrenceRule(defaultAvailabilityBlock().weekdays)).toBe('RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR');
    expect(weekdaysOfRule('RRULE:FREQ=WEEKLY;BYDAY=SA,TU')).toEqual(['Tuesday', 'Saturday']);
    expect(weekdaysOfRule('RRULE:FREQ=DAILY')).toBeNull();
    expect(weekdaysOfRule('RRULE:FREQ=WEEKLY;BYDAY=XX')).toBeNull();
  });
});

describe('appointments', () => {
  it('SCHED-006: the location is the office city, or "Virtual" when there is none', () => {
    expect(appointmentLocation(null)).toBe('Virtual');
    expect(appointmentLocation(undefined)).toBe('Virtual');
    expect(appointmentLocation({ city: '' })).toBe('Virtual');
    expect(appointmentLocation({ city: 'Austin' })).toBe('Austin');
  });

  it('SCHED-007: an appointment without a status is scheduled', () => {
    expect(appointmentStatus(undefined)).toBe('scheduled');
    expect(appointmentStatus(null)).toBe('scheduled');
    expect(appointmentStatus(' ')).toBe('scheduled');
    expect(appointmentStatus('canceled')).toBe('canceled');
  });
});

describe('scheduler validation', () => {
  it('SCHED-016: times are HH:MM on a 24-hour clock', () => {
    for (const ok of ['00:00', '09:00', '17:30', '23:59']) expect(isHHMM(ok)).toBe(true);
    for (const bad of ['9:00', '24:00', '12:60', '0900', '', null, 900]) expect(isHHMM(bad)).toBe(false);
    expect(isSchedulerDate('2026-02-28')).toBe(true);
    expect(isSchedulerDate('2026-02-30')).toBe(false);
  });

  it('SCHED-016: a block needs HH:MM times with the end after the start, lengths and mediums', () => {
    expect(validateAvailabilityBlock({ ...defaultAvailabilityBlock(), location: 'Austin' })).toEqual({});
    expect(
      validateAvailabilityBlock({
        start: '9:00',
        end: '08:00',
        meetingLengths: [],
        communicationMediums: ['fax'],
        location: 'x'.repeat(201),
      }),
    ).toEqual({
      start: [SCHEDULER_RULE_MESSAGES.time],
      meetingLengths: [SCHEDULER_RULE_MESSAGES.meetingLengths],
      communicationMediums: [SCHEDULER_RULE_MESSAGES.communicationMediums],
      location: [SCHEDULER_RULE_MESSAGES.location],
    });
    expect(validateAvailabilityBlock({ start: '17:00', end: '09:00', meetingLengths: [0, 15.5] })).toEqual({
      end: [SCHEDULER_RULE_MESSAGES.endAfterStart],
      meetingLengths: [SCHEDULER_RULE_MESSAGES.meetingLength],
    });
    // A partial update checks only what it gives.
    expect(validateAvailabilityBlock({ end: '10:00' })).toEqual({});
  });

  it('SCHED-019, VALID-021: a block needs at least one weekday; an update that leaves them out is not checked (D-66)', () => {
    expect(validateAvailabilityBlock({ ...defaultAvailabilityBlock(), weekdays: [] })).toEqual({
      weekdays: ['Choose at least one weekday.'],
    });
    expect(validateAvailabilityBlock({ weekdays: null })).toEqual({ weekdays: [SCHEDULER_RULE_MESSAGES.weekdays] });
    expect(validateAvailabilityBlock({ weekdays: ['Sunday'] })).toEqual({});
    expect(validateAvailabilityBlock({ start: '08:00' })).toEqual({});
  });

  it('SCHED-021: an out-of-office block needs a real date, HH:MM times and non-blank associate ids', () => {
    const ok = { ...newOutOfOfficeBlock('2026-12-24'), associateIds: ['A1001'] };
    expect(validateOutOfOfficeBlock(ok)).toEqual({});
    expect(validateOutOfOfficeBlock({ date: '2026-13-01', start: '10:00', end: '10:00', associateIds: [' '] })).toEqual({
      date: [SCHEDULER_RULE_MESSAGES.date],
      end: [SCHEDULER_RULE_MESSAGES.endAfterStart],
      associateIds: [SCHEDULER_RULE_MESSAGES.associateId],
    });
  });

  it('SCHED-011, SCHED-013: a schedule needs a name of at most 100 characters', () => {
    expect(validateSchedule({ label: newScheduleLabel(), domains: [] })).toEqual({});
    expect(validateSchedule({ label: '  ' })).toEqual({ label: [SCHEDULER_RULE_MESSAGES.label] });
    expect(validateSchedule({ label: 'x'.repeat(101) })).toEqual({ label: [SCHEDULER_RULE_MESSAGES.labelLength] });
    expect(validateSchedule({ domains: [''] })).toEqual({ domains: [SCHEDULER_RULE_MESSAGES.domain] });
    expect(validateSchedule({})).toEqual({});
  });

  it('SCHED-025: recipients are email addresses, trimmed and without repeats', () => {
    expect(normalizeRecipients([' a@b.co ', 'A@B.co', '', 'c@d.co'])).toEqual(['a@b.co', 'c@d.co']);
    expect(validateRecipients(['a@b.co', 'c@d.co'])).toEqual({});
    expect(validateRecipients([])).toEqual({});
    expect(validateRecipients(['a@b.co', 'nope'])).toEqual({ recipients: [SCHEDULER_RULE_MESSAGES.recipient] });
  });

  it('ERR-013..032: the 19 scheduler failures are distinct and end with "Please try again later."', () => {
    const texts = [
      MESSAGES.schedSubscriptionLoad,
      MESSAGES.schedSignUp,
      MESSAGES.schedCancel,
      MESSAGES.appointmentsLoad,
      MESSAGES.appointmentCancel,
      MESSAGES.appointmentReschedule,
      MESSAGES.schedulesLoad,
      MESSAGES.scheduleCreate,
      MESSAGES.scheduleUpdate,
      MESSAGES.scheduleDelete,
      MESSAGES.availabilityCreate,
      MESSAGES.availabilityUpdate,
      MESSAGES.availabilityDelete,
      MESSAGES.oooCreate,
      MESSAGES.oooUpdate,
      MESSAGES.oooDelete,
      MESSAGES.calendarsLoad,
      MESSAGES.recipientsLoad,
      MESSAGES.recipientsUpdate,
    ];
    expect(new Set(texts).size).toBe(19);
    for (const text of texts) expect(text).toMatch(/ Please try again later\.$/);
  });
});
