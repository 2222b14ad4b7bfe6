import { MESSAGES, newScheduleLabel, validateSchedule } from '@portal/rules';
import { schedulerCalls, teamCalls } from '@portal/rules/contract';
import type { CreateScheduleInput, DeleteScheduleInput, UpdateScheduleInput } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { requireAgentDomains } from '../lib/domainList';
import { refuseRuleErrors } from '../lib/ruleErrors';
import { answerWithStatus, callExpectingStatus } from './exactStatus';
import { requireScheduler } from './gate';
import { refOf } from './ids';
import { toSchedule, type ScheduleObject } from './schedule';

/** API-022, SCHED-010. Callers have checked the gate. */
export async function loadSchedules(ctx: GatewayContext, agentId: string): Promise<ScheduleObject[]> {
  const list = await ctx.rest.call(schedulerCalls.schedules, {
    path: { agentId },
    failure: MESSAGES.schedulesLoad, // ERR-020
  });
  return list.map((s) => toSchedule(s, agentId));
}

/**
 * Agent.schedules: the blocks' people are named from the agent's team (people.ts), so the team (API-074) is asked
 * together with the list rather than after it (issue #14: one wave per page); the request shares the one answer.
 */
export async function listSchedules(ctx: GatewayContext, agentId: string) {
  await requireScheduler(ctx, agentId);
  ctx.rest.prefetchCall(teamCalls.team, { path: { agentId } });
  return loadSchedules(ctx, agentId);
}

/** API-024 (200), SCHED-012; null for a number that is not one of the agent's schedules (the upstream's 404). */
export async function loadSchedule(ctx: GatewayContext, agentId: string, pk: number): Promise<ScheduleObject | null> {
  await requireScheduler(ctx, agentId);
  if (!Number.isSafeInteger(pk) || pk < 1) return null;
  const options = { path: { agentId, id: pk }, failure: MESSAGES.schedulesLoad };
  // The upstream's 404 is the answer "no such schedule", not a failure.
  const response = await ctx.rest.callRaw(schedulerCalls.schedule, options);
  if (response.status === 404) return null;
  return toSchedule(answerWithStatus(ctx, schedulerCalls.schedule, response, options.failure), agentId);
}

const normalizeDomains = (domains: readonly string[]) => [...new Set(domains.map((d) => d.trim().toLowerCase()))];

/** API-023: POST {agent, label, domains}, 201 expected (SCHED-011). */
async function postSchedule(ctx: GatewayContext, agentId: string, label: string, domains: string[]) {
  const answer = await callExpectingStatus(ctx, schedulerCalls.createSchedule, {
    path: { agentId },
    body: { agent: agentId, label, domains },
    failure: MESSAGES.scheduleCreate, // ERR-021
  });
  return toSchedule(answer, agentId);
}

export async function createSchedule(ctx: GatewayContext, input: CreateScheduleInput) {
  await requireScheduler(ctx, input.agentId);
  const label = input.label == null ? newScheduleLabel() : input.label.trim(); // CONST-009
  const domains = normalizeDomains(input.domains ?? []);
  refuseRuleErrors(validateSchedule({ label, domains }));
  // The provider takes a schedule's domains as they come: another agent's is refused first (decision D-162).
  await requireAgentDomains(ctx, input.agentId, domains);
  return { schedule: await postSchedule(ctx, input.agentId, label, domains), agentId: input.agentId };
}

/** SCHED-003: after enabling, a first schedule when the agent has none; null when there are some. */
export async function createFirstSchedule(ctx: GatewayContext, agentId: string): Promise<ScheduleObject | null> {
  const existing = await loadSchedules(ctx, agentId);
  return existing.length > 0 ? null : postSchedule(ctx, agentId, newScheduleLabel(), []);
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
  await requireAgentDomains(ctx, agentId, body.domains ?? []); // D-162
  const answer = await callExpectingStatus(ctx, schedulerCalls.updateSchedule, { path: { agentId, id: pk }, body, failure });
  return { schedule: toSchedule(answer, agentId), agentId };
}

/** API-026 (204), SCHED-014. */
export async function deleteSchedule(ctx: GatewayContext, input: DeleteScheduleInput) {
  const failure = MESSAGES.scheduleDelete; // ERR-023
  const { agentId, pk } = refOf(input.id, 'Schedule', failure);
  await requireScheduler(ctx, agentId);
  await callExpectingStatus(ctx, schedulerCalls.deleteSchedule, { path: { agentId, id: pk }, failure });
  return { deletedId: input.id, agentId };
}
