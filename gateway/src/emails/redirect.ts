import { redirectLocalPart } from '@portal/rules';
import { fromGlobalId, toGlobalId, type Typed } from '../relay/globalId';
import { upstreamFailure } from '../rest/errors';

/** An email redirect as API-010..013 answer it (EMAIL-001). */
export interface RawEmailRedirect {
  domain_name?: unknown;
  redirect_address?: unknown;
  real_address?: unknown;
}

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

export function emailRedirectGlobalId(agentId: string, domainName: string, redirectAddress: string): string {
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

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function makeEmailRedirect(
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

/** EMAIL-001: the three upstream fields. An answer the portal cannot use is the call's failure. */
export function toEmailRedirect(raw: RawEmailRedirect | null | undefined, agentId: string, failure: string): EmailRedirectObject {
  const domainName = text(raw?.domain_name);
  const redirectAddress = text(raw?.redirect_address);
  if (!domainName || !redirectAddress) throw upstreamFailure(failure);
  return makeEmailRedirect(agentId, { domainName, redirectAddress, realAddress: text(raw?.real_address) });
}

/** A write's answer as a redirect, or null when it is not one. */
export function tryEmailRedirect(raw: unknown, agentId: string): EmailRedirectObject | null {
  try {
    return toEmailRedirect(raw as RawEmailRedirect, agentId, '');
  } catch {
    return null;
  }
}

export function redirectLocalPartOf(redirect: Pick<EmailRedirectObject, 'redirectAddress'>): string {
  return redirectLocalPart(redirect.redirectAddress);
}
