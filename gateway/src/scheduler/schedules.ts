import { MESSAGES, newScheduleLabel, validateSchedule } from '@portal/rules';
import type { GatewayContext } from '../context';
import { refuseRuleErrors } from '../domains/ruleErrors';
import { upstreamError, upstreamFailure } from '../rest/errors';
import { expectStatus } from './expectStatus';
import { requireScheduler } from './gate';
import { parseSchedulerId, refOf } from './ids';
import { schedulePath, schedulesPath } from './paths';
import { toSchedule, type ScheduleObject } from './schedule';

/** API-022, SCHED-010. Callers have checked the gate. */
export async function loadSchedules(ctx: GatewayContext, agentId: string): Promise<ScheduleObject[]> {
  const failure = MESSAGES.schedulesLoad; // ERR-020
  const raw = await ctx.rest.get(schedulesPath(agentId), { failure });
  if (!Array.isArray(raw)) throw upstreamFailure(failure);
  return raw.map((s) => toSchedule(s, agentId, failure));
}

export async function listSchedules(ctx: GatewayContext, agentId: string) {
  await requireScheduler(ctx, agentId);
  return loadSchedules(ctx, agentId);
}

/** API-024 (200), SCHED-012; null for an id that is not one of the agent's schedules. */
export async function loadSchedule(ctx: GatewayContext, agentId: string, id: string): Promise<ScheduleObject | null> {
  await requireScheduler(ctx, agentId);
  const ref = parseSchedulerId(id, 'Schedule');
  if (!ref || ref.agentId !== agentId) return null;
  const failure = MESSAGES.schedulesLoad;
  const response = await ctx.rest.getRaw(schedulePath(agentId, ref.pk), { failure });
  if (response.status === 404) return null;
  if (response.status !== 200) {
    throw response.status >= 200 && response.status < 300
      ? upstreamFailure(failure)
      : upstreamError({ kind: 'status', status: response.status, body: response.body }, failure);
  }
  return toSchedule(response.body, agentId, failure);
}

const normalizeDomains = (domains: readonly string[]) => [...new Set(domains.map((d) => d.trim().toLowerCase()))];

/** API-023: POST {agent, label, domains}, 201 expected (SCHED-011). */
async function postSchedule(ctx: GatewayContext, agentId: string, label: string, domains: string[]) {
  const failure = MESSAGES.scheduleCreate; // ERR-021
  const answer = await expectStatus(ctx, 'POST', schedulesPath(agentId), 201, {
    body: { agent: agentId, label, domains },
    failure,
  });
  return toSchedule(answer, agentId, failure);
}

export interface CreateScheduleInput {
  agentId: string;
  label?: string | null;
  domains?: string[] | null;
}

export async function createSchedule(ctx: GatewayContext, input: CreateScheduleInput) {
  await requireScheduler(ctx, input.agentId);
  const label = input.label == null ? newScheduleLabel() : input.label.trim(); // CONST-009
  const domains = normalizeDomains(input.domains ?? []);
  refuseRuleErrors(validateSchedule({ label, domains }));
  return { schedule: await postSchedule(ctx, input.agentId, label, domains), agentId: input.agentId };
}

/** SCHED-003: after enabling, a first schedule when the agent has none; null when there are some. */
export async function createFirstSchedule(ctx: GatewayContext, agentId: string): Promise<ScheduleObject | null> {
  const existing = await loadSchedules(ctx, agentId);
  return existing.length > 0 ? null : postSchedule(ctx, agentId, newScheduleLabel(), []);
}

export interface UpdateScheduleInput {
  id: string;
  label?: string | null;
  domains?: string[] | null;
}

/** API-025 (200), SCHED-013: only the fields given. */
export async function updateSchedule(ctx: GatewayContext, input: UpdateScheduleInput) {
  const failure = MESSAGES.scheduleUpdate; // ERR-022
  const { agentId, pk } = refOf(input.id, 'Schedule', failure);
  await requireScheduler(ctx, agentId);
  const body: { label?: string; domains?: string[] } = {};
  if (input.label != null) body.label = input.label.trim();
  if (input.domains != null) body.domains = normalizeDomains(input.domains);
  refuseRuleErrors(validateSchedule(body));
  const answer = await expectStatus(ctx, 'PATCH', schedulePath(agentId, pk), 200, { body, failure });
  return { schedule: toSchedule(answer, agentId, failure), agentId };
}

/** API-026 (204), SCHED-014. */
export async function deleteSchedule(ctx: GatewayContext, input: { id: string }) {
  const failure = MESSAGES.scheduleDelete; // ERR-023
  const { agentId, pk } = refOf(input.id, 'Schedule', failure);
  await requireScheduler(ctx, agentId);
  await expectStatus(ctx, 'DELETE', schedulePath(agentId, pk), 204, { failure });
  return { deletedId: input.id, agentId };
}
