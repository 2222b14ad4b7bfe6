import type { Resolvers } from '../__generated__/resolvers';
import { loadAccountOverview } from './accountOverview';
import { loadDash } from './dash';
import { loadDomainAnalysis, loadDomainOverview } from './domainStats';

export const statsResolvers: Resolvers = {
  Agent: {
    dash: (agent, _, ctx) => loadDash(ctx, agent),
    accountOverview: (agent, args, ctx) => loadAccountOverview(ctx, agent, args),
  },
  Domain: {
    analysis: (domain, args, ctx) => loadDomainAnalysis(ctx, domain, args),
    overview: (domain, args, ctx) => loadDomainOverview(ctx, domain, args),
  },
};
