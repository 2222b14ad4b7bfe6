import { agentNotificationCalls, statsCalls } from '@portal/rules/contract';
import type { Resolvers } from '../__generated__/resolvers';
import type { AgentObject } from '../lib/agent';
import type { DomainObject } from '../lib/domain';
import { agentCall, early, lookAhead } from '../lib/lookAhead';
import type { StatsRangeArgs } from '../lib/statsRange';
import { loadAccountOverview } from './accountOverview';
import { dismissAgentNotification, expandAgentNotification, loadAgentNotifications } from './agentNotifications';
import { loadDash } from './dash';
import { loadDomainAnalysis, loadDomainOverview } from './domainStats';

const domainNameOf = (domain: DomainObject) => domain.domainName;

export const statsResolvers: Resolvers = {
  Agent: {
    dash: lookAhead((agent, _, ctx) => loadDash(ctx, agent), { prefetch: agentCall(statsCalls.dash) }),
    accountOverview: early((agent: AgentObject) => agent.associateId, (associateId, args: StatsRangeArgs, ctx) =>
      loadAccountOverview(ctx, { associateId }, args),
    ),
    notifications: lookAhead((agent, _, ctx) => loadAgentNotifications(ctx, agent), {
      prefetch: agentCall(agentNotificationCalls.list),
    }),
  },
  Domain: {
    analysis: early(domainNameOf, (domainName, args: StatsRangeArgs, ctx) =>
      loadDomainAnalysis(ctx, { domainName }, args),
    ),
    overview: early(domainNameOf, (domainName, args: StatsRangeArgs, ctx) =>
      loadDomainOverview(ctx, { domainName }, args),
    ),
  },
  Mutation: {
    dismissAgentNotification: (_, args, ctx) => dismissAgentNotification(ctx, args.input),
    expandAgentNotification: (_, args, ctx) => expandAgentNotification(ctx, args.input),
  },
};
