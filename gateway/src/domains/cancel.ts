import { MESSAGES } from '@portal/rules';
import { domainCalls } from '@portal/rules/contract';
import type { CancelDomainInput } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { domainAfterWrite } from './afterWrite';
import { ownedDomain } from '../lib/domainOwner';

/** API-038, DOM-011. The DELETE answers 204, so the domain comes from the list read again afterwards. */
export async function cancelDomain(ctx: GatewayContext, input: CancelDomainInput) {
  const failure = MESSAGES.domainCancel; // ERR-034
  const { agent, domain } = await ownedDomain(ctx, input.domainId, failure);
  await ctx.rest.call(domainCalls.cancel, {
    path: { agentId: agent.associateId, domain: domain.domainName },
    failure,
  });
  const cancelled = { ...domain, isCancelled: true, active: false };
  return { domain: await domainAfterWrite(ctx, agent, domain.domainName, cancelled), agent };
}
