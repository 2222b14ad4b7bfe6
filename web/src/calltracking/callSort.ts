import type { CallSortKey, SortDirection } from '@portal/rules';

export interface CallSort {
  sort: CallSortKey;
  sortDir: SortDirection;
}

/** Newest calls first. */
export const DEFAULT_CALL_SORT: CallSort = { sort: 'started', sortDir: 'desc' };

/** A click on a column header: the same column flips its direction, another one starts ascending. */
export function nextCallSort(current: CallSort, key: CallSortKey): CallSort {
  if (current.sort === key) return { sort: key, sortDir: current.sortDir === 'asc' ? 'desc' : 'asc' };
  return { sort: key, sortDir: 'asc' };
}

export function callAriaSort(current: CallSort, key: CallSortKey): 'ascending' | 'descending' | 'none' {
  if (current.sort !== key) return 'none';
  return current.sortDir === 'asc' ? 'ascending' : 'descending';
}

/** 125 seconds as 2:05. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
