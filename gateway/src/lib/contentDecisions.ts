import { overrideFieldLabel, overrideValueKind, QUEUE_TEXTS, sectionLabel } from '@portal/rules';
import { overviewCalls, type AnswerOf } from '@portal/rules/contract';
import type { ContentDecision } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { objectId } from './objectId';

type DecisionRecord = AnswerOf<typeof overviewCalls.decisions>[number];

/** A decision the provider keeps (decision D-170), in words: the section and input, and how its value reads. */
function toContentDecision(raw: DecisionRecord): ContentDecision {
  return {
    id: objectId('ContentDecision', raw.id),
    overrideId: raw.override_id,
    decision: raw.decision,
    reason: raw.reason,
    decidedBy: raw.decided_by,
    decidedAt: new Date(raw.decided_at),
    associateId: raw.associate_id,
    agentName: raw.agent_name || raw.associate_id,
    domainName: raw.domain_name,
    key: raw.key,
    subkey: raw.subkey,
    pageKey: raw.page_key,
    type: raw.type,
    value: raw.value,
    sectionLabel: sectionLabel(raw.key),
    fieldLabel: overrideFieldLabel(raw.key, raw.subkey),
    valueKind: overrideValueKind(raw.key, raw.subkey, raw.type),
    submittedBy: raw.submitted_by,
    submittedAt: new Date(raw.submitted_at),
  };
}

/**
 * The approval queue's decisions, newest first: every domain's, or one domain's. The caller has checked who may read
 * them (the queue permission, or the domain's editor); the provider checks again.
 */
export async function loadDecisions(ctx: GatewayContext, domainName?: string): Promise<ContentDecision[]> {
  const list = await ctx.rest.call(overviewCalls.decisions, {
    query: domainName === undefined ? undefined : decisionsQueryOf(domainName),
    failure: QUEUE_TEXTS.historyLoad,
  });
  return list.map(toContentDecision);
}

/** The query loadDecisions sends for one domain, for a prefetch that shares its answer. */
export const decisionsQueryOf = (domainName: string) => ({ domain_name: domainName });
