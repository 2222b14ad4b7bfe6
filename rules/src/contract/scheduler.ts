import { z } from 'zod';
import { COMMUNICATION_MEDIUMS } from '../scheduler';
import { isoDateTime, isoDay, maybe, noContent, restCall } from './call';

// The appointment scheduler (API-016..035; shapes the spec does not show: decisions D-37..D-39).

const pk = z.number().int().positive();
const medium = z.enum(COMMUNICATION_MEDIUMS);
/** A nullable text a body may also leave out (absent stays absent: a PATCH sends only what changes). */
const optionalText = z.string().nullable().optional();

export const schedulerSubscriptionAnswer = z.object({ value: z.object({ active: z.boolean() }) });

/** API-019 and API-021 (SCHED-005..007). */
export const appointmentAnswer = z.object({
  id: pk,
  start_at: isoDateTime,
  meeting_length: z.number().int(),
  communication_medium: medium,
  assigned_to: z.object({ name: z.string() }),
  customer: z.object({ name: z.string() }),
  /** Null for a virtual appointment (SCHED-006). */
  location: maybe(z.object({ office_location: z.object({ city: z.string() }) })),
  /** Null once its schedule was deleted (API-026). */
  schedule: maybe(pk),
  /** Left out when the appointment has none (SCHED-007). */
  status: z.string().nullish(),
});
export type AppointmentAnswer = z.output<typeof appointmentAnswer>;

/** SCHED-016: exactly one of agent and staff is set; recurrences is a weekly RRULE (decision D-38). */
export const availabilityBlockAnswer = z.object({
  id: pk,
  agent: maybe(z.string()),
  staff: maybe(z.string()),
  start: z.string(),
  end: z.string(),
  recurrences: z.string(),
  meeting_lengths: z.array(z.number().int()),
  communication_mediums: z.array(medium),
  location: maybe(z.string()),
  schedule: pk,
});
export type AvailabilityBlockAnswer = z.output<typeof availabilityBlockAnswer>;

/** SCHED-021; associate_ids empty: everyone on the schedule (decision D-39). */
export const outOfOfficeBlockAnswer = z.object({
  id: pk,
  date: isoDay,
  start: z.string(),
  end: z.string(),
  schedule: pk,
  associate_ids: z.array(z.string()),
  repeats_annually: z.boolean(),
});
export type OutOfOfficeBlockAnswer = z.output<typeof outOfOfficeBlockAnswer>;

/** SCHED-010: a schedule comes with its blocks (decision D-37); a new one has empty lists. */
export const scheduleAnswer = z.object({
  id: pk,
  agent: z.string(),
  label: z.string(),
  domains: z.array(z.string()),
  availability: z.array(availabilityBlockAnswer),
  out_of_office_blocks: z.array(outOfOfficeBlockAnswer),
});
export type ScheduleAnswer = z.output<typeof scheduleAnswer>;

/** API-027's body. Lengths and mediums are checked by the shared rules, which give the specific texts. */
export const availabilityBlockBody = z.object({
  agent: optionalText,
  staff: optionalText,
  start: z.string(),
  end: z.string(),
  recurrences: z.string(),
  meeting_lengths: z.array(z.number()),
  communication_mediums: z.array(z.string()),
  location: optionalText,
  /** Ignored by API-027 (the schedule is the path's); API-028 moves the block to another of the agent's schedules. */
  schedule: pk.optional(),
});

/** API-030 and API-031 take the whole block; the date and times are checked by the shared rules. */
export const outOfOfficeBlockBody = z.object({
  date: z.string(),
  start: z.string(),
  end: z.string(),
  schedule: z.number().int(),
  associate_ids: z.array(z.string()).default([]),
  repeats_annually: z.boolean().default(false),
});

const AGENT = 'api/agents/{agentId}/';
const SUBSCRIPTION = `${AGENT}scheduler_subscription/`;
const APPOINTMENT = `${AGENT}appointments/{id}/`;
const SCHEDULES = `${AGENT}schedules/`;
const OUT_OF_OFFICE = `${AGENT}out_of_office_blocks/`;
const RECIPIENTS = `${AGENT}appointment_notification_recipients/`;

/**
 * `status` is the success status the row gives; where the row says "expects" (API-023..027, 030, 035), the gateway
 * takes no other. An update whose answer may be empty (API-021, 028, 031) is read back by the gateway.
 */
