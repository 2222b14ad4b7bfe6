import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import { text } from '../billing/values';
import { agentPath, type AgentObject } from '../shell/agent';
import { count, record, records } from '../stats/range';

export function toQlpViews(raw: unknown) {
  const body = record(raw);
  return {
    start: text(body.start),
    end: text(body.end),
    total: count(body.qlp_views),
    domains: records(body.results).map((r) => ({ domainName: text(r.domain_name) ?? '', views: count(r.qlp_views) })),
  };
}

/** API-078, STATS-010; a failure gives the QLP stats text (ERR-064). */
export async function loadQlpViews(ctx: GatewayContext, agent: AgentObject) {
  const raw = await ctx.rest.get(`${agentPath(agent.associateId)}campaigns/qlp_views/`, { failure: MESSAGES.qlpStats });
  return toQlpViews(raw);
}
