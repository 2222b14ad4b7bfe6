import { describe, expect, it } from 'vitest';
import { CAMPAIGN_PAGE_SIZE_MAX, CARD_MESSAGES } from '@portal/rules';
import { ROWS_PER_PAGE_OPTIONS } from '../../web/src/lib/paging';
import { cardFormErrors } from '../../web/src/billing/payment/cardForm';
import { initialTableState, optionOfPageSize, pageSizeOf, sortOf, withFilters, withSort } from '../../web/src/campaigns/campaignQuery';
import { formatCardExpiry, formatDate, formatDuration, formatMoney } from '../../web/src/lib/format';
import { ariaSortOf, nextSort } from '../../web/src/lib/sorting';

const range = { startDate: '2026-10-24', endDate: '2026-11-22' };

describe('web billing, campaigns and call tracking helpers', () => {
  it('CONST-026: the rows-per-page options are the spec list; All asks for the largest page', () => {
    expect(ROWS_PER_PAGE_OPTIONS).toEqual([5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 250, 'All']);
    expect(pageSizeOf('All')).toBe(CAMPAIGN_PAGE_SIZE_MAX);
    expect(optionOfPageSize(25)).toBe(25);
  });

  it('STATS-009: the table starts on page 1 with 10 rows sorted by domain; sorting flips and resets the page', () => {
    const start = initialTableState(range);
    expect(start).toMatchObject({ page: 1, pageSize: 10, sortKey: 'domain_name', sortDescending: false });
    const onPage3 = { ...start, page: 3 };
    expect(withSort(onPage3, nextSort(sortOf(onPage3), 'domain_name'))).toMatchObject({ sortDescending: true, page: 1 });
    expect(withSort(onPage3, nextSort(sortOf(onPage3), 'cost'))).toMatchObject({ sortKey: 'cost', sortDescending: false, page: 1 });
    expect(withFilters(onPage3, { includeUncampaigned: true })).toMatchObject({ includeUncampaigned: true, page: 1 });
    expect(ariaSortOf(sortOf(start), 'domain_name')).toBe('ascending');
    expect(ariaSortOf(sortOf(start), 'cost')).toBe('none');
  });

  it('STATS-012: calls sort newest first by default and a header click flips the direction', () => {
    expect(nextSort({ key: 'started', direction: 'desc' }, 'started')).toEqual({ key: 'started', direction: 'asc' });
    expect(nextSort({ key: 'started', direction: 'desc' }, 'duration')).toEqual({ key: 'duration', direction: 'asc' });
    expect(formatDuration(125)).toBe('2:05');
  });

  it('BILL-016: the card form uses the shared validators', () => {
    const today = new Date(Date.UTC(2026, 10, 22));
    expect(cardFormErrors({ number: 'abcd', expMonth: '13', expYear: '25' }, today)).toEqual({
      number: [CARD_MESSAGES.numeric],
      expMonth: [CARD_MESSAGES.invalidMonth],
      expYear: [CARD_MESSAGES.yearLength('25')],
    });
    expect(cardFormErrors({ number: '4111 1111 1111 1111', expMonth: '12', expYear: '2028' }, today)).toEqual({});
  });

  it('BILL-001 BILL-002: receipt dates, amounts and card expiry dates as the pages show them', () => {
    expect(formatDate('2026-07-12T15:30:00Z', 'UTC')).toBe('Jul 12, 2026');
    expect(formatMoney(147)).toBe('$147.00');
    expect(formatMoney(1500.5)).toBe('$1,500.50');
    expect(formatCardExpiry('2029-08-31')).toBe('08/2029');
  });
});