export const schedulerCalls = {
  subscription: restCall({ api: 'API-016', method: 'GET', path: SUBSCRIPTION, answer: schedulerSubscriptionAnswer }),
  enable: restCall({ api: 'API-017', method: 'PUT', path: `${SUBSCRIPTION}enable/`, answer: schedulerSubscriptionAnswer }),
  disable: restCall({ api: 'API-018', method: 'PUT', path: `${SUBSCRIPTION}disable/`, answer: schedulerSubscriptionAnswer }),
  appointments: restCall({ api: 'API-019', method: 'GET', path: `${AGENT}appointments/`, answer: z.array(appointmentAnswer) }),
  cancelAppointment: restCall({ api: 'API-020', method: 'DELETE', path: APPOINTMENT, answer: noContent, status: 204 }),
  rescheduleAppointment: restCall({
    api: 'API-021',
    method: 'POST',
    path: `${APPOINTMENT}reschedule/`,
    /** ISO 8601; the sandbox checks the format with DRF's text. */
    body: z.object({ start_at: z.string() }),
    answer: z.union([appointmentAnswer, noContent]),
  }),
  schedules: restCall({ api: 'API-022', method: 'GET', path: SCHEDULES, answer: z.array(scheduleAnswer) }),
  createSchedule: restCall({
    api: 'API-023',
    method: 'POST',
    path: SCHEDULES,
    body: z.object({ agent: z.string(), label: z.string(), domains: z.array(z.string()).optional() }),
    answer: scheduleAnswer,
    status: 201,
  }),
  schedule: restCall({ api: 'API-024', method: 'GET', path: `${SCHEDULES}{id}/`, answer: scheduleAnswer, status: 200 }),
  updateSchedule: restCall({
    api: 'API-025',
    method: 'PATCH',
    path: `${SCHEDULES}{id}/`,
    body: z.object({ agent: z.string().optional(), label: z.string().optional(), domains: z.array(z.string()).optional() }),
    answer: scheduleAnswer,
    status: 200,
  }),
  deleteSchedule: restCall({ api: 'API-026', method: 'DELETE', path: `${SCHEDULES}{id}/`, answer: noContent, status: 204 }),
  createAvailability: restCall({
    api: 'API-027',
    method: 'POST',
    path: `${SCHEDULES}{scheduleId}/availability/`,
    body: availabilityBlockBody,
    answer: availabilityBlockAnswer,
    status: 201,
  }),
  updateAvailability: restCall({
    api: 'API-028',
    method: 'PATCH',
    path: `${AGENT}availability/{id}/`,
    body: availabilityBlockBody.partial(),
    answer: z.union([availabilityBlockAnswer, noContent]),
  }),
  deleteAvailability: restCall({
    api: 'API-029',
    method: 'DELETE',
    path: `${AGENT}availability/{id}/`,
    answer: noContent,
    status: 204,
  }),
  createOutOfOffice: restCall({
    api: 'API-030',
    method: 'POST',
    path: OUT_OF_OFFICE,
    body: outOfOfficeBlockBody,
    answer: outOfOfficeBlockAnswer,
    status: 201,
  }),
  updateOutOfOffice: restCall({
    api: 'API-031',
    method: 'PUT',
    path: `${OUT_OF_OFFICE}{id}/`,
    body: outOfOfficeBlockBody,
    answer: z.union([outOfOfficeBlockAnswer, noContent]),
  }),
  deleteOutOfOffice: restCall({
    api: 'API-032',
    method: 'DELETE',
    path: `${OUT_OF_OFFICE}{id}/`,
    answer: noContent,
    status: 204,
  }),
  calendars: restCall({
    api: 'API-033',
    method: 'GET',
    path: `${AGENT}calendars/`,
    answer: z.object({
      agency_url: z.string(),
      schedules: z.array(z.object({ schedule: pk, label: z.string(), url: z.string() })),
    }),
  }),
  recipients: restCall({
    api: 'API-034',
    method: 'GET',
    path: RECIPIENTS,
    answer: z.object({ recipients: z.array(z.string()) }),
  }),
  updateRecipients: restCall({
    api: 'API-035',
    method: 'PATCH',
    path: RECIPIENTS,
    body: z.object({ recipients: z.array(z.string()) }),
    answer: noContent,
    status: 204,
  }),
};
