import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import { domainAfterWrite } from './afterWrite';
import { ownedDomain } from './owner';
import { domainPath } from './paths';

export interface CancelDomainInput {
  domainId: string;
}

/** API-038, DOM-011. The DELETE answers 204, so the domain comes from the list read again afterwards. */
export async function cancelDomain(ctx: GatewayContext, input: CancelDomainInput) {
  const failure = MESSAGES.domainCancel; // ERR-034
  const { agent, domain } = await ownedDomain(ctx, input.domainId, failure);
  await ctx.rest.delete(domainPath(agent.associateId, domain.domainName), { failure });
  const cancelled = { ...domain, isCancelled: true, active: false };
  return { domain: await domainAfterWrite(ctx, agent, domain.domainName, cancelled), agent };
}
