import { GraphQLError } from 'graphql';
import { MESSAGES, normalizeReason, QUEUE_TEXTS, queueSelectionError, rejectReasonErrors } from '@portal/rules';
import { overviewCalls } from '@portal/rules/contract';
import type {
  ApproveQueuedChangesInput,
  QueueDecisionOutcome,
  QueueDecisionsPayload,
  RejectQueuedChangesInput,
} from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { badUserInput } from '../rest/errors';
import { requireOverview } from './access';
import { OVERVIEW_ID, overrideIdOf, queueItemId, type QueueRecord } from './queue';

/** The override ids of a bulk decision (decision D-171): 1 to 50, each an OverviewQueueItem, repeats once. */
function selectedIds(ids: readonly string[]): string[] {
  const problem = queueSelectionError(ids);
  if (problem) throw badUserInput(problem, { ids: [problem] });
  return [...new Set(ids.map(overrideIdOf))];
}

/** One change's outcome: the provider's 404 means someone decided first (or the agent reverted it). */
async function outcomeOf(id: string, write: () => Promise<unknown>, failure: string): Promise<QueueDecisionOutcome> {
  try {
    await write();
    return { id: queueItemId(id), ok: true, failure: null };
  } catch (error) {
    const gone = error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND';
    return { id: queueItemId(id), ok: false, failure: gone ? QUEUE_TEXTS.gone : failure };
  }
}

const payload = (outcomes: QueueDecisionOutcome[]): QueueDecisionsPayload => ({ outcomes, overview: { id: OVERVIEW_ID } } as QueueDecisionsPayload);

const fieldOf = (r: QueueRecord) => JSON.stringify([r.domain_name, r.branch, r.page_key, r.key, r.subkey]);

/**
 * Approve (decisions D-47, D-171): each change goes live and the provider keeps the decision. Changes of one field
 * go one after another, oldest first, so the newest is what stays live; other fields go in parallel. A change that
 * is not in the queue any more is reported as gone without a call. ERR-046 for any other failure; the others stand.
 */
export async function approveQueuedChanges(ctx: GatewayContext, input: ApproveQueuedChangesInput) {
  await requireOverview(ctx, 'queue');
  const ids = selectedIds(input.ids);
  const queue = await ctx.rest.call(overviewCalls.queue, { failure: MESSAGES.overrideSave });
  const byId = new Map(queue.map((r) => [String(r.id), r]));
  const fields = new Map<string, QueueRecord[]>();
  for (const id of ids) {
    const record = byId.get(id);
    if (record) fields.set(fieldOf(record), [...(fields.get(fieldOf(record)) ?? []), record]);
  }
  const outcomes = new Map<string, QueueDecisionOutcome>();
  await Promise.all(
    [...fields.values()].map(async (records) => {
      for (const r of records.sort((a, b) => a.time.localeCompare(b.time) || a.id - b.id)) {
        const approve = () => ctx.rest.call(overviewCalls.approve, { path: { id: r.id }, failure: MESSAGES.overrideSave });
        outcomes.set(String(r.id), await outcomeOf(String(r.id), approve, MESSAGES.overrideSave));
      }
    }),
  );
  return payload(ids.map((id) => outcomes.get(id) ?? { id: queueItemId(id), ok: false, failure: QUEUE_TEXTS.gone }));
}

/**
 * Reject (decisions D-47, D-170, D-171): each change is deleted and the provider keeps the decision with the one
 * optional reason, shown to the agent in the editor. In parallel; ERR-047 for a failure; the others stand.
 */
export async function rejectQueuedChanges(ctx: GatewayContext, input: RejectQueuedChangesInput) {
  await requireOverview(ctx, 'queue');
  const ids = selectedIds(input.ids);
  const fields = rejectReasonErrors({ reason: input.reason });
  if (fields.reason) throw badUserInput(fields.reason[0]!, fields);
  const body = { reason: normalizeReason(input.reason) };
  const outcomes = await Promise.all(
    ids.map((id) =>
      outcomeOf(id, () => ctx.rest.call(overviewCalls.reject, { path: { id }, body, failure: MESSAGES.overrideDelete }), MESSAGES.overrideDelete),
    ),
  );
  return payload(outcomes);
}
