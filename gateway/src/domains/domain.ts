import { isProductType, type ProductType } from '@portal/rules';
import { fromGlobalId, toGlobalId, type Typed } from '../relay/globalId';
import { upstreamFailure } from '../rest/errors';

/** A domain as API-036..039 answer it (DOM-003). */
export interface RawDomain {
  pk?: unknown;
  domain_name?: unknown;
  product_type?: unknown;
  is_cancelled?: unknown;
  active?: unknown;
  content?: unknown;
}

export interface DomainObject extends Typed<'Domain'> {
  id: string;
  pk: number;
  domainName: string;
  productType: ProductType;
  isCancelled: boolean;
  active: boolean;
  /** The routes the answer carried, or null when it had none (then API-041 is asked). */
  routes: string[] | null;
  agentId: string;
  /** The owning agent's is_agent_intern when the caller already knows it. */
  agentIsIntern?: boolean;
}

export function normalizeDomainName(name: string): string {
  return name.trim().toLowerCase();
}

export function domainGlobalId(agentId: string, domainName: string): string {
  return toGlobalId('Domain', `${agentId}/${domainName}`);
}

/** `Domain:{agentId}/{domainName}` back to its parts, or null when it is not a domain id. */
export function parseDomainId(id: string): { agentId: string; domainName: string } | null {
  const parsed = fromGlobalId(id);
  if (parsed?.type !== 'Domain') return null;
  const slash = parsed.localId.indexOf('/');
  if (slash <= 0 || slash === parsed.localId.length - 1) return null;
  return { agentId: parsed.localId.slice(0, slash), domainName: parsed.localId.slice(slash + 1) };
}

function routesOf(value: unknown): string[] | null {
  return Array.isArray(value) ? value.filter((r): r is string => typeof r === 'string') : null;
}

/** DOM-003: the six upstream fields. An answer the portal cannot use is the call's failure. */
export function toDomain(raw: RawDomain | null | undefined, agentId: string, failure: string): DomainObject {
  const name = typeof raw?.domain_name === 'string' ? raw.domain_name : '';
  const pk = Number(raw?.pk);
  if (!raw || !name || !isProductType(raw.product_type) || !Number.isInteger(pk)) throw upstreamFailure(failure);
  return {
    __typename: 'Domain',
    id: domainGlobalId(agentId, name),
    pk,
    domainName: name,
    productType: raw.product_type,
    isCancelled: raw.is_cancelled === true,
    active: raw.active === true,
    routes: routesOf(raw.content),
    agentId,
  };
}
