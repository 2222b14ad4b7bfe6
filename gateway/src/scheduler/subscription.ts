import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import { upstreamFailure } from '../rest/errors';
import { isSchedulerAvailable, requireScheduler } from './gate';
import { subscriptionId } from './ids';
import { subscriptionPath } from './paths';
import { isRaw } from './raw';
import { createFirstSchedule } from './schedules';

export interface SubscriptionObject {
  id: string;
  active: boolean;
  justEnabled: boolean;
  justCanceled: boolean;
}

export interface SchedulerAgentInput {
  agentId: string;
}

/** The answer's value.active, when it has one. */
function activeOf(body: unknown): boolean | null {
  return isRaw(body) && isRaw(body.value) && typeof body.value.active === 'boolean' ? body.value.active : null;
}

function subscription(agentId: string, active: boolean, flags: Partial<SubscriptionObject> = {}): SubscriptionObject {
  return { id: subscriptionId(agentId), active, justEnabled: false, justCanceled: false, ...flags };
}

/** API-016, SCHED-001: value.active. Null, with no call, for an agent the scheduler is not available to. */
export async function loadSubscription(ctx: GatewayContext, agentId: string): Promise<SubscriptionObject | null> {
  if (!isSchedulerAvailable(agentId)) return null;
  await requireScheduler(ctx, agentId);
  const failure = MESSAGES.schedSubscriptionLoad; // ERR-014
  const body = await ctx.rest.get(subscriptionPath(agentId), { failure });
  if (!isRaw(body) || !isRaw(body.value)) throw upstreamFailure(failure);
  return subscription(agentId, body.value.active === true);
}

/**
 * API-017, SCHED-002, SCHED-003: the just-enabled flag is in this answer (decision D-36). A failure to create the
 * first schedule does not undo the subscription: it is the payload's firstSchedule error.
 */
export async function enableScheduler(ctx: GatewayContext, { agentId }: SchedulerAgentInput) {
  await requireScheduler(ctx, agentId);
  const answer = await ctx.rest.put(`${subscriptionPath(agentId)}enable/`, { failure: MESSAGES.schedSignUp });
  const firstSchedule = await createFirstSchedule(ctx, agentId).catch((error: unknown) => error as Error);
  return {
    subscription: subscription(agentId, activeOf(answer) ?? true, { justEnabled: true }),
    firstSchedule,
    agentId,
  };
}

/** API-018, SCHED-004: the just-canceled flag is in this answer (decision D-36). */
export async function disableScheduler(ctx: GatewayContext, { agentId }: SchedulerAgentInput) {
  await requireScheduler(ctx, agentId);
  const answer = await ctx.rest.put(`${subscriptionPath(agentId)}disable/`, { failure: MESSAGES.schedCancel });
  return { subscription: subscription(agentId, activeOf(answer) ?? false, { justCanceled: true }), agentId };
}
