import { FIRST_MESSAGE } from '../domains/connection';
import { badUserInput } from '../rest/errors';

export interface ListArgs {
  first?: number | null;
  after?: string | null;
}

export const AFTER_MESSAGE = 'after is not a cursor of this list.';

const encode = (key: string) => Buffer.from(key, 'utf8').toString('base64');
const decode = (cursor: string) => Buffer.from(cursor, 'base64').toString('utf8');

/** A Relay connection over a whole list the upstream answered at once; the cursor is each item's stable key. */
export function toListConnection<T>(items: readonly T[], keyOf: (item: T) => string, { first, after }: ListArgs) {
  if (first != null && first < 0) throw badUserInput(FIRST_MESSAGE, { first: [FIRST_MESSAGE] });
  let start = 0;
  if (after) {
    const key = decode(after);
    const index = items.findIndex((item) => keyOf(item) === key);
    if (index === -1) throw badUserInput(AFTER_MESSAGE, { after: [AFTER_MESSAGE] });
    start = index + 1;
  }
  const end = first == null ? items.length : Math.min(items.length, start + first);
  const edges = items.slice(start, end).map((node) => ({ cursor: encode(keyOf(node)), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: items.length,
  };
}
