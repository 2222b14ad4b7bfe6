import type { GatewayContext } from '../context';
import { loadAgent, type AgentObject } from '../shell/agent';
import {
  appointmentsOf,
  cancelAppointment,
  findAppointment,
  rescheduleAppointment,
  type ConnectionArgs,
  type RescheduleAppointmentInput,
} from './appointments';
import {
  createAvailabilityBlock,
  deleteAvailabilityBlock,
  updateAvailabilityBlock,
  type CreateAvailabilityBlockInput,
  type UpdateAvailabilityBlockInput,
} from './availability';
import { isSchedulerAvailable } from './gate';
import {
  createOutOfOfficeBlock,
  deleteOutOfOfficeBlock,
  updateOutOfOfficeBlock,
  type CreateOutOfOfficeBlockInput,
  type UpdateOutOfOfficeBlockInput,
} from './outOfOffice';
import type { ScheduleObject } from './schedule';
import {
  createSchedule,
  deleteSchedule,
  listSchedules,
  loadSchedule,
  updateSchedule,
  type CreateScheduleInput,
  type UpdateScheduleInput,
} from './schedules';
import { loadCalendars, loadRecipients, updateRecipients, type UpdateRecipientsInput } from './settings';
import { disableScheduler, enableScheduler, loadSubscription, type SchedulerAgentInput } from './subscription';

type Ctx = GatewayContext;
type Input<T> = { input: T };

/** Every payload's agent, loaded only when the client selects it, for refreshing lists in the same round trip. */
const payloadAgent = { agent: (p: { agentId: string }, _: unknown, ctx: Ctx) => loadAgent(ctx, p.agentId) };

export const schedulerResolvers = {
  Agent: {
    schedulerAvailable: (agent: AgentObject) => isSchedulerAvailable(agent.associateId),
    schedulerSubscription: (agent: AgentObject, _: unknown, ctx: Ctx) => loadSubscription(ctx, agent.associateId),
    appointments: (agent: AgentObject, args: ConnectionArgs, ctx: Ctx) => appointmentsOf(ctx, agent.associateId, args),
    schedules: (agent: AgentObject, _: unknown, ctx: Ctx) => listSchedules(ctx, agent.associateId),
    schedule: (agent: AgentObject, args: { id: string }, ctx: Ctx) => loadSchedule(ctx, agent.associateId, args.id),
    schedulerCalendars: (agent: AgentObject, _: unknown, ctx: Ctx) => loadCalendars(ctx, agent.associateId),
    appointmentNotificationRecipients: (agent: AgentObject, _: unknown, ctx: Ctx) =>
      loadRecipients(ctx, agent.associateId),
  },
  EnableSchedulerPayload: {
    ...payloadAgent,
    firstSchedule: (p: { firstSchedule: ScheduleObject | null | Error }) => {
      if (p.firstSchedule instanceof Error) throw p.firstSchedule;
      return p.firstSchedule;
    },
  },
  SchedulerSubscriptionPayload: payloadAgent,
  CancelAppointmentPayload: {
    ...payloadAgent,
    appointment: (p: { agentId: string; pk: number }, _: unknown, ctx: Ctx) => findAppointment(ctx, p.agentId, p.pk),
  },
  RescheduleAppointmentPayload: {
    ...payloadAgent,
    appointment: (p: { agentId: string; pk: number; appointment?: unknown }, _: unknown, ctx: Ctx) =>
      p.appointment ?? findAppointment(ctx, p.agentId, p.pk),
  },
  SchedulePayload: payloadAgent,
  AvailabilityBlockPayload: payloadAgent,
  OutOfOfficeBlockPayload: payloadAgent,
  SchedulerDeletePayload: payloadAgent,
  AppointmentNotificationRecipientsPayload: payloadAgent,
  Mutation: {
    enableScheduler: (_: unknown, { input }: Input<SchedulerAgentInput>, ctx: Ctx) => enableScheduler(ctx, input),
    disableScheduler: (_: unknown, { input }: Input<SchedulerAgentInput>, ctx: Ctx) => disableScheduler(ctx, input),
    cancelAppointment: (_: unknown, { input }: Input<{ id: string }>, ctx: Ctx) => cancelAppointment(ctx, input),
    rescheduleAppointment: (_: unknown, { input }: Input<RescheduleAppointmentInput>, ctx: Ctx) =>
      rescheduleAppointment(ctx, input),
    createSchedule: (_: unknown, { input }: Input<CreateScheduleInput>, ctx: Ctx) => createSchedule(ctx, input),
    updateSchedule: (_: unknown, { input }: Input<UpdateScheduleInput>, ctx: Ctx) => updateSchedule(ctx, input),
    deleteSchedule: (_: unknown, { input }: Input<{ id: string }>, ctx: Ctx) => deleteSchedule(ctx, input),
    createAvailabilityBlock: (_: unknown, { input }: Input<CreateAvailabilityBlockInput>, ctx: Ctx) =>
      createAvailabilityBlock(ctx, input),
    updateAvailabilityBlock: (_: unknown, { input }: Input<UpdateAvailabilityBlockInput>, ctx: Ctx) =>
      updateAvailabilityBlock(ctx, input),
    deleteAvailabilityBlock: (_: unknown, { input }: Input<{ id: string }>, ctx: Ctx) =>
      deleteAvailabilityBlock(ctx, input),
    createOutOfOfficeBlock: (_: unknown, { input }: Input<CreateOutOfOfficeBlockInput>, ctx: Ctx) =>
      createOutOfOfficeBlock(ctx, input),
    updateOutOfOfficeBlock: (_: unknown, { input }: Input<UpdateOutOfOfficeBlockInput>, ctx: Ctx) =>
      updateOutOfOfficeBlock(ctx, input),
    deleteOutOfOfficeBlock: (_: unknown, { input }: Input<{ id: string }>, ctx: Ctx) =>
      deleteOutOfOfficeBlock(ctx, input),
    updateAppointmentNotificationRecipients: (_: unknown, { input }: Input<UpdateRecipientsInput>, ctx: Ctx) =>
      updateRecipients(ctx, input),
  },
};
