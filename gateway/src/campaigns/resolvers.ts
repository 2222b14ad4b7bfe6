import type { GatewayContext } from '../context';
import type { AgentObject } from '../shell/agent';
import { loadCampaigns, type CampaignArgs } from './campaigns';
import { loadQlpViews } from './qlpViews';

type Ctx = GatewayContext;

/** Agent fields: the parent Agent was access-checked when it was loaded. */
export const campaignResolvers = {
  Agent: {
    campaigns: (agent: AgentObject, args: CampaignArgs, ctx: Ctx) => loadCampaigns(ctx, agent, args),
    qlpViews: (agent: AgentObject, _: unknown, ctx: Ctx) => loadQlpViews(ctx, agent),
  },
};
