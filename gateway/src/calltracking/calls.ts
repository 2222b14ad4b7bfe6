import { CALL_LIST_LIMIT, MESSAGES, validatePaging, type CallSortKey, type SortDirection } from '@portal/rules';
import { callTrackingCalls, type TrackedCallRecord } from '@portal/rules/contract';
import type { CallTrackingCallsArgs } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { objectId } from '../lib/objectId';
import { toConnection } from '../lib/connection';
import { refuseRuleErrors } from '../lib/ruleErrors';
import { requireStatsRange, type StatsRangeArgs } from '../lib/statsRange';
import type { CallTrackingObject } from './account';

function toCall(call: TrackedCallRecord, agentId: string) {
  const callId = String(call.id);
  return {
    id: objectId('Call', `${agentId}/${callId}`),
    callId,
    started: new Date(call.started),
    duration: call.duration,
    callerNumber: call.caller_number,
    trackingNumber: call.tracking_number,
    status: call.status,
    domainName: call.domain_name,
  };
}

interface CallsQuery {
  sort: CallSortKey;
  sortDir: SortDirection;
  page: number;
}

/** API-084: every call of the range in one answer (limit 9999, CONST-025), after VALID-043. */
async function fetchCalls(
  ctx: GatewayContext,
  account: Pick<CallTrackingObject, 'agentId'>,
  args: StatsRangeArgs,
  q: CallsQuery,
  failure: string,
) {
  const range = requireStatsRange(args);
  const answer = await ctx.rest.call(callTrackingCalls.calls, {
    path: { agentId: account.agentId },
    query: { start: range.start, end: range.end, sort: q.sort, sort_dir: q.sortDir, page: q.page, limit: CALL_LIST_LIMIT },
    failure,
  });
  return { callCount: answer.call_count, calls: answer.calls.map((c) => toCall(c, account.agentId)) };
}

const DEFAULT_QUERY: CallsQuery = { sort: 'started', sortDir: 'desc', page: 1 };

/** STATS-012: the calls table; a failure is ERR-070. totalCount is the upstream's call_count. */
export async function loadCalls(ctx: GatewayContext, account: Pick<CallTrackingObject, 'agentId'>, args: CallTrackingCallsArgs) {
  const page = args.page ?? DEFAULT_QUERY.page;
  refuseRuleErrors(validatePaging(page));
  const q = { sort: args.sort ?? DEFAULT_QUERY.sort, sortDir: args.sortDir ?? DEFAULT_QUERY.sortDir, page };
  const { callCount, calls } = await fetchCalls(ctx, account, args, q, MESSAGES.callTrackingCalls);
  const connection = toConnection(calls, args, { keyOf: (c) => c.callId });
  return { ...connection, totalCount: callCount };
}

/**
 * The call history (decision D-43): calls and answered calls per UTC day over the range, only days with calls, from
 * the same API-084 request as the default calls table (one upstream call when both are asked). Failure: ERR-071.
 */
export async function loadCallHistory(ctx: GatewayContext, account: Pick<CallTrackingObject, 'agentId'>, args: StatsRangeArgs) {
  const { calls } = await fetchCalls(ctx, account, args, DEFAULT_QUERY, MESSAGES.callTrackingHistory);
  const days = new Map<string, { date: string; calls: number; answered: number }>();
  for (const call of calls) {
    const date = call.started.toISOString().slice(0, 10);
    const day = days.get(date) ?? { date, calls: 0, answered: 0 };
    day.calls += 1;
    if (call.status === 'answered') day.answered += 1;
    days.set(date, day);
  }
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** API-085, STATS-012: the account's call stats; a failure is ERR-072. */
export async function loadCallStats(ctx: GatewayContext, account: Pick<CallTrackingObject, 'agentId'>) {
  const stats = await ctx.rest.call(callTrackingCalls.stats, {
    path: { agentId: account.agentId },
    failure: MESSAGES.callTrackingData,
  });
  return {
    callCount: stats.call_count,
    answered: stats.answered,
    missed: stats.missed,
    voicemail: stats.voicemail,
    averageDuration: stats.average_duration,
    firstCall: stats.first_call === null ? null : new Date(stats.first_call),
    lastCall: stats.last_call === null ? null : new Date(stats.last_call),
  };
}
