import { MESSAGES } from '@portal/rules';
import { overviewCalls, type AnswerOf } from '@portal/rules/contract';
import type { OverviewQueueItem, OverviewQueueItemInput } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { objectId } from '../lib/objectId';
import { toConnection, type ConnectionArgs } from '../lib/connection';
import { fromGlobalId } from '../relay/globalId';
import { badUserInput } from '../rest/errors';
import { requireOverview } from './access';

const QUEUE_ITEM_TYPE = 'OverviewQueueItem';
export const OVERVIEW_ID = objectId('Overview', 'corporate');
const BAD_ITEM_ID = 'That is not an approval queue item.';

type QueueRecord = AnswerOf<typeof overviewCalls.queue>[number];

function toQueueItem(raw: QueueRecord): OverviewQueueItem {
  return {
    id: objectId(QUEUE_ITEM_TYPE, raw.id),
    overrideId: raw.id,
    associateId: raw.associate_id,
    agentName: raw.agent_name || raw.associate_id,
    domainName: raw.domain_name,
    key: raw.key,
    subkey: raw.subkey,
    pageKey: raw.page_key,
    type: raw.type,
    value: raw.value,
    description: raw.description,
    time: new Date(raw.time),
    createdBy: raw.created_by,
  };
}

/** OVERVIEW-010: the pending overrides, oldest first, as a connection; ERR-045 on failure. */
export async function approvalQueue(ctx: GatewayContext, args: ConnectionArgs) {
  await requireOverview(ctx, 'queue');
  const list = await ctx.rest.call(overviewCalls.queue, { failure: MESSAGES.overridesCheck });
  return toConnection(list.map(toQueueItem), args, { keyOf: (i) => String(i.overrideId) });
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
export async function approveQueuedOverride(ctx: GatewayContext, input: OverviewQueueItemInput) {
  await requireOverview(ctx, 'queue');
  const id = overrideIdOf(input.id);
  await ctx.rest.call(overviewCalls.approve, { path: { id }, failure: MESSAGES.overrideSave });
  return payload(id);
}

/** Reject: the pending override is deleted (decision D-47); ERR-047 on failure. */
export async function rejectQueuedOverride(ctx: GatewayContext, input: OverviewQueueItemInput) {
  await requireOverview(ctx, 'queue');
  const id = overrideIdOf(input.id);
  await ctx.rest.call(overviewCalls.reject, { path: { id }, failure: MESSAGES.overrideDelete });
  return payload(id);
}
