import { MESSAGES } from '@portal/rules';
import { schedulerCalls } from '@portal/rules/contract';
import type { SchedulerSubscriptionInput } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { isSchedulerAvailable, requireScheduler } from './gate';
import { subscriptionId } from './ids';
import { createFirstSchedule } from './schedules';

export interface SubscriptionObject {
  id: string;
  active: boolean;
  justEnabled: boolean;
  justCanceled: boolean;
}

function subscription(agentId: string, active: boolean, flags: Partial<SubscriptionObject> = {}): SubscriptionObject {
  return { id: subscriptionId(agentId), active, justEnabled: false, justCanceled: false, ...flags };
}

/** API-016, SCHED-001: value.active. Null, with no call, for an agent the scheduler is not available to. */
export async function loadSubscription(ctx: GatewayContext, agentId: string): Promise<SubscriptionObject | null> {
  if (!isSchedulerAvailable(agentId)) return null;
  await requireScheduler(ctx, agentId);
  const answer = await ctx.rest.call(schedulerCalls.subscription, {
    path: { agentId },
    failure: MESSAGES.schedSubscriptionLoad, // ERR-014
  });
  return subscription(agentId, answer.value.active);
}

/**
 * API-017, SCHED-002, SCHED-003: the just-enabled flag is in this answer (decision D-36). A failure to create the
 * first schedule does not undo the subscription: it is the payload's firstSchedule error.
 */
export async function enableScheduler(ctx: GatewayContext, { agentId }: SchedulerSubscriptionInput) {
  await requireScheduler(ctx, agentId);
  const answer = await ctx.rest.call(schedulerCalls.enable, { path: { agentId }, failure: MESSAGES.schedSignUp });
  const firstSchedule = await createFirstSchedule(ctx, agentId).catch((error: unknown) => error as Error);
  return {
    subscription: subscription(agentId, answer.value.active, { justEnabled: true }),
    firstSchedule,
    agentId,
  };
}

/** API-018, SCHED-004: the just-canceled flag is in this answer (decision D-36). */
export async function disableScheduler(ctx: GatewayContext, { agentId }: SchedulerSubscriptionInput) {
  await requireScheduler(ctx, agentId);
  const answer = await ctx.rest.call(schedulerCalls.disable, { path: { agentId }, failure: MESSAGES.schedCancel });
  return { subscription: subscription(agentId, answer.value.active, { justCanceled: true }), agentId };
}
