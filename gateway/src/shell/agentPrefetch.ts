import type { GraphQLResolveInfo } from 'graphql';
import { agentNotificationCalls, domainCalls, emailCalls, statsCalls, teamCalls, type RestCall } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import { selectedFields } from '../rest/selectedFields';

/** Agent fields whose upstream GET needs only the agent's id (`{agentId}`), not the agent's own answer. */
const CHILD_CALLS: Record<string, RestCall> = {
  dash: statsCalls.dash,
  domains: domainCalls.list,
  domain: domainCalls.list,
  purchaseOptions: domainCalls.list,
  movableDomains: domainCalls.movables,
  emailRedirects: emailCalls.list,
  team: teamCalls.team,
  notifications: agentNotificationCalls.list,
};

/**
 * Starts the GETs of the selected child fields together with the agent's own GET, once access is granted,
 * so a dashboard costs one upstream round trip after auth_info instead of two. The child resolvers then make
 * the same contract calls and share these answers.
 */
export function prefetchAgentFields(ctx: GatewayContext, agentId: string, info: GraphQLResolveInfo): void {
  const calls = new Set<RestCall>();
  for (const field of selectedFields(info)) {
    const call = CHILD_CALLS[field];
    if (call) calls.add(call);
  }
  for (const call of calls) ctx.rest.prefetchCall(call, { path: { agentId } });
}
