import type { GatewayContext } from '../context';
import type { AgentObject } from '../lib/agent';
import type { DomainObject } from '../lib/domain';
import { findDomain } from '../lib/domainList';

/**
 * The domain as the list shows it after a write. Every write empties the request's GET cache first, so this is a
 * fresh API-036 call, and the payload's agent.domains shares it. The write's own answer stands in when the list does
 * not answer (or does not have the domain yet): the write itself succeeded.
 */
export async function domainAfterWrite(
  ctx: GatewayContext,
  agent: AgentObject,
  domainName: string,
  answered: DomainObject,
): Promise<DomainObject> {
  const listed = await findDomain(ctx, agent.associateId, domainName, agent.isAgentIntern).catch(() => null);
  return listed ?? { ...answered, agentIsIntern: agent.isAgentIntern };
}
