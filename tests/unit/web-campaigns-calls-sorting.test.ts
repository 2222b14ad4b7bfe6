import { CAMPAIGN_PAGE_SIZE_MAX } from '@portal/rules';
import { ROWS_PER_PAGE_OPTIONS } from '../../web/src/lib/paging';
import { describe, expect, it } from 'vitest';
import {
  initialTableState,
  optionOfPageSize,
  pageSizeOf,
  sortOf,
  withFilters,
  withSort,
} from '../../web/src/campaigns/campaignQuery';
import { initialCallsState, sortOf as callSortOf, withSort as withCallSort } from '../../web/src/calltracking/callsQuery';
import { ariaSortOf, nextSort } from '../../web/src/lib/sorting';

const range = { startDate: '2026-10-24', endDate: '2026-11-22' };

describe('campaigns and calls: server sorting through the shared sorting (issue #9)', () => {
  it('CONST-026: the rows-per-page options are the spec list; All asks for the largest page', () => {
    expect(ROWS_PER_PAGE_OPTIONS).toEqual([5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 250, 'All']);
    expect(pageSizeOf('All')).toBe(CAMPAIGN_PAGE_SIZE_MAX);
    expect(optionOfPageSize(25)).toBe(25);
    expect(optionOfPageSize(CAMPAIGN_PAGE_SIZE_MAX)).toBe('All');
  });

  it('STATS-009: the table starts on page 1 with 10 rows sorted by domain; a header click flips and resets the page', () => {
    const start = initialTableState(range);
    expect(start).toMatchObject({ page: 1, pageSize: 10, sortKey: 'domain_name', sortDescending: false });
    expect(ariaSortOf(sortOf(start), 'domain_name')).toBe('ascending');
    expect(ariaSortOf(sortOf(start), 'cost')).toBe('none');

    const onPage3 = { ...start, page: 3 };
    // What DataTable's onSortChange hands over after a click on the sorted column, and on another one.
    expect(withSort(onPage3, nextSort(sortOf(onPage3), 'domain_name'))).toMatchObject({
      sortKey: 'domain_name',
      sortDescending: true,
      page: 1,
    });
    expect(withSort(onPage3, nextSort(sortOf(onPage3), 'cost'))).toMatchObject({
      sortKey: 'cost',
      sortDescending: false,
      page: 1,
    });
    expect(withFilters(onPage3, { includeUncampaigned: true })).toMatchObject({ includeUncampaigned: true, page: 1 });
  });

  it('STATS-012: calls sort newest first by default and a header click flips the direction', () => {
    const start = initialCallsState(range);
    expect(start).toEqual({ ...range, sort: 'started', sortDir: 'desc' });
    expect(ariaSortOf(callSortOf(start), 'started')).toBe('descending');
    expect(withCallSort(start, nextSort(callSortOf(start), 'started'))).toMatchObject({ sort: 'started', sortDir: 'asc' });
    expect(withCallSort(start, nextSort(callSortOf(start), 'duration'))).toMatchObject({ sort: 'duration', sortDir: 'asc' });
  });
});
