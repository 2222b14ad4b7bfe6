import type { AgentAppointmentsArgs, Resolvers } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { loadAgent, type AgentObject } from '../lib/agent';
import { early } from '../lib/lookAhead';
import { appointmentsOf, cancelAppointment, findAppointment, rescheduleAppointment } from './appointments';
import { createAvailabilityBlock, deleteAvailabilityBlock, updateAvailabilityBlock } from './availability';
import { isSchedulerAvailable } from './gate';
import { peopleOf } from './people';
import { createOutOfOfficeBlock, deleteOutOfOfficeBlock, updateOutOfOfficeBlock } from './outOfOffice';
import { createSchedule, deleteSchedule, listSchedules, loadSchedule, updateSchedule } from './schedules';
import { loadCalendars, loadRecipients, updateRecipients } from './settings';
import { disableScheduler, enableScheduler, loadSubscription } from './subscription';

/** Every payload's agent, loaded only when the client selects it, for refreshing lists in the same round trip. */
const payloadAgent = {
  agent: (p: { agentId: string }, _: unknown, ctx: GatewayContext) => loadAgent(ctx, p.agentId),
};

const agentIdOf = (agent: AgentObject) => agent.associateId;

/** Agent fields start with the agent's own call once access is granted (lookAhead); each checks the gate first. */
export const schedulerResolvers: Resolvers = {
  Agent: {
    schedulerAvailable: (agent) => isSchedulerAvailable(agent.associateId),
    schedulerSubscription: early(agentIdOf, (agentId, _: unknown, ctx) =>
      loadSubscription(ctx, agentId),
    ),
    appointments: early(agentIdOf, (agentId, args: AgentAppointmentsArgs, ctx) =>
      appointmentsOf(ctx, agentId, args),
    ),
    schedules: early(agentIdOf, (agentId, _: unknown, ctx) => listSchedules(ctx, agentId)),
    schedule: early(agentIdOf, (agentId, args: { pk: number }, ctx) => loadSchedule(ctx, agentId, args.pk)),
    schedulerCalendars: early(agentIdOf, (agentId, _: unknown, ctx) => loadCalendars(ctx, agentId)),
    appointmentNotificationRecipients: early(agentIdOf, (agentId, _: unknown, ctx) =>
      loadRecipients(ctx, agentId),
    ),
  },
  AvailabilityBlock: {
    staff: async (block, _, ctx) =>
      block.staffId ? ((await peopleOf(ctx, block.scheduleId, [block.staffId]))[0] ?? null) : null,
  },
  OutOfOfficeBlock: {
    associates: (block, _, ctx) => peopleOf(ctx, block.scheduleId, block.associateIds),
  },
  EnableSchedulerPayload: {
    ...payloadAgent,
    firstSchedule: (p) => {
      if (p.firstSchedule instanceof Error) throw p.firstSchedule;
      return p.firstSchedule;
    },
  },
  SchedulerSubscriptionPayload: payloadAgent,
  CancelAppointmentPayload: {
    ...payloadAgent,
    appointment: (p, _, ctx) => findAppointment(ctx, p.agentId, p.pk),
  },
  RescheduleAppointmentPayload: {
    ...payloadAgent,
    appointment: (p, _, ctx) => p.appointment ?? findAppointment(ctx, p.agentId, p.pk),
  },
  SchedulePayload: payloadAgent,
  AvailabilityBlockPayload: payloadAgent,
  OutOfOfficeBlockPayload: payloadAgent,
  SchedulerDeletePayload: payloadAgent,
  AppointmentNotificationRecipientsPayload: payloadAgent,
  Mutation: {
    enableScheduler: (_, { input }, ctx) => enableScheduler(ctx, input),
    disableScheduler: (_, { input }, ctx) => disableScheduler(ctx, input),
    cancelAppointment: (_, { input }, ctx) => cancelAppointment(ctx, input),
    rescheduleAppointment: (_, { input }, ctx) => rescheduleAppointment(ctx, input),
    createSchedule: (_, { input }, ctx) => createSchedule(ctx, input),
    updateSchedule: (_, { input }, ctx) => updateSchedule(ctx, input),
    deleteSchedule: (_, { input }, ctx) => deleteSchedule(ctx, input),
    createAvailabilityBlock: (_, { input }, ctx) => createAvailabilityBlock(ctx, input),
    updateAvailabilityBlock: (_, { input }, ctx) => updateAvailabilityBlock(ctx, input),
    deleteAvailabilityBlock: (_, { input }, ctx) => deleteAvailabilityBlock(ctx, input),
    createOutOfOfficeBlock: (_, { input }, ctx) => createOutOfOfficeBlock(ctx, input),
    updateOutOfOfficeBlock: (_, { input }, ctx) => updateOutOfOfficeBlock(ctx, input),
    deleteOutOfOfficeBlock: (_, { input }, ctx) => deleteOutOfOfficeBlock(ctx, input),
    updateAppointmentNotificationRecipients: (_, { input }, ctx) => updateRecipients(ctx, input),
  },
};
