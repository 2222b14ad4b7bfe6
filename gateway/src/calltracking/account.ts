import { extraLinesOf, INCLUDED_LINES, MESSAGES } from '@portal/rules';
import { callTrackingCalls, type CallTrackingAccountRecord } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import { objectId } from '../lib/objectId';
import { upstreamError } from '../rest/errors';

export type CallTrackingObject = ReturnType<typeof toCallTracking>;

/**
 * API-079: the account (STATS-011). pool_size counts the included lines too (decision D-43); the included and extra
 * lines are the rules', so they always agree with the pool size the toolbox sets.
 */
function toCallTracking(account: CallTrackingAccountRecord, agentId: string) {
  return {
    id: objectId('CallTracking', agentId),
    agentId,
    poolSize: account.pool_size,
    includedLines: INCLUDED_LINES,
    extraLines: extraLinesOf(account.pool_size),
    areaCode: account.area_code,
    sessionTrackerActive: account.session_tracker_active || account.numbers.length > 0,
    numbers: account.numbers,
    created: new Date(account.created),
  };
}

/**
 * API-079, STATS-011. A 404 means the agent has no account: null, and no error at all (ERR-091). Any other failure
 * is ERR-065. Callers have checked access to the agent.
 */
export async function loadCallTracking(ctx: GatewayContext, agentId: string): Promise<CallTrackingObject | null> {
  const options = { path: { agentId }, failure: MESSAGES.callTrackingInfo };
  const response = await ctx.rest.callRaw(callTrackingCalls.account, options);
  if (response.status === 404) return null;
  if (response.status < 200 || response.status >= 300) {
    throw upstreamError({ kind: 'status', status: response.status, body: response.body }, options.failure);
  }
  return toCallTracking(ctx.rest.answerOf(callTrackingCalls.account, response, options.failure), agentId);
}
