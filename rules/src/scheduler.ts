/**
 * The appointment scheduler's rules (SCHED, CONST-007..010, CONST-019, VALID-021): defaults of new schedules and
 * blocks, weekly recurrence rules, appointment display rules, the save counter and the form validation the web
 * client and the gateway share.
 */
import type { FieldErrors } from './domains';
import { between, integer, max, required, ruleError, withMessage } from './standardRules';

/** CONST-019: weekday order in recurrences, Sunday first. */
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** RFC 5545 BYDAY codes, in WEEKDAYS order. */
export const WEEKDAY_CODES: Record<Weekday, string> = {
  Sunday: 'SU',
  Monday: 'MO',
  Tuesday: 'TU',
  Wednesday: 'WE',
  Thursday: 'TH',
  Friday: 'FR',
  Saturday: 'SA',
};

export function isWeekday(value: unknown): value is Weekday {
  return typeof value === 'string' && (WEEKDAYS as readonly string[]).includes(value);
}

/** Decision D-38: the empty rule of VALID-021 is the empty string; read as no weekday, never written (D-66). */
export const EMPTY_RECURRENCE = '';

const RULE_PREFIX = 'RRULE:FREQ=WEEKLY;BYDAY=';

/**
 * VALID-021, SCHED-016: the weekly rule for the chosen weekdays, e.g. "RRULE:FREQ=WEEKLY;BYDAY=MO,TU", the days in
 * WEEKDAYS order without repeats. No weekday gives EMPTY_RECURRENCE.
 */
export function recurrenceRule(weekdays: readonly Weekday[]): string {
  const days = WEEKDAYS.filter((day) => weekdays.includes(day));
  return days.length === 0 ? EMPTY_RECURRENCE : `${RULE_PREFIX}${days.map((d) => WEEKDAY_CODES[d]).join(',')}`;
}

/** The weekdays of a rule recurrenceRule() writes ([] for the empty rule), or null for any other text. */
export function weekdaysOfRule(rule: string): Weekday[] | null {
  const text = rule.trim();
  if (text === EMPTY_RECURRENCE) return [];
  if (!text.toUpperCase().startsWith(RULE_PREFIX)) return null;
  const codes = text.slice(RULE_PREFIX.length).toUpperCase().split(',');
  const days: Weekday[] = [];
  for (const code of codes) {
    const day = WEEKDAYS.find((d) => WEEKDAY_CODES[d] === code);
    if (!day) return null;
    if (!days.includes(day)) days.push(day);
  }
  return WEEKDAYS.filter((d) => days.includes(d));
}

/** SCHED-016: how a client meets the agent; the provider's words (decision D-07). */
export const COMMUNICATION_MEDIUMS = ['in_person', 'phone'] as const;
export type CommunicationMedium = (typeof COMMUNICATION_MEDIUMS)[number];

export function isCommunicationMedium(value: unknown): value is CommunicationMedium {
  return typeof value === 'string' && (COMMUNICATION_MEDIUMS as readonly string[]).includes(value);
}

/** Times are HH:MM on a 24-hour clock (SCHED-016). */
export const TIME_HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isHHMM(value: unknown): value is string {
  return typeof value === 'string' && TIME_HH_MM.test(value);
}

/** A real calendar date written YYYY-MM-DD. */
export function isSchedulerDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

export interface AvailabilityDraft {
  start: string;
  end: string;
  weekdays: Weekday[];
  meetingLengths: number[];
  communicationMediums: CommunicationMedium[];
}

/** CONST-007, SCHED-015: a new availability block, 09:00 to 17:00, Monday to Friday, 15 and 30 minutes, both mediums. */
export function defaultAvailabilityBlock(): AvailabilityDraft {
  return {
    start: '09:00',
    end: '17:00',
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    meetingLengths: [15, 30],
    communicationMediums: ['in_person', 'phone'],
  };
}

export interface OutOfOfficeDraft {
  date: string;
  start: string;
  end: string;
  associateIds: string[];
  repeatsAnnually: boolean;
}

