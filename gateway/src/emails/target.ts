import { EMAIL_RULE_MESSAGES, redirectAddressOf } from '@portal/rules';
import { requireAgentAccess } from '../session/guards';
import type { GatewayContext } from '../context';
import { notFound } from '../lib/domainAccess';
import { normalizeDomainName, type DomainObject } from '../lib/domain';
import { findDomain } from '../lib/domainList';
import { readAgent } from '../lib/domainOwner';
import { refuseRuleErrors } from '../lib/ruleErrors';
import type { AgentObject } from '../lib/agent';
import { loadEmailRedirects } from './list';
import { parseEmailRedirectId, type EmailRedirectObject } from './redirect';

export interface DomainTarget {
  agent: AgentObject;
  domain: DomainObject;
  redirects: EmailRedirectObject[];
}

/** A cancelled domain takes no new or changed redirects and sends no test (the sandbox answers the same 400). */
export function refuseCancelled(domain: DomainObject): void {
  if (domain.isCancelled) refuseRuleErrors({ domainName: [EMAIL_RULE_MESSAGES.cancelledDomain] });
}

/**
 * The domain a redirect is added to, once the viewer may act for its agent: the agent (for the payload), the domain
 * and the agent's redirects (for VALID-008) are read in parallel. An unknown domain is NOT_FOUND with the write's text.
 */
export async function redirectDomain(
  ctx: GatewayContext,
  agentId: string,
  domainName: string,
  failure: string,
): Promise<DomainTarget> {
  await requireAgentAccess(ctx, agentId);
  const [agent, domain, redirects] = await Promise.all([
    readAgent(ctx, agentId),
    findDomain(ctx, agentId, domainName),
    loadEmailRedirects(ctx, agentId),
  ]);
  if (!domain) throw notFound(failure);
  return { agent, domain, redirects };
}

/** A write's redirect named by its global id (EmailRedirect:{agent}/{domain}/{local part}), NOT_FOUND when unknown. */
export async function ownedRedirect(
  ctx: GatewayContext,
  id: string,
  failure: string,
): Promise<DomainTarget & { redirect: EmailRedirectObject }> {
  const ref = parseEmailRedirectId(id);
  if (!ref) throw notFound(failure);
  const target = await redirectDomain(ctx, ref.agentId, ref.domainName, failure);
  const address = redirectAddressOf(ref.localPart, ref.domainName);
  const domainName = normalizeDomainName(ref.domainName);
  const redirect = target.redirects.find((r) => r.domainName === domainName && r.redirectAddress === address);
  if (!redirect) throw notFound(failure);
  return { ...target, redirect };
}
