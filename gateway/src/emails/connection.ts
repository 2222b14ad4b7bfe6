import { badUserInput } from '../rest/errors';
import { compareRedirects } from './list';
import type { EmailRedirectObject } from './redirect';

export interface RedirectConnectionArgs {
  domainName?: string | null;
  first?: number | null;
  after?: string | null;
}

export const FIRST_MESSAGE = 'first must be zero or more.';

/** The cursor is the domain and the address, so it still points at the right place after the list changed. */
export function redirectCursor(r: EmailRedirectObject): string {
  return Buffer.from(`${r.domainName}/${r.redirectAddress}`, 'utf8').toString('base64');
}

function positionOf(cursor: string): Pick<EmailRedirectObject, 'domainName' | 'redirectAddress'> {
  const decoded = Buffer.from(cursor, 'base64').toString('utf8');
  const slash = decoded.indexOf('/');
  return { domainName: decoded.slice(0, slash), redirectAddress: decoded.slice(slash + 1) };
}

/** A Relay connection over the ordered list, optionally one domain's redirects only. */
export function toRedirectConnection(all: EmailRedirectObject[], { domainName, first, after }: RedirectConnectionArgs) {
  if (first != null && first < 0) throw badUserInput(FIRST_MESSAGE, { first: [FIRST_MESSAGE] });
  const wanted = domainName?.trim().toLowerCase();
  const redirects = wanted ? all.filter((r) => r.domainName === wanted) : all;
  let start = 0;
  if (after) {
    const position = positionOf(after) as EmailRedirectObject;
    const next = redirects.findIndex((r) => compareRedirects(r, position) > 0);
    start = next === -1 ? redirects.length : next;
  }
  const end = first == null ? redirects.length : Math.min(redirects.length, start + first);
  const edges = redirects.slice(start, end).map((node) => ({ cursor: redirectCursor(node), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: end < redirects.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: redirects.length,
  };
}
