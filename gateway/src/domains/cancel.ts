import { MESSAGES } from '@portal/rules';
import { requireAgentAccess } from '../auth/guards';
import type { GatewayContext } from '../context';
import { domainRefOf, notFound } from './access';
import { domainAfterWrite } from './afterWrite';
import { findDomain } from './list';
import { readAgent } from './owner';
import { domainPath } from './paths';

export interface CancelDomainInput {
  domainId: string;
}

/** API-038, DOM-011. The DELETE answers 204, so the domain comes from the list read again afterwards. */
export async function cancelDomain(ctx: GatewayContext, input: CancelDomainInput) {
  const failure = MESSAGES.domainCancel; // ERR-034
  const ref = domainRefOf(input.domainId, failure);
  await requireAgentAccess(ctx, ref.agentId);
  const [agent, domain] = await Promise.all([
    readAgent(ctx, ref.agentId),
    findDomain(ctx, ref.agentId, ref.domainName),
  ]);
  if (!domain) throw notFound(failure);
  await ctx.rest.delete(domainPath(agent.associateId, domain.domainName), { failure });
  const cancelled = { ...domain, isCancelled: true, active: false };
  return { domain: await domainAfterWrite(ctx, agent, domain.domainName, cancelled), agent };
}