/** YYYY-MM-DD of a Date in the local time of whoever runs this (the browser: the agent's own day). */
function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * CONST-008, SCHED-020: a new out-of-office block on today's date, 9:00 (written 09:00) to 17:00, no annual repeat.
 * No associate ids: decision D-39, the block applies to everyone on its schedule.
 */
export function newOutOfOfficeBlock(today: Date | string): OutOfOfficeDraft {
  return {
    date: typeof today === 'string' ? today : localDate(today),
    start: '09:00',
    end: '17:00',
    associateIds: [],
    repeatsAnnually: false,
  };
}

export const NEW_SCHEDULE_LABEL = 'New Schedule';
export const SCHEDULE_LABEL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * CONST-009, decision D-38: "New Schedule", a space and 3 characters drawn from A-Z and 0-9, e.g. "New Schedule K7Q".
 * `random` returns numbers in [0, 1), like Math.random.
 */
export function newScheduleLabel(random: () => number = Math.random): string {
  let suffix = '';
  for (let i = 0; i < 3; i++) {
    const index = Math.min(SCHEDULE_LABEL_ALPHABET.length - 1, Math.floor(random() * SCHEDULE_LABEL_ALPHABET.length));
    suffix += SCHEDULE_LABEL_ALPHABET[Math.max(0, index)];
  }
  return `${NEW_SCHEDULE_LABEL} ${suffix}`;
}

export const VIRTUAL_LOCATION = 'Virtual';

/** SCHED-006: an appointment's place is its office location's city, or "Virtual" when there is none. */
export function appointmentLocation(officeLocation: { city?: string | null } | null | undefined): string {
  const city = officeLocation?.city?.trim();
  return city ? city : VIRTUAL_LOCATION;
}

export const DEFAULT_APPOINTMENT_STATUS = 'scheduled';

/** SCHED-007: an appointment without a status is scheduled. */
export function appointmentStatus(status: string | null | undefined): string {
  const text = typeof status === 'string' ? status.trim() : '';
  return text || DEFAULT_APPOINTMENT_STATUS;
}

export const SCHEDULE_LABEL_MAX = 100;
export const SCHEDULER_LOCATION_MAX = 200;
export const MEETING_LENGTH_MAX = 480;

/** Field messages of the scheduler forms (decision D-09's voice); the failures of calls are in MESSAGES. */
export const SCHEDULER_RULE_MESSAGES = {
  label: 'Enter a name for the schedule.',
  labelLength: `Keep the schedule name to ${SCHEDULE_LABEL_MAX} characters or fewer.`,
  domain: 'Enter a domain name such as myagency.com.',
  time: 'Enter a time as HH:MM, such as 09:00.',
  endAfterStart: 'The end time must be after the start time.',
  weekdays: 'Choose at least one weekday.',
  meetingLengths: 'Choose at least one meeting length.',
  meetingLength: `Meeting lengths are whole minutes from 1 to ${MEETING_LENGTH_MAX}.`,
  communicationMediums: 'Choose at least one way to meet: in person or phone.',
  location: `Keep the location to ${SCHEDULER_LOCATION_MAX} characters or fewer.`,
  date: 'Enter a date as YYYY-MM-DD.',
  associateId: 'Associate ids may not be blank.',
  recipient: 'Enter a valid email address for every recipient.',
  startAt: 'Enter the new date and time of the appointment.',
} as const;

/** The standard rules (decision D-190) with the scheduler's texts. */
const LABEL_RULES = [
  withMessage(required(), SCHEDULER_RULE_MESSAGES.label),
  withMessage(max(SCHEDULE_LABEL_MAX), SCHEDULER_RULE_MESSAGES.labelLength),
];
const MEETING_LENGTH_RULES = [required(), integer(), between(1, MEETING_LENGTH_MAX)];

const add = (errors: FieldErrors, field: string, message: string) => {
  (errors[field] ??= []).push(message);
};

