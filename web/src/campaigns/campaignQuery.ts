import { CAMPAIGN_PAGE_SIZE_DEFAULT, CAMPAIGN_PAGE_SIZE_MAX, type CampaignSortKey } from '@portal/rules';
import { ROWS_PER_PAGE_OPTIONS, type RowsPerPageOption } from '../lib/paging';
import type { SortState } from '../lib/sorting';
import type { DateRange } from '../widgets/dateRange';

/** CONST-026: "All" asks for the largest page the API allows. */
export function pageSizeOf(option: RowsPerPageOption): number {
  return option === 'All' ? CAMPAIGN_PAGE_SIZE_MAX : option;
}

export function optionOfPageSize(pageSize: number): RowsPerPageOption {
  return ROWS_PER_PAGE_OPTIONS.find((o) => pageSizeOf(o) === pageSize) ?? 'All';
}

/** Everything the campaigns table asks API-077 for (decision D-44): the query's variables. */
export interface CampaignTableState extends DateRange {
  page: number;
  pageSize: number;
  sortKey: CampaignSortKey;
  sortDescending: boolean;
  includeUncampaigned: boolean;
  domainFilter: string;
}

export function initialTableState(range: DateRange): CampaignTableState {
  return {
    ...range,
    page: 1,
    pageSize: CAMPAIGN_PAGE_SIZE_DEFAULT,
    sortKey: 'domain_name',
    sortDescending: false,
    includeUncampaigned: false,
    domainFilter: '',
  };
}

/** Any change but the page itself starts again on page 1 (a later page may no longer exist: "Invalid page."). */
export function withFilters(state: CampaignTableState, change: Partial<Omit<CampaignTableState, 'page'>>): CampaignTableState {
  return { ...state, ...change, page: 1 };
}

/** The table's sort as the shared sorting speaks of it (lib/sorting). */
export function sortOf(state: CampaignTableState): SortState<CampaignSortKey> {
  return { key: state.sortKey, direction: state.sortDescending ? 'desc' : 'asc' };
}

/** A header click (DataTable's onSortChange) as the API's sort_key and sort_descending, back on page 1. */
export function withSort(state: CampaignTableState, sort: SortState): CampaignTableState {
  return withFilters(state, { sortKey: sort.key as CampaignSortKey, sortDescending: sort.direction === 'desc' });
}
