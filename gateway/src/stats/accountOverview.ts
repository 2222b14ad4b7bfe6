import { MESSAGES } from '@portal/rules';
import { statsCalls, type AnswerOf } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import type { AgentObject } from '../lib/agent';
import { requireStatsRange, type StatsRangeArgs } from '../lib/statsRange';

function toAccountOverview(
  answer: AnswerOf<typeof statsCalls.accountOverview>,
  range: { start: string; end: string },
) {
  return {
    ...range,
    graph: answer.graph.map((p) => ({
      date: p.date,
      visits: p.visits,
      pageViews: p.page_views,
      phoneClicks: p.phone_clicks,
    })),
    total: { visits: answer.total.visits, pageViews: answer.total.page_views, phoneClicks: answer.total.phone_clicks },
  };
}

/** API-045, STATS-002. The parent Agent was access-checked when it was loaded. */
export async function loadAccountOverview(ctx: GatewayContext, agent: Pick<AgentObject, 'associateId'>, args: StatsRangeArgs) {
  const range = requireStatsRange(args);
  const answer = await ctx.rest.call(statsCalls.accountOverview, {
    path: { agentId: agent.associateId },
    query: range,
    failure: MESSAGES.graphData, // ERR-038
  });
  return toAccountOverview(answer, range);
}
