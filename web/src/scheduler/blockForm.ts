import {
  COMMUNICATION_MEDIUMS,
  isCommunicationMedium,
  isWeekday,
  validateAvailabilityBlock,
  validateOutOfOfficeBlock,
  validateSchedule,
  type CommunicationMedium,
  type FieldErrors,
  type Weekday,
} from '@portal/rules';
import { parseLengths, parseList, sortWeekdays } from './blockText';

// The pure parts of the scheduler's forms: what a form shows for a stored value, and what it sends.

/** SCHED-016: an availability block as its form edits it (lengths as typed, "15, 30"). */
export interface AvailabilityValues {
  start: string;
  end: string;
  weekdays: Weekday[];
  meetingLengths: string;
  communicationMediums: CommunicationMedium[];
  location: string;
}

export function availabilityValuesOf(block: {
  start: string;
  end: string;
  weekdays: readonly string[];
  meetingLengths: readonly number[];
  communicationMediums: readonly string[];
  location: string | null | undefined;
}): AvailabilityValues {
  return {
    start: block.start,
    end: block.end,
    weekdays: block.weekdays.filter(isWeekday),
    meetingLengths: block.meetingLengths.join(', '),
    communicationMediums: block.communicationMediums.filter(isCommunicationMedium),
    location: block.location ?? '',
  };
}

/** What API-028 is sent: weekdays Sunday first, lengths as numbers, mediums in their order, no blank location. */
export function availabilityInputOf(values: AvailabilityValues) {
  return {
    start: values.start,
    end: values.end,
    weekdays: sortWeekdays(values.weekdays),
    meetingLengths: parseLengths(values.meetingLengths),
    communicationMediums: COMMUNICATION_MEDIUMS.filter((m) => values.communicationMediums.includes(m)),
    location: values.location.trim() || null,
  };
}

export const availabilityErrors = (values: AvailabilityValues): FieldErrors =>
  validateAvailabilityBlock(availabilityInputOf(values));

/** The gateway names the weekly rule's errors after the rule (VALID-021); the form after its chips. */
export const AVAILABILITY_SERVER_FIELDS = { recurrences: 'weekdays' } as const;

/** SCHED-021: an out-of-office block as its form edits it (who is out as typed, "A1001, S2001"). */
export interface OutOfOfficeValues {
  date: string;
  start: string;
  end: string;
  associateIds: string;
  repeatsAnnually: boolean;
}

export function outOfOfficeValuesOf(block: {
  date: string;
  start: string;
  end: string;
  associateIds: readonly string[];
  repeatsAnnually: boolean;
}): OutOfOfficeValues {
  return {
    date: block.date,
    start: block.start,
    end: block.end,
    associateIds: block.associateIds.join(', '),
    repeatsAnnually: block.repeatsAnnually,
  };
}

/** The whole block, as API-031 (a PUT) wants it. */
export function outOfOfficeInputOf(values: OutOfOfficeValues) {
  return {
    date: values.date,
    start: values.start,
    end: values.end,
    associateIds: parseList(values.associateIds),
    repeatsAnnually: values.repeatsAnnually,
  };
}

export const outOfOfficeErrors = (values: OutOfOfficeValues): FieldErrors =>
  validateOutOfOfficeBlock(outOfOfficeInputOf(values));

/** SCHED-013: a schedule's name and domains (as typed, "a.com, b.com"). */
export interface ScheduleValues {
  label: string;
  domains: string;
}

export function scheduleInputOf(values: ScheduleValues) {
  return { label: values.label.trim(), domains: parseList(values.domains) };
}

export const scheduleErrors = (values: ScheduleValues): FieldErrors => validateSchedule(scheduleInputOf(values));
