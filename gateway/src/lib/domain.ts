import type { DomainRecordBody } from '@portal/rules/contract';
import type { ProductType } from '@portal/rules';
import { fromGlobalId, toGlobalId, type Typed } from '../relay/globalId';

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

function domainGlobalId(agentId: string, domainName: string): string {
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

/** DOM-003: the six upstream fields of a domain the contract has checked. */
export function toDomain(record: DomainRecordBody, agentId: string): DomainObject {
  return {
    __typename: 'Domain',
    id: domainGlobalId(agentId, record.domain_name),
    pk: record.pk,
    domainName: record.domain_name,
    productType: record.product_type,
    isCancelled: record.is_cancelled,
    active: record.active,
    routes: record.content,
    agentId,
  };
}
