import { weekdaysOfRule } from '@portal/rules';
import type { AvailabilityBlockAnswer, OutOfOfficeBlockAnswer, ScheduleAnswer } from '@portal/rules/contract';
import { schedulerId } from './ids';

export type AvailabilityBlockObject = ReturnType<typeof toAvailabilityBlock>;
export type OutOfOfficeBlockObject = ReturnType<typeof toOutOfOfficeBlock>;
export type ScheduleObject = ReturnType<typeof toSchedule>;

/** SCHED-016. `owner` is the agent in the path: ids are made from it. */
export function toAvailabilityBlock(raw: AvailabilityBlockAnswer, owner: string) {
  return {
    id: schedulerId('AvailabilityBlock', owner, raw.id),
    pk: raw.id,
    agentId: raw.agent,
    staffId: raw.staff,
    start: raw.start,
    end: raw.end,
    recurrences: raw.recurrences,
    // A rule this portal does not write (another frequency, EXRULEs) shows no weekday rather than failing the list.
    weekdays: weekdaysOfRule(raw.recurrences) ?? [],
    meetingLengths: raw.meeting_lengths,
    communicationMediums: raw.communication_mediums,
    location: raw.location,
    scheduleId: schedulerId('Schedule', owner, raw.schedule),
    schedulePk: raw.schedule,
  };
}

/** SCHED-021. */
export function toOutOfOfficeBlock(raw: OutOfOfficeBlockAnswer, owner: string) {
  return {
    id: schedulerId('OutOfOfficeBlock', owner, raw.id),
    pk: raw.id,
    date: raw.date,
    start: raw.start,
    end: raw.end,
    scheduleId: schedulerId('Schedule', owner, raw.schedule),
    schedulePk: raw.schedule,
    associateIds: raw.associate_ids,
    repeatsAnnually: raw.repeats_annually,
  };
}

/** SCHED-010: id, agent, label, domains and the blocks (decision D-37). */
export function toSchedule(raw: ScheduleAnswer, owner: string) {
  return {
    id: schedulerId('Schedule', owner, raw.id),
    pk: raw.id,
    agentId: raw.agent,
    label: raw.label,
    domains: raw.domains,
    availability: raw.availability.map((b) => toAvailabilityBlock(b, owner)),
    outOfOfficeBlocks: raw.out_of_office_blocks.map((b) => toOutOfOfficeBlock(b, owner)),
  };
}
