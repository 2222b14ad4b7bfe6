import { MESSAGES } from '@portal/rules';
import { agentCalls } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import { toAgent, type AgentObject } from './agent';
import { requireAgentAccess } from '../session/guards';
import { domainRefOf, notFound } from './domainAccess';
import type { DomainObject } from './domain';
import { findDomain } from './domainList';

/** API-060 for a caller that has already checked access to the agent (or to its domain). */
export async function readAgent(ctx: GatewayContext, agentId: string): Promise<AgentObject> {
  const record = await ctx.rest.call(agentCalls.agent, { path: { agentId }, failure: MESSAGES.agentData(agentId) });
  return toAgent(record);
}

/** DOM-006 needs the owner's is_agent_intern; a domain listed under its agent already carries it. */
export async function ownerIsIntern(ctx: GatewayContext, domain: DomainObject): Promise<boolean> {
  return domain.agentIsIntern ?? (await readAgent(ctx, domain.agentId)).isAgentIntern;
}

/** A write's target: the domain named by a global id and its agent, once the viewer may act for that agent. */
export async function ownedDomain(
  ctx: GatewayContext,
  domainId: string,
  failure: string,
): Promise<{ agent: AgentObject; domain: DomainObject }> {
  const ref = domainRefOf(domainId, failure);
  await requireAgentAccess(ctx, ref.agentId);
  const [agent, domain] = await Promise.all([
    readAgent(ctx, ref.agentId),
    findDomain(ctx, ref.agentId, ref.domainName),
  ]);
  if (!domain) throw notFound(failure);
  return { agent, domain };
}
