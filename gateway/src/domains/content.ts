import { MESSAGES } from '@portal/rules';
import { domainCalls } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import type { DomainObject } from '../lib/domain';

/**
 * DOM-018. The list (API-036) carries each domain's routes, so a list costs no extra call; API-041 is asked only for
 * a domain whose answer came without them (decision D-70). The spec gives API-041 no failure text: the domains one is
 * used.
 */
export async function loadContent(ctx: GatewayContext, domain: DomainObject): Promise<string[]> {
  if (domain.routes) return domain.routes;
  const answer = await ctx.rest.call(domainCalls.content, {
    path: { agentId: domain.agentId, domain: domain.domainName },
    failure: MESSAGES.domainsLoad,
  });
  return answer.routes;
}
