import { GraphQLError } from 'graphql';
import { canAccessAgent, canAccessAgentDomain } from '@portal/rules';
import { requireAgentAccess, requireUser } from '../session/guards';
import type { GatewayContext } from '../context';
import { loadSiteConfig } from './siteConfig';
import { normalizeDomainName, parseDomainId } from './domain';

/**
 * Reading one domain: the agent rule, or the demo-domain exemption (AUTH-016). The site config is only asked when the
 * agent rule alone refuses.
 */
export async function requireDomainAccess(ctx: GatewayContext, agentId: string, domainName: string): Promise<void> {
  const user = await requireUser(ctx);
  if (canAccessAgent(user, agentId)) return;
  const demo = await loadSiteConfig(ctx);
  if (canAccessAgentDomain(user, agentId, normalizeDomainName(domainName), demo)) return;
  await requireAgentAccess(ctx, agentId); // throws the one FORBIDDEN error
}

/** A mutation's domain id, or NOT_FOUND with the mutation's failure text. */
export function domainRefOf(id: string, failure: string): { agentId: string; domainName: string } {
  const ref = parseDomainId(id);
  if (!ref) throw new GraphQLError(failure, { extensions: { code: 'NOT_FOUND' } });
  return ref;
}

export function notFound(failure: string): GraphQLError {
  return new GraphQLError(failure, { extensions: { code: 'NOT_FOUND' } });
}
