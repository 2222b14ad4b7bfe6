import { MESSAGES } from '@portal/rules';
import { campaignCalls, type AnswerOf } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import type { AgentObject } from '../lib/agent';

function toQlpViews(answer: AnswerOf<typeof campaignCalls.qlpViews>) {
  return {
    start: answer.start,
    end: answer.end,
    total: answer.qlp_views,
    domains: answer.results.map((r) => ({ domainName: r.domain_name, views: r.qlp_views })),
  };
}

/** API-078, STATS-010; a failure gives the QLP stats text (ERR-064). */
export async function loadQlpViews(ctx: GatewayContext, agent: Pick<AgentObject, 'associateId'>) {
  const answer = await ctx.rest.call(campaignCalls.qlpViews, {
    path: { agentId: agent.associateId },
    failure: MESSAGES.qlpStats,
  });
  return toQlpViews(answer);
}
