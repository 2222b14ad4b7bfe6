import { toConnection } from '../lib/connection';
import { compareRedirects } from './list';
import type { EmailRedirectObject } from './redirect';

export interface RedirectConnectionArgs {
  domainName?: string | null;
  first?: number | null;
  after?: string | null;
}

function positionOf(key: string): Pick<EmailRedirectObject, 'domainName' | 'redirectAddress'> {
  const slash = key.indexOf('/');
  return { domainName: key.slice(0, slash), redirectAddress: key.slice(slash + 1) };
}

/** The cursor is the domain and the address, so it still points at the right place after the list changed. */
const byPosition = {
  keyOf: (r: EmailRedirectObject) => `${r.domainName}/${r.redirectAddress}`,
  isPast: (r: EmailRedirectObject, key: string) => compareRedirects(r, positionOf(key) as EmailRedirectObject) > 0,
};

/** A Relay connection over the ordered list, optionally one domain's redirects only. */
export function toRedirectConnection(all: EmailRedirectObject[], { domainName, first, after }: RedirectConnectionArgs) {
  const wanted = domainName?.trim().toLowerCase();
  const redirects = wanted ? all.filter((r) => r.domainName === wanted) : all;
  return toConnection(redirects, { first, after }, byPosition);
}
