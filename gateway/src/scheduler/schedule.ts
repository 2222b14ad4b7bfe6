import { isCommunicationMedium, weekdaysOfRule, type CommunicationMedium, type Weekday } from '@portal/rules';
import { upstreamFailure } from '../rest/errors';
import { schedulerId } from './ids';
import { ints, isRaw, positiveInt, text, texts } from './raw';

export interface AvailabilityBlockObject {
  id: string;
  pk: number;
  agentId: string | null;
  staffId: string | null;
  start: string;
  end: string;
  recurrences: string;
  weekdays: Weekday[];
  meetingLengths: number[];
  communicationMediums: CommunicationMedium[];
  location: string | null;
  scheduleId: string;
  schedulePk: number;
}

export interface OutOfOfficeBlockObject {
  id: string;
  pk: number;
  date: string;
  start: string;
  end: string;
  scheduleId: string;
  schedulePk: number;
  associateIds: string[];
  repeatsAnnually: boolean;
}

export interface ScheduleObject {
  id: string;
  pk: number;
  agentId: string;
  label: string;
  domains: string[];
  availability: AvailabilityBlockObject[];
  outOfOfficeBlocks: OutOfOfficeBlockObject[];
}

/** SCHED-016. `owner` is the agent in the path: ids are made from it. */
export function toAvailabilityBlock(
  raw: unknown,
  owner: string,
  failure: string,
  schedulePk?: number,
): AvailabilityBlockObject {
  const pk = isRaw(raw) ? positiveInt(raw.id) : null;
  const schedule = (isRaw(raw) ? positiveInt(raw.schedule) : null) ?? schedulePk ?? null;
  if (!isRaw(raw) || pk === null || schedule === null) throw upstreamFailure(failure);
  const recurrences = text(raw.recurrences) ?? '';
  return {
    id: schedulerId('AvailabilityBlock', owner, pk),
    pk,
    agentId: text(raw.agent),
    staffId: text(raw.staff),
    start: text(raw.start) ?? '',
    end: text(raw.end) ?? '',
    recurrences,
    weekdays: weekdaysOfRule(recurrences) ?? [],
    meetingLengths: ints(raw.meeting_lengths),
    communicationMediums: Array.isArray(raw.communication_mediums)
      ? raw.communication_mediums.filter(isCommunicationMedium)
      : [],
    location: text(raw.location),
    scheduleId: schedulerId('Schedule', owner, schedule),
    schedulePk: schedule,
  };
}

/** SCHED-021. */
export function toOutOfOfficeBlock(
  raw: unknown,
  owner: string,
  failure: string,
  schedulePk?: number,
): OutOfOfficeBlockObject {
  const pk = isRaw(raw) ? positiveInt(raw.id) : null;
  const schedule = (isRaw(raw) ? positiveInt(raw.schedule) : null) ?? schedulePk ?? null;
  if (!isRaw(raw) || pk === null || schedule === null) throw upstreamFailure(failure);
  return {
    id: schedulerId('OutOfOfficeBlock', owner, pk),
    pk,
    date: text(raw.date) ?? '',
    start: text(raw.start) ?? '',
    end: text(raw.end) ?? '',
    scheduleId: schedulerId('Schedule', owner, schedule),
    schedulePk: schedule,
    associateIds: texts(raw.associate_ids),
    repeatsAnnually: raw.repeats_annually === true,
  };
}

/** SCHED-010: id, agent, label, domains and the blocks (decision D-37). */
export function toSchedule(raw: unknown, owner: string, failure: string): ScheduleObject {
  const pk = isRaw(raw) ? positiveInt(raw.id) : null;
  if (!isRaw(raw) || pk === null) throw upstreamFailure(failure);
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  return {
    id: schedulerId('Schedule', owner, pk),
    pk,
    agentId: text(raw.agent) ?? owner,
    label: text(raw.label) ?? '',
    domains: texts(raw.domains),
    availability: list(raw.availability).map((b) => toAvailabilityBlock(b, owner, failure, pk)),
    outOfOfficeBlocks: list(raw.out_of_office_blocks).map((b) => toOutOfOfficeBlock(b, owner, failure, pk)),
  };
}
