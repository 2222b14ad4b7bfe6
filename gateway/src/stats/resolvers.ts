import type { Resolvers } from '../__generated__/resolvers';
import { loadAccountOverview } from './accountOverview';
import { dismissAgentNotification, expandAgentNotification, loadAgentNotifications } from './agentNotifications';
import { loadDash } from './dash';
import { loadDomainAnalysis, loadDomainOverview } from './domainStats';

export const statsResolvers: Resolvers = {
  Agent: {
    dash: (agent, _, ctx) => loadDash(ctx, agent),
    accountOverview: (agent, args, ctx) => loadAccountOverview(ctx, agent, args),
    notifications: (agent, _, ctx) => loadAgentNotifications(ctx, agent),
  },
  Domain: {
    analysis: (domain, args, ctx) => loadDomainAnalysis(ctx, domain, args),
    overview: (domain, args, ctx) => loadDomainOverview(ctx, domain, args),
  },
  Mutation: {
    dismissAgentNotification: (_, args, ctx) => dismissAgentNotification(ctx, args.input),
    expandAgentNotification: (_, args, ctx) => expandAgentNotification(ctx, args.input),
  },
};
