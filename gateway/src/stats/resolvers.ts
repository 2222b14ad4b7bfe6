import type { GatewayContext } from '../context';
import type { DomainObject } from '../domains/domain';
import type { AgentObject } from '../shell/agent';
import { loadAccountOverview } from './accountOverview';
import { loadDash } from './dash';
import { loadDomainAnalysis, loadDomainOverview } from './domainStats';
import type { StatsRangeArgs } from './range';

type Ctx = GatewayContext;

export const statsResolvers = {
  Agent: {
    dash: (agent: AgentObject, _: unknown, ctx: Ctx) => loadDash(ctx, agent),
    accountOverview: (agent: AgentObject, args: StatsRangeArgs, ctx: Ctx) => loadAccountOverview(ctx, agent, args),
  },
  Domain: {
    analysis: (domain: DomainObject, args: StatsRangeArgs, ctx: Ctx) => loadDomainAnalysis(ctx, domain, args),
    overview: (domain: DomainObject, args: StatsRangeArgs, ctx: Ctx) => loadDomainOverview(ctx, domain, args),
  },
};
