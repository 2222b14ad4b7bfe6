import { MESSAGES } from '@portal/rules';
import { schedulerCalls } from '@portal/rules/contract';
import type { AgentAppointmentsArgs, CancelAppointmentInput, RescheduleAppointmentInput } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { toConnection } from '../lib/connection';
import { toAppointment, type AppointmentObject } from './appointment';
import { requireScheduler } from './gate';
import { refOf } from './ids';

const keyOf = (a: AppointmentObject) => `${a.startAt.toISOString()}|${String(a.pk).padStart(12, '0')}`;
const bySoonest = (a: AppointmentObject, b: AppointmentObject) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0);

/** API-019, SCHED-005, soonest first. Callers have checked the gate. */
async function loadAppointments(ctx: GatewayContext, agentId: string): Promise<AppointmentObject[]> {
  const list = await ctx.rest.call(schedulerCalls.appointments, {
    path: { agentId },
    failure: MESSAGES.appointmentsLoad, // ERR-017
  });
  return list.map((a) => toAppointment(a, agentId)).sort(bySoonest);
}

/** The cursor is the start time and pk, so it still points at the right place after the list changed. */
function appointmentConnection(appointments: AppointmentObject[], args: AgentAppointmentsArgs) {
  return toConnection(appointments, args, { keyOf, isPast: (a, key) => keyOf(a) > key });
}

export async function appointmentsOf(ctx: GatewayContext, agentId: string, args: AgentAppointmentsArgs) {
  await requireScheduler(ctx, agentId);
  return appointmentConnection(await loadAppointments(ctx, agentId), args);
}

/** The appointment as a fresh list answers it (every write empties the request's GET cache), or null. */
export async function findAppointment(ctx: GatewayContext, agentId: string, pk: number) {
  return (await loadAppointments(ctx, agentId)).find((a) => a.pk === pk) ?? null;
}

/** API-020, SCHED-008. */
export async function cancelAppointment(ctx: GatewayContext, input: CancelAppointmentInput) {
  const failure = MESSAGES.appointmentCancel; // ERR-018
  const { agentId, pk } = refOf(input.id, 'Appointment', failure);
  await requireScheduler(ctx, agentId);
  await ctx.rest.call(schedulerCalls.cancelAppointment, { path: { agentId, id: pk }, failure });
  return { canceledId: input.id, agentId, pk };
}

/** API-021, SCHED-009: POST {start_at} (decision D-37); the answer, or else the fresh list, gives the appointment. */
export async function rescheduleAppointment(ctx: GatewayContext, input: RescheduleAppointmentInput) {
  const failure = MESSAGES.appointmentReschedule; // ERR-019
  const { agentId, pk } = refOf(input.id, 'Appointment', failure);
  await requireScheduler(ctx, agentId);
  const answer = await ctx.rest.call(schedulerCalls.rescheduleAppointment, {
    path: { agentId, id: pk },
    body: { start_at: input.startAt.toISOString().replace('.000Z', 'Z') },
    failure,
  });
  return { appointment: answer && toAppointment(answer, agentId), agentId, pk };
}
