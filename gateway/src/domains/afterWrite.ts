import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import { upstreamFailure } from '../rest/errors';
import type { AgentObject } from '../shell/agent';
import type { DomainObject } from './domain';
import { findDomain } from './list';

/**
 * The domain as the list shows it after a write. Every write empties the request's GET cache first, so this is a
 * fresh API-036 call, and the payload's agent.domains shares it. The write's own answer stands in when the list does
 * not answer: the write itself succeeded.
 */
export async function domainAfterWrite(
  ctx: GatewayContext,
  agent: AgentObject,
  domainName: string,
  answered: DomainObject | null,
): Promise<DomainObject> {
  let listed: DomainObject | null = null;
  try {
    listed = await findDomain(ctx, agent.associateId, domainName, agent.isAgentIntern);
  } catch {
    listed = null;
  }
  const domain = listed ?? (answered && { ...answered, agentIsIntern: agent.isAgentIntern });
  if (!domain) throw upstreamFailure(MESSAGES.domainsLoad);
  return domain;
}

/** The answer of a write as a domain, or null when it is not one (a 204, or a partial body). */
export function tryDomain<T>(make: () => T): T | null {
  try {
    return make();
  } catch {
    return null;
  }
}
