import { extraLinesOf, INCLUDED_LINES, MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import { objectId } from '../billing/ids';
import { text } from '../billing/values';
import { upstreamError } from '../rest/errors';
import { toDate } from '../shell/dates';
import { count, record } from '../stats/range';
import { callTrackingPath } from './paths';

export type CallTrackingObject = ReturnType<typeof toCallTracking>;

/** API-079: the account (STATS-011); pool_size counts the included lines too (decision D-43). */
export function toCallTracking(raw: unknown, agentId: string) {
  const body = record(raw);
  const poolSize = count(body.pool_size);
  const numbers = Array.isArray(body.numbers) ? body.numbers.filter((n): n is string => typeof n === 'string') : [];
  return {
    id: objectId('CallTracking', agentId),
    agentId,
    poolSize,
    includedLines: INCLUDED_LINES,
    extraLines: extraLinesOf(poolSize),
    areaCode: text(body.area_code),
    sessionTrackerActive: body.session_tracker_active === true || numbers.length > 0,
    numbers,
    created: toDate(body.created),
  };
}

/**
 * API-079, STATS-011. A 404 means the agent has no account: null, and no error at all (ERR-091). Any other failure
 * is ERR-065. Callers have checked access to the agent.
 */
export async function loadCallTracking(ctx: GatewayContext, agentId: string): Promise<CallTrackingObject | null> {
  const failure = MESSAGES.callTrackingInfo;
  const response = await ctx.rest.getRaw(callTrackingPath(agentId), { failure });
  if (response.status === 404) return null;
  if (response.status < 200 || response.status >= 300) {
    throw upstreamError({ kind: 'status', status: response.status, body: response.body }, failure);
  }
  return toCallTracking(response.body, agentId);
}
