import { badUserInput } from '../rest/errors';

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

const FIRST_MESSAGE = 'first must be zero or more.';
const AFTER_MESSAGE = 'after is not a cursor of this list.';

export interface ConnectionKeys<T> {
  /** A stable key of the item; the cursor is its base64 form. */
  keyOf: (item: T) => string;
  /**
   * For an ordered list: whether the item lies past the cursor's key, so a cursor whose item has gone since still
   * finds its place. Without it the cursor must name an item of the list.
   */
  isPast?: (item: T, key: string) => boolean;
}

const encode = (key: string) => Buffer.from(key, 'utf8').toString('base64');
const decode = (cursor: string) => Buffer.from(cursor, 'base64').toString('utf8');

function cursorOf<T>(item: T, { keyOf }: Pick<ConnectionKeys<T>, 'keyOf'>): string {
  return encode(keyOf(item));
}

/** The Relay shape around one page of edges. */
export function connectionOf<E extends { cursor: string }>(
  edges: E[],
  page: { hasNextPage: boolean; hasPreviousPage: boolean; totalCount: number },
) {
  return {
    edges,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: page.totalCount,
  };
}

function startOf<T>(items: readonly T[], after: string, { keyOf, isPast }: ConnectionKeys<T>): number {
  const key = decode(after);
  if (isPast) {
    const next = items.findIndex((item) => isPast(item, key));
    return next === -1 ? items.length : next;
  }
  const index = items.findIndex((item) => keyOf(item) === key);
  if (index === -1) throw badUserInput(AFTER_MESSAGE, { after: [AFTER_MESSAGE] });
  return index + 1;
}

/** The one connection builder: a Relay connection over a whole list the upstream answered at once. */
export function toConnection<T>(items: readonly T[], { first, after }: ConnectionArgs, keys: ConnectionKeys<T>) {
  if (first != null && first < 0) throw badUserInput(FIRST_MESSAGE, { first: [FIRST_MESSAGE] });
  const start = after ? startOf(items, after, keys) : 0;
  const end = first == null ? items.length : Math.min(items.length, start + first);
  const edges = items.slice(start, end).map((node) => ({ cursor: cursorOf(node, keys), node }));
  return connectionOf(edges, { hasNextPage: end < items.length, hasPreviousPage: start > 0, totalCount: items.length });
}
