import {
  CAMPAIGN_PAGE_SIZE_DEFAULT,
  CAMPAIGN_PAGE_SIZE_MAX,
  ROWS_PER_PAGE_OPTIONS,
  type CampaignSortKey,
  type RowsPerPageOption,
} from '@portal/rules';
import type { DateRange } from '../widgets/dateRange';

/** CONST-026: "All" asks for the largest page the API allows. */
export function pageSizeOf(option: RowsPerPageOption): number {
  return option === 'All' ? CAMPAIGN_PAGE_SIZE_MAX : option;
}

export function optionOfPageSize(pageSize: number): RowsPerPageOption {
  return ROWS_PER_PAGE_OPTIONS.find((o) => pageSizeOf(o) === pageSize) ?? 'All';
}

/** Everything the campaigns table asks API-077 for (decision D-44). */
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

/** A click on a column header: the same column flips its direction, another one sorts ascending; back to page 1. */
export function sortBy(state: CampaignTableState, key: CampaignSortKey): CampaignTableState {
  const sortDescending = state.sortKey === key ? !state.sortDescending : false;
  return { ...state, sortKey: key, sortDescending, page: 1 };
}

/** Any change but the page itself starts again on page 1 (a later page may no longer exist: "Invalid page."). */
export function withFilters(state: CampaignTableState, change: Partial<Omit<CampaignTableState, 'page'>>): CampaignTableState {
  return { ...state, ...change, page: 1 };
}

export function ariaSort(state: CampaignTableState, key: CampaignSortKey): 'ascending' | 'descending' | 'none' {
  if (state.sortKey !== key) return 'none';
  return state.sortDescending ? 'descending' : 'ascending';
}
