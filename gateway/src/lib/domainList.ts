import { MESSAGES } from '@portal/rules';
import { domainCalls } from '@portal/rules/contract';
import { forbidden } from '../session/guards';
import type { GatewayContext } from '../context';
import { normalizeDomainName, toDomain, type DomainObject } from './domain';

const byName = (a: DomainObject, b: DomainObject) =>
  a.domainName < b.domainName ? -1 : a.domainName > b.domainName ? 1 : 0;

/**
 * API-036, ordered by name. Callers have checked access to the agent. Every field that needs the list asks again:
 * the REST client answers identical GETs of one request with one call, and a write empties that cache, so a list read
 * after a write is fresh.
 */
export async function loadDomains(
  ctx: GatewayContext,
  agentId: string,
  agentIsIntern?: boolean,
): Promise<DomainObject[]> {
  const list = await ctx.rest.call(domainCalls.list, { path: { agentId }, failure: MESSAGES.domainsLoad }); // ERR-033
  return list
    .map((record) => {
      const domain = toDomain(record, agentId);
      return agentIsIntern === undefined ? domain : { ...domain, agentIsIntern };
    })
    .sort(byName);
}

export async function findDomain(
  ctx: GatewayContext,
  agentId: string,
  name: string,
  agentIsIntern?: boolean,
): Promise<DomainObject | null> {
  const wanted = normalizeDomainName(name);
  const domains = await loadDomains(ctx, agentId, agentIsIntern);
  return domains.find((d) => normalizeDomainName(d.domainName) === wanted) ?? null;
}

/**
 * Issue #24 §5 (decision D-162): a write that names the agent and domains by name must name the agent's own (its list,
 * API-036), or it is the roles table's FORBIDDEN before any call that names them: the editor's calls
 * (api/domains/{name}/…, the compliance vendor) do not name the agent, and the provider takes a schedule's domains as
 * they come.
 */
export async function requireAgentDomains(ctx: GatewayContext, agentId: string, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  const own = new Set((await loadDomains(ctx, agentId)).map((d) => normalizeDomainName(d.domainName)));
  if (names.some((name) => !own.has(normalizeDomainName(name)))) throw forbidden();
}
