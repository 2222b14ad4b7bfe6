import { MESSAGES, poolSizeFor, validateAreaCode, validateExtraLines } from '@portal/rules';
import { callTrackingCalls } from '@portal/rules/contract';
import type {
  CreateCallTrackingInput,
  DisableCallTrackingInput,
  RetrySessionTrackerInput,
  SetPoolSizeInput,
} from '../__generated__/resolvers';
import { requireAdmin, requireAgentAccess } from '../session/guards';
import type { GatewayContext } from '../context';
import { refuseRuleErrors } from '../lib/ruleErrors';

/** The payload reads the account and the agent again after the write. */
export interface CallTrackingWriteResult {
  agentId: string;
}

/** What retrySessionTracker answers besides the account and the agent, which the payload reads again. */
export interface RetrySessionTrackerResult extends CallTrackingWriteResult {
  noNumbers: boolean;
  message: string | null;
  severity: 'info' | null;
}

/** API-080, ADMIN-030. Internal users only (decision D-43); VALID-040 before the PUT. */
export async function setPoolSize(ctx: GatewayContext, input: SetPoolSizeInput): Promise<CallTrackingWriteResult> {
  await requireAdmin(ctx);
  refuseRuleErrors(validateExtraLines(input.extraLines));
  await ctx.rest.call(callTrackingCalls.setPoolSize, {
    path: { agentId: input.agentId },
    body: { pool_size: poolSizeFor(input.extraLines) },
    failure: MESSAGES.callTrackingSave, // ERR-066
  });
  return { agentId: input.agentId };
}

/** API-081, ADMIN-031. Internal users only (decision D-43); the body is {pool_size} (decision D-43). */
export async function createCallTracking(
  ctx: GatewayContext,
  input: CreateCallTrackingInput,
): Promise<CallTrackingWriteResult> {
  await requireAdmin(ctx);
  const extraLines = input.extraLines ?? 0;
  refuseRuleErrors(validateExtraLines(extraLines));
  await ctx.rest.call(callTrackingCalls.create, {
    path: { agentId: input.agentId },
    body: { pool_size: poolSizeFor(extraLines) },
    failure: MESSAGES.callTrackingCreate, // ERR-067
  });
  return { agentId: input.agentId };
}

/** API-082, ADMIN-032. Internal users only (decision D-43). */
export async function disableCallTracking(
  ctx: GatewayContext,
  input: DisableCallTrackingInput,
): Promise<CallTrackingWriteResult> {
  await requireAdmin(ctx);
  await ctx.rest.call(callTrackingCalls.disable, {
    path: { agentId: input.agentId },
    failure: MESSAGES.callTrackingDisable, // ERR-068
  });
  return { agentId: input.agentId };
}

/**
 * API-083, STATS-013: whoever may see the agent (decision D-43). success false is not an error: no numbers exist for
 * that area code, an info-level result with ERR-092's text. A failed call is ERR-069.
 */
export async function retrySessionTracker(
  ctx: GatewayContext,
  input: RetrySessionTrackerInput,
): Promise<RetrySessionTrackerResult> {
  await requireAgentAccess(ctx, input.agentId);
  const code = input.areaCode.trim();
  refuseRuleErrors(validateAreaCode(code));
  const answer = await ctx.rest.call(callTrackingCalls.retrySessionTracker, {
    path: { agentId: input.agentId },
    body: { code },
    failure: MESSAGES.callTrackingAreaCode,
  });
  const noNumbers = !answer.success;
  return {
    agentId: input.agentId,
    noNumbers,
    message: noNumbers ? MESSAGES.noAreaCodeNumbers : null,
    severity: noNumbers ? 'info' : null,
  };
}
