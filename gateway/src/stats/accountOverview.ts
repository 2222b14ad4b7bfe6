import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import { agentPath, type AgentObject } from '../shell/agent';
import { count, record, records, requireStatsRange, type StatsRangeArgs } from './range';

interface RawAccountOverview {
  graph?: unknown;
  total?: unknown;
}

export function toAccountOverview(raw: RawAccountOverview | null, range: { start: string; end: string }) {
  const total = record(raw?.total);
  return {
    ...range,
    graph: records(raw?.graph).map((p) => ({
      date: String(p.date ?? ''),
      visits: count(p.visits),
      pageViews: count(p.page_views),
      phoneClicks: count(p.phone_clicks),
    })),
    total: { visits: count(total.visits), pageViews: count(total.page_views), phoneClicks: count(total.phone_clicks) },
  };
}

/** API-045, STATS-002. The parent Agent was access-checked when it was loaded. */
export async function loadAccountOverview(ctx: GatewayContext, agent: AgentObject, args: StatsRangeArgs) {
  const range = requireStatsRange(args);
  const raw = await ctx.rest.get<RawAccountOverview>(`${agentPath(agent.associateId)}stats/account_overview/`, {
    query: range,
    failure: MESSAGES.graphData, // ERR-038
  });
  return toAccountOverview(raw, range);
}
