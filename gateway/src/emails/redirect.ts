import { redirectLocalPart } from '@portal/rules';
import type { EmailRedirectRecord } from '@portal/rules/contract';
import { fromGlobalId, toGlobalId, type Typed } from '../relay/globalId';

export interface EmailRedirectObject extends Typed<'EmailRedirect'> {
  id: string;
  domainName: string;
  redirectAddress: string;
  realAddress: string;
  agentId: string;
}

export interface RedirectRef {
  agentId: string;
  domainName: string;
  /** The redirect address's local part, the {redirect} path segment (decision D-30). */
  localPart: string;
}

function emailRedirectGlobalId(agentId: string, domainName: string, redirectAddress: string): string {
  return toGlobalId('EmailRedirect', `${agentId}/${domainName}/${redirectLocalPart(redirectAddress)}`);
}

/** The local part is last: it may itself hold a slash, an agent id and a domain name cannot. */
export function parseRedirectLocalId(localId: string): RedirectRef | null {
  const first = localId.indexOf('/');
  const second = first > 0 ? localId.indexOf('/', first + 1) : -1;
  if (first <= 0 || second <= first + 1 || second === localId.length - 1) return null;
  return {
    agentId: localId.slice(0, first),
    domainName: localId.slice(first + 1, second),
    localPart: localId.slice(second + 1),
  };
}

export function parseEmailRedirectId(id: string): RedirectRef | null {
  const parsed = fromGlobalId(id);
  return parsed?.type === 'EmailRedirect' ? parseRedirectLocalId(parsed.localId) : null;
}

function makeEmailRedirect(
  agentId: string,
  pair: { domainName: string; redirectAddress: string; realAddress: string },
): EmailRedirectObject {
  return {
    __typename: 'EmailRedirect',
    id: emailRedirectGlobalId(agentId, pair.domainName, pair.redirectAddress),
    ...pair,
    agentId,
  };
}

/** EMAIL-001: the three upstream fields, as the contract (API-010..013) guarantees them. */
export function toEmailRedirect(record: EmailRedirectRecord, agentId: string): EmailRedirectObject {
  return makeEmailRedirect(agentId, {
    domainName: record.domain_name,
    redirectAddress: record.redirect_address,
    realAddress: record.real_address,
  });
}
