import type { CallSortKey, SortDirection } from '@portal/rules';
import type { SortState } from '../lib/sorting';
import type { DateRange } from '../widgets/dateRange';

/** What the calls list asks API-084 for: a range and the server's sort (decision D-43). */
export interface CallsQueryState extends DateRange {
  sort: CallSortKey;
  sortDir: SortDirection;
}

/** Newest calls first. */
export function initialCallsState(range: DateRange): CallsQueryState {
  return { ...range, sort: 'started', sortDir: 'desc' };
}

/** The list's sort as the shared sorting speaks of it (lib/sorting). */
export function sortOf(state: CallsQueryState): SortState<CallSortKey> {
  return { key: state.sort, direction: state.sortDir };
}

/** A header click (DataTable's onSortChange) as the API's sort and sort_dir. */
export function withSort(state: CallsQueryState, sort: SortState): CallsQueryState {
  return { ...state, sort: sort.key as CallSortKey, sortDir: sort.direction };
}
