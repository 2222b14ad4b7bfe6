import type { SortDirection } from '@portal/rules';

/** Which column a table is sorted by, and which way. `key` is the column's sort key (the API's, for server sorting). */
export interface SortState<K extends string = string> {
  key: K;
  direction: SortDirection;
}

/** What a row is ordered by; null and undefined go last in both directions. */
export type SortValue = string | number | boolean | Date | null | undefined;

/**
 * A click on a column header: the sorted column flips its direction, another column starts with `firstDirection`
 * (ascending unless the column reads better newest or largest first).
 */
export function nextSort<K extends string>(
  current: SortState<K> | null,
  key: K,
  firstDirection: SortDirection = 'asc',
): SortState<K> {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: firstDirection };
}

/** The header's aria-sort. */
export function ariaSortOf<K extends string>(current: SortState<K> | null, key: K): 'ascending' | 'descending' | 'none' {
  if (current?.key !== key) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

function comparable(value: SortValue): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** Compares two values ascending: numbers as numbers, text as a person orders it ("a2" before "a10"), blanks last. */
export function compareValues(a: SortValue, b: SortValue): number {
  const x = comparable(a);
  const y = comparable(b);
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return collator.compare(String(x), String(y));
}

/** The rows in the given order (a new array; equal rows keep their order). Blanks stay last either way. */
export function sortRows<T>(rows: readonly T[], sort: SortState | null, valueOf: ((row: T) => SortValue) | undefined): T[] {
  if (!sort || !valueOf) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((a, b) => {
      const blankA = comparable(a.value) === null;
      const blankB = comparable(b.value) === null;
      if (blankA || blankB) return blankA === blankB ? a.index - b.index : blankA ? 1 : -1;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map((entry) => entry.row);
}
