import type { GatewayContext } from '../context';
import { requireDomainAccess } from '../lib/domainAccess';
import type { DomainObject } from '../lib/domain';
import { findDomain } from '../lib/domainList';

/** node(id:) for `Domain:{agentId}/{domainName}`: the access check comes before any call about the agent. */
export async function loadDomainNode(ctx: GatewayContext, localId: string): Promise<DomainObject | null> {
  const slash = localId.indexOf('/');
  if (slash <= 0 || slash === localId.length - 1) return null;
  const agentId = localId.slice(0, slash);
  const domainName = localId.slice(slash + 1);
  await requireDomainAccess(ctx, agentId, domainName);
  return findDomain(ctx, agentId, domainName);
}
