import { badUserInput } from '../rest/errors';
import type { DomainObject } from './domain';

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

export const FIRST_MESSAGE = 'first must be zero or more.';

/** The cursor is the domain name, so it still points at the right place after the list changed. */
export function domainCursor(domain: DomainObject): string {
  return Buffer.from(domain.domainName, 'utf8').toString('base64');
}

function nameOf(cursor: string): string {
  return Buffer.from(cursor, 'base64').toString('utf8');
}

/** A Relay connection over the whole (name-ordered) list: `after` starts at the first name past the cursor's. */
export function toDomainConnection(domains: DomainObject[], { first, after }: ConnectionArgs) {
  if (first != null && first < 0) throw badUserInput(FIRST_MESSAGE, { first: [FIRST_MESSAGE] });
  let start = 0;
  if (after) {
    const name = nameOf(after);
    const next = domains.findIndex((d) => d.domainName > name);
    start = next === -1 ? domains.length : next;
  }
  const end = first == null ? domains.length : Math.min(domains.length, start + first);
  const edges = domains.slice(start, end).map((node) => ({ cursor: domainCursor(node), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: end < domains.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: domains.length,
  };
}
