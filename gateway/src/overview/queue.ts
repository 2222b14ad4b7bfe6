import {
  MESSAGES,
  overrideFieldLabel,
  overrideValueKind,
  QUEUE_TEXTS,
  sectionLabel,
  type QueueOrder,
} from '@portal/rules';
import { overviewCalls, type AnswerOf } from '@portal/rules/contract';
import type { OverviewQueueItem } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { objectId } from '../lib/objectId';
import { toConnection, type ConnectionArgs } from '../lib/connection';
import { fromGlobalId } from '../relay/globalId';
import { badUserInput } from '../rest/errors';
import { requireOverview } from './access';

const QUEUE_ITEM_TYPE = 'OverviewQueueItem';
export const OVERVIEW_ID = objectId('Overview', 'corporate');

export type QueueRecord = AnswerOf<typeof overviewCalls.queue>[number];

/** A queue item as the resolvers give it; `verdict` is its own resolver (queueVerdict.ts), the record rides along. */
export type QueueItemObject = Omit<OverviewQueueItem, 'verdict'> & { record: QueueRecord };

function toQueueItem(raw: QueueRecord): QueueItemObject {
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
    sectionLabel: sectionLabel(raw.key),
    fieldLabel: overrideFieldLabel(raw.key, raw.subkey),
    valueKind: overrideValueKind(raw.key, raw.subkey, raw.type),
    allowedTerms: raw.allowed_terms,
    liveValue: raw.live_value,
    liveSource: raw.live_source,
    record: raw,
  };
}

export interface QueueArgs extends ConnectionArgs {
  offset?: number | null;
  agentId?: string | null;
  domainName?: string | null;
  sectionKey?: string | null;
  order?: QueueOrder | null;
}

const OFFSET_MESSAGE = 'offset must be zero or more.';

/** Counts per value, in the order of `labelOf` (the filters' choices). */
function choices<T>(items: readonly QueueItemObject[], keyOf: (i: QueueItemObject) => string, make: (first: QueueItemObject, count: number) => T, labelOf: (c: T) => string): T[] {
  const groups = new Map<string, QueueItemObject[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return [...groups.values()].map((g) => make(g[0]!, g.length)).sort((a, b) => labelOf(a).localeCompare(labelOf(b)));
}

/**
 * OVERVIEW-010, issue #25: the pending overrides filtered by agent, domain and section, by submitted time (oldest
 * first unless asked otherwise), as a connection with the filters' choices; ERR-045 on failure. Only the items of
 * the page asked for are resolved further, so only they are checked for compliance (queueVerdict.ts).
 */
export async function approvalQueue(ctx: GatewayContext, args: QueueArgs) {
  await requireOverview(ctx, 'queue');
  if (args.offset != null && args.offset < 0) throw badUserInput(OFFSET_MESSAGE, { offset: [OFFSET_MESSAGE] });
  const list = await ctx.rest.call(overviewCalls.queue, { failure: MESSAGES.overridesCheck });
  const all = list.map(toQueueItem);
  const matching = all
    .filter((i) => !args.agentId || i.associateId === args.agentId)
    .filter((i) => !args.domainName || i.domainName === args.domainName.trim().toLowerCase())
    .filter((i) => !args.sectionKey || i.key === args.sectionKey)
    .sort((a, b) => (a.record.time.localeCompare(b.record.time) || a.overrideId - b.overrideId) * (args.order === 'newest' ? -1 : 1));
  const page = toConnection(matching.slice(args.offset ?? 0), args, { keyOf: (i) => String(i.overrideId) });
  return {
    ...page,
    pageInfo: { ...page.pageInfo, hasPreviousPage: page.pageInfo.hasPreviousPage || (args.offset ?? 0) > 0 },
    totalCount: matching.length,
    pendingCount: all.length,
    agents: choices(all, (i) => i.associateId, (i, count) => ({ associateId: i.associateId, agentName: i.agentName, count }), (c) => c.agentName),
    domains: choices(all, (i) => i.domainName, (i, count) => ({ domainName: i.domainName, count }), (c) => c.domainName),
    sections: choices(all, (i) => i.key, (i, count) => ({ key: i.key, label: i.sectionLabel, count }), (c) => c.label),
  };
}

/** The override id inside an OverviewQueueItem global id (a bare number is taken too); BAD_USER_INPUT otherwise. */
export function overrideIdOf(id: string): string {
  const decoded = fromGlobalId(id);
  const local = decoded?.type === QUEUE_ITEM_TYPE ? decoded.localId : /^\d+$/.test(id) ? id : null;
  if (!local || !/^\d+$/.test(local)) throw badUserInput(QUEUE_TEXTS.notAChange, { ids: [QUEUE_TEXTS.notAChange] });
  return local;
}

export const queueItemId = (overrideId: string | number) => objectId(QUEUE_ITEM_TYPE, overrideId);
