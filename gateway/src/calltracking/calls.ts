import { CALL_LIST_LIMIT, MESSAGES, validatePaging, type CallSortKey, type SortDirection } from '@portal/rules';
import type { GatewayContext } from '../context';
import { objectId } from '../billing/ids';
import { toListConnection, type ListArgs } from '../billing/listConnection';
import { idOf, text } from '../billing/values';
import { refuseRuleErrors } from '../domains/ruleErrors';
import { upstreamFailure } from '../rest/errors';
import { toDate } from '../shell/dates';
import { count, record, records, requireStatsRange, type StatsRangeArgs } from '../stats/range';
import type { CallTrackingObject } from './account';
import { callTrackingPath } from './paths';

export interface CallsArgs extends StatsRangeArgs, ListArgs {
  sort?: CallSortKey | null;
  sortDir?: SortDirection | null;
  page?: number | null;
}

export function toCall(raw: Record<string, unknown>, agentId: string) {
  const callId = idOf(raw.id);
  const started = toDate(raw.started);
  if (!callId || !started) return null;
  return {
    id: objectId('Call', `${agentId}/${callId}`),
    callId,
    started,
    duration: count(raw.duration),
    callerNumber: text(raw.caller_number) ?? '',
    trackingNumber: text(raw.tracking_number) ?? '',
    status: text(raw.status) ?? '',
    domainName: text(raw.domain_name),
  };
}

type CallObject = NonNullable<ReturnType<typeof toCall>>;

interface CallsQuery {
  sort: CallSortKey;
  sortDir: SortDirection;
  page: number;
}

/** API-084: every call of the range in one answer (limit 9999, CONST-025), after VALID-043. */
async function fetchCalls(ctx: GatewayContext, account: CallTrackingObject, args: StatsRangeArgs, q: CallsQuery, failure: string) {
  const range = requireStatsRange(args);
  const raw = await ctx.rest.get(`${callTrackingPath(account.agentId)}calls/`, {
    query: { start: range.start, end: range.end, sort: q.sort, sort_dir: q.sortDir, page: q.page, limit: CALL_LIST_LIMIT },
    failure,
  });
  const body = record(raw);
  if (!Array.isArray(body.calls)) throw upstreamFailure(failure);
  const calls = records(body.calls)
    .map((c) => toCall(c, account.agentId))
    .filter((c): c is CallObject => c !== null);
  return { callCount: typeof body.call_count === 'number' ? count(body.call_count) : calls.length, calls };
}

const DEFAULT_QUERY: CallsQuery = { sort: 'started', sortDir: 'desc', page: 1 };

/** STATS-012: the calls table; a failure is ERR-070. totalCount is the upstream's call_count. */
export async function loadCalls(ctx: GatewayContext, account: CallTrackingObject, args: CallsArgs) {
  const page = args.page ?? DEFAULT_QUERY.page;
  refuseRuleErrors(validatePaging(page));
  const q = { sort: args.sort ?? DEFAULT_QUERY.sort, sortDir: args.sortDir ?? DEFAULT_QUERY.sortDir, page };
  const { callCount, calls } = await fetchCalls(ctx, account, args, q, MESSAGES.callTrackingCalls);
  const connection = toListConnection(calls, (c) => c.callId, args);
  return { ...connection, totalCount: callCount };
}

/**
 * The call history (decision D-43): calls and answered calls per UTC day over the range, only days with calls, from
 * the same API-084 request as the default calls table (one upstream call when both are asked). Failure: ERR-071.
 */
export async function loadCallHistory(ctx: GatewayContext, account: CallTrackingObject, args: StatsRangeArgs) {
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
export async function loadCallStats(ctx: GatewayContext, account: CallTrackingObject) {
  const raw = await ctx.rest.get(`${callTrackingPath(account.agentId)}stats/`, { failure: MESSAGES.callTrackingData });
  const body = record(raw);
  return {
    callCount: count(body.call_count),
    answered: count(body.answered),
    missed: count(body.missed),
    voicemail: count(body.voicemail),
    averageDuration: count(body.average_duration),
    firstCall: toDate(body.first_call),
    lastCall: toDate(body.last_call),
  };
}
