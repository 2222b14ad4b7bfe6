import type { AgentCampaignsArgs, Resolvers } from '../__generated__/resolvers';
import type { AgentObject } from '../lib/agent';
import { early } from '../lib/lookAhead';
import { loadCampaigns } from './campaigns';
import { loadQlpViews } from './qlpViews';

const agentIdOf = (agent: AgentObject) => agent.associateId;

/** Agent fields: the parent Agent was access-checked when it was loaded; they start with it (lookAhead). */
export const campaignResolvers: Resolvers = {
  Agent: {
    campaigns: early(agentIdOf, (associateId, args: AgentCampaignsArgs, ctx) =>
      loadCampaigns(ctx, { associateId }, args),
    ),
    qlpViews: early(agentIdOf, (associateId, _: unknown, ctx) => loadQlpViews(ctx, { associateId })),
  },
};
