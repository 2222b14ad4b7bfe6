import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import type { DomainObject } from './domain';
import { domainPath } from './paths';

/**
 * DOM-018. The list (API-036) already carries each domain's routes, so a list costs no extra call; API-041 is asked
 * only for a domain whose answer came without them. The spec gives API-041 no failure text: the domains one is used.
 */
export async function loadContent(ctx: GatewayContext, domain: DomainObject): Promise<string[]> {
  if (domain.routes) return domain.routes;
  const body = await ctx.rest.get<{ routes?: unknown }>(`${domainPath(domain.agentId, domain.domainName)}content/`, {
    failure: MESSAGES.domainsLoad,
  });
  return Array.isArray(body?.routes) ? body.routes.filter((r): r is string => typeof r === 'string') : [];
}
