import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import { objectId } from '../billing/ids';
import { toListConnection, type ListArgs } from '../billing/listConnection';
import { idOf, text } from '../billing/values';
import { fromGlobalId } from '../relay/globalId';
import { badUserInput, upstreamFailure } from '../rest/errors';
import { toDate } from '../shell/dates';
import { records } from '../stats/range';
import { requireOverview } from './access';
import { approvePath, OVERVIEW_CALLS, queueItemPath } from './paths';

export const QUEUE_ITEM_TYPE = 'OverviewQueueItem';
export const OVERVIEW_ID = objectId('Overview', 'corporate');
export const BAD_ITEM_ID = 'That is not an approval queue item.';

function toQueueItem(raw: Record<string, unknown>) {
  const overrideId = idOf(raw.id);
  const time = toDate(raw.time);
  if (!overrideId || !time) return null;
  const associateId = text(raw.associate_id) ?? '';
  return {
    id: objectId(QUEUE_ITEM_TYPE, overrideId),
    overrideId: Number(overrideId),
    associateId,
    agentName: text(raw.agent_name) || associateId,
    domainName: text(raw.domain_name) ?? '',
    key: text(raw.key) ?? '',
    subkey: text(raw.subkey) ?? '',
    pageKey: text(raw.page_key) ?? '',
    type: text(raw.type) ?? '',
    value: text(raw.value) ?? '',
    description: text(raw.description) ?? '',
    time,
    createdBy: text(raw.created_by) ?? '',
  };
}

type QueueItem = NonNullable<ReturnType<typeof toQueueItem>>;

/** OVERVIEW-010: the pending overrides, oldest first, as a connection; ERR-045 on failure. */
export async function approvalQueue(ctx: GatewayContext, args: ListArgs) {
  await requireOverview(ctx, 'queue');
  const failure = MESSAGES.overridesCheck;
  const body = await ctx.rest.get(OVERVIEW_CALLS.queue, { failure });
  if (!Array.isArray(body)) throw upstreamFailure(failure);
  const items = records(body)
    .map(toQueueItem)
    .filter((i): i is QueueItem => i !== null);
  return toListConnection(items, (i) => String(i.overrideId), args);
}

/** The override id inside an OverviewQueueItem global id (a bare number is taken too). */
function overrideIdOf(id: string): string {
  const decoded = fromGlobalId(id);
  const local = decoded?.type === QUEUE_ITEM_TYPE ? decoded.localId : /^\d+$/.test(id) ? id : null;
  if (!local || !/^\d+$/.test(local)) throw badUserInput(BAD_ITEM_ID, { id: [BAD_ITEM_ID] });
  return local;
}

const payload = (overrideId: string) => ({ removedId: objectId(QUEUE_ITEM_TYPE, overrideId), overview: { id: OVERVIEW_ID } });

/** Approve: the override goes live (decision D-47); ERR-046 on failure. */
export async function approveQueuedOverride(ctx: GatewayContext, input: { id: string }) {
  await requireOverview(ctx, 'queue');
  const overrideId = overrideIdOf(input.id);
  await ctx.rest.post(approvePath(overrideId), { failure: MESSAGES.overrideSave });
  return payload(overrideId);
}

/** Reject: the pending override is deleted (decision D-47); ERR-047 on failure. */
export async function rejectQueuedOverride(ctx: GatewayContext, input: { id: string }) {
  await requireOverview(ctx, 'queue');
  const overrideId = overrideIdOf(input.id);
  await ctx.rest.delete(queueItemPath(overrideId), { failure: MESSAGES.overrideDelete });
  return payload(overrideId);
}
