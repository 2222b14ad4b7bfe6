import type { Resolvers } from '../__generated__/resolvers';
import { loadCampaigns } from './campaigns';
import { loadQlpViews } from './qlpViews';

/** Agent fields: the parent Agent was access-checked when it was loaded. */
export const campaignResolvers: Resolvers = {
  Agent: {
    campaigns: (agent, args, ctx) => loadCampaigns(ctx, agent, args),
    qlpViews: (agent, _, ctx) => loadQlpViews(ctx, agent),
  },
};