function checkTimes(errors: FieldErrors, input: { start?: string | null; end?: string | null }): void {
  const { start, end } = input;
  if (start !== undefined && !isHHMM(start)) add(errors, 'start', SCHEDULER_RULE_MESSAGES.time);
  if (end !== undefined && !isHHMM(end)) add(errors, 'end', SCHEDULER_RULE_MESSAGES.time);
  if (isHHMM(start) && isHHMM(end) && end <= start) add(errors, 'end', SCHEDULER_RULE_MESSAGES.endAfterStart);
}

/** Schedule input (SCHED-011, SCHED-013); fields left out are not checked (a partial update). */
export function validateSchedule(input: { label?: string | null; domains?: readonly string[] | null }): FieldErrors {
  const errors: FieldErrors = {};
  if (input.label !== undefined) {
    const label = ruleError((input.label ?? '').trim(), 'Name', LABEL_RULES);
    if (label) add(errors, 'label', label);
  }
  if (input.domains != null && input.domains.some((d) => typeof d !== 'string' || d.trim() === '')) {
    add(errors, 'domains', SCHEDULER_RULE_MESSAGES.domain);
  }
  return errors;
}

export interface AvailabilityInput {
  start?: string | null;
  end?: string | null;
  weekdays?: readonly string[] | null;
  meetingLengths?: readonly number[] | null;
  communicationMediums?: readonly string[] | null;
  location?: string | null;
}

/**
 * SCHED-016, SCHED-019: an availability block, or the fields of a partial update that were given. At least one
 * weekday (VALID-021): the empty rule is read, never written (decision D-66).
 */
export function validateAvailabilityBlock(input: AvailabilityInput): FieldErrors {
  const errors: FieldErrors = {};
  checkTimes(errors, { start: input.start, end: input.end });
  if (input.weekdays !== undefined && (input.weekdays ?? []).length === 0) {
    add(errors, 'weekdays', SCHEDULER_RULE_MESSAGES.weekdays);
  }
  if (input.meetingLengths !== undefined) {
    const lengths = input.meetingLengths ?? [];
    if (!required().passes(lengths)) add(errors, 'meetingLengths', SCHEDULER_RULE_MESSAGES.meetingLengths);
    else if (lengths.some((m) => ruleError(m, 'Meeting length', MEETING_LENGTH_RULES) !== null)) {
      add(errors, 'meetingLengths', SCHEDULER_RULE_MESSAGES.meetingLength);
    }
  }
  if (input.communicationMediums !== undefined) {
    const mediums = input.communicationMediums ?? [];
    if (mediums.length === 0 || !mediums.every(isCommunicationMedium)) {
      add(errors, 'communicationMediums', SCHEDULER_RULE_MESSAGES.communicationMediums);
    }
  }
  if (typeof input.location === 'string' && !max(SCHEDULER_LOCATION_MAX).passes(input.location.trim())) {
    add(errors, 'location', SCHEDULER_RULE_MESSAGES.location);
  }
  return errors;
}

/** SCHED-021: an out-of-office block (API-031 sends the whole block, so every field is checked). */
export function validateOutOfOfficeBlock(input: {
  date: string;
  start: string;
  end: string;
  associateIds: readonly string[];
}): FieldErrors {
  const errors: FieldErrors = {};
  if (!isSchedulerDate(input.date)) add(errors, 'date', SCHEDULER_RULE_MESSAGES.date);
  checkTimes(errors, input);
  if (input.associateIds.some((id) => typeof id !== 'string' || id.trim() === '')) {
    add(errors, 'associateIds', SCHEDULER_RULE_MESSAGES.associateId);
  }
  return errors;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SCHED-025: the recipients, trimmed, blank entries dropped and repeats removed (case-insensitively). */
export function normalizeRecipients(recipients: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of recipients) {
    const email = raw.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    out.push(email);
  }
  return out;
}

/** SCHED-025: every recipient must be an email address; an empty list is allowed (nobody is notified). */
export function validateRecipients(recipients: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  if (recipients.some((r) => typeof r !== 'string' || !EMAIL.test(r.trim()))) {
    add(errors, 'recipients', SCHEDULER_RULE_MESSAGES.recipient);
  }
  return errors;
}
