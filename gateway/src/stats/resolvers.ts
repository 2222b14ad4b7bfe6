import type { Resolvers } from '../__generated__/resolvers';
import type { AgentObject } from '../lib/agent';
import type { DomainObject } from '../lib/domain';
import { early, earlyBelow } from '../lib/earlyFields';
import type { StatsRangeArgs } from '../lib/statsRange';
import { loadAccountOverview } from './accountOverview';
import { dismissAgentNotification, expandAgentNotification, loadAgentNotifications } from './agentNotifications';
import { loadDash } from './dash';
import { loadDomainAnalysis, loadDomainOverview } from './domainStats';

const domainNameOf = (domain: DomainObject) => domain.domainName;

// A domain's stats start with the agent once the viewer may see the agent (earlyFields), keyed by the asked name;
// they are answered only under the Domain the agent's list returned, so another agent's domain is never answered.
earlyBelow('Agent.domain', { type: 'Domain', key: (_agentId, args: { domainName: string }) => args.domainName });

export const statsResolvers: Resolvers = {
  Agent: {
    dash: (agent, _, ctx) => loadDash(ctx, agent),
    accountOverview: early('Agent.accountOverview', (agent: AgentObject) => agent.associateId, (associateId, args: StatsRangeArgs, ctx) =>
      loadAccountOverview(ctx, { associateId }, args),
    ),
    notifications: (agent, _, ctx) => loadAgentNotifications(ctx, agent),
  },
  Domain: {
    analysis: early('Domain.analysis', domainNameOf, (domainName, args: StatsRangeArgs, ctx) =>
      loadDomainAnalysis(ctx, { domainName }, args),
    ),
    overview: early('Domain.overview', domainNameOf, (domainName, args: StatsRangeArgs, ctx) =>
      loadDomainOverview(ctx, { domainName }, args),
    ),
  },
  Mutation: {
    dismissAgentNotification: (_, args, ctx) => dismissAgentNotification(ctx, args.input),
    expandAgentNotification: (_, args, ctx) => expandAgentNotification(ctx, args.input),
  },
};
