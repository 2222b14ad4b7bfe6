// What the resolvers of this area's GraphQL types receive as their parent (see gateway/codegen.ts). Every payload
// carries the agent's id, from which its `agent` field is loaded only when selected.
import type { AppointmentObject } from './appointment';
import type { AvailabilityBlockObject, OutOfOfficeBlockObject, ScheduleObject } from './schedule';
import type { SubscriptionObject } from './subscription';

interface ForAgent {
  agentId: string;
}

export type SchedulerSubscriptionPayloadParent = ForAgent & { subscription: SubscriptionObject };
/** firstSchedule is the Error of a failed first schedule, thrown by its field resolver (decision D-36). */
export type EnableSchedulerPayloadParent = SchedulerSubscriptionPayloadParent & {
  firstSchedule: ScheduleObject | null | Error;
};
export type CancelAppointmentPayloadParent = ForAgent & { canceledId: string; pk: number };
/** The answer's appointment, or null when the upstream answered none and the list is read. */
export type RescheduleAppointmentPayloadParent = ForAgent & { pk: number; appointment: AppointmentObject | null };
export type SchedulePayloadParent = ForAgent & { schedule: ScheduleObject };
export type AvailabilityBlockPayloadParent = ForAgent & { availabilityBlock: AvailabilityBlockObject };
export type OutOfOfficeBlockPayloadParent = ForAgent & { outOfOfficeBlock: OutOfOfficeBlockObject };
export type SchedulerDeletePayloadParent = ForAgent & { deletedId: string };
export type AppointmentNotificationRecipientsPayloadParent = ForAgent & { recipients: string[] };
/** The blocks as mapped from the upstream; the people behind their ids are resolved only when selected. */
export type AvailabilityBlockParent = AvailabilityBlockObject;
export type OutOfOfficeBlockParent = OutOfOfficeBlockObject;
