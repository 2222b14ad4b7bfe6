import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
import { domainsPath } from '../domains/paths';
import { emailsPath } from '../emails/paths';
import { staffPath } from '../team/paths';
import { selectedFields } from '../rest/selectedFields';
import { agentPath } from './agent';

/** Agent fields whose upstream GET needs only the agent's id, not the agent's own answer. */
const CHILD_GETS: Record<string, (agentId: string) => string> = {
  dash: (id) => `${agentPath(id)}dash/`,
  domains: domainsPath,
  domain: domainsPath,
  purchaseOptions: domainsPath,
  movableDomains: (id) => `${domainsPath(id)}movables/`,
  emailRedirects: emailsPath,
  team: staffPath,
};

/**
 * Starts the GETs of the selected child fields together with the agent's own GET, once access is granted,
 * so a dashboard costs one upstream round trip after auth_info instead of two. The child resolvers then read
 * the same deduplicated calls.
 */
export function prefetchAgentFields(ctx: GatewayContext, agentId: string, info: GraphQLResolveInfo): void {
  const paths = new Set<string>();
  for (const field of selectedFields(info)) {
    const path = CHILD_GETS[field];
    if (path) paths.add(path(agentId));
  }
  for (const path of paths) ctx.rest.prefetch(path);
}
