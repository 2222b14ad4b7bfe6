import { CORPORATE_PERMISSIONS, PRODUCT_TYPES, STAFF_PERMISSIONS } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import {
  corporatePermissionLabel,
  formatCardExpiry,
  formatCount,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatLongDate,
  formatMonthDay,
  formatWeekdayDate,
  formatMoney,
  productTypeLabel,
  staffPermissionLabel,
  UNKNOWN,
} from '../../web/src/lib/format';

describe('format: values as a person reads them (issue #9)', () => {
  it('a moment reads "Nov 17, 2026, 2:05 PM" in the viewer\'s time zone, with plain spaces', () => {
    expect(formatDateTime('2026-11-17T14:05:00Z', 'UTC')).toBe('Nov 17, 2026, 2:05 PM');
    expect(formatDateTime('2026-11-17T14:05:00Z', 'America/New_York')).toBe('Nov 17, 2026, 9:05 AM');
    expect(formatDateTime('2026-11-17T23:30:00Z', 'Asia/Tokyo')).toBe('Nov 18, 2026, 8:30 AM');
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 5, 0, 0)), 'UTC')).toBe('Jan 5, 2026, 12:00 AM');
  });

  it('a date reads "Nov 17, 2026"; a calendar day (2026-12-24) is the same day in every time zone', () => {
    expect(formatDate('2026-11-17T14:05:00Z', 'UTC')).toBe('Nov 17, 2026');
    expect(formatDate('2026-11-17T23:30:00Z', 'Asia/Tokyo')).toBe('Nov 18, 2026');
    expect(formatDate('2026-12-24', 'America/Los_Angeles')).toBe('Dec 24, 2026');
    expect(formatDate('2026-12-24', 'Pacific/Kiritimati')).toBe('Dec 24, 2026');
    expect(formatDateTime('2026-12-24', 'America/Los_Angeles')).toBe('Dec 24, 2026');
  });

  it('a missing or unreadable date is a dash, never "Invalid Date"', () => {
    expect(formatDateTime(null)).toBe(UNKNOWN);
    expect(formatDateTime('')).toBe(UNKNOWN);
    expect(formatDate('not a date')).toBe(UNKNOWN);
    expect(UNKNOWN).toBe('—');
  });

  it('money is US dollars with cents; counts have thousands separators', () => {
    expect(formatMoney(147)).toBe('$147.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(null)).toBe(UNKNOWN);
    expect(formatCount(12345)).toBe('12,345');
  });

  it('DOM-001: product types read Parked, Proxied, M1, M2 (decision D-13)', () => {
    expect(PRODUCT_TYPES.map(productTypeLabel)).toEqual(['Parked', 'Proxied', 'M1', 'M2']);
    expect(productTypeLabel(undefined)).toBe(UNKNOWN);
  });

  it('TEAM-004: staff permissions read as the areas they open', () => {
    expect(staffPermissionLabel('emails')).toBe('Email redirects');
    expect(STAFF_PERMISSIONS.map((p) => staffPermissionLabel(p.key))).toEqual(STAFF_PERMISSIONS.map((p) => p.label));
  });

  it('AUTH-017: every corporate permission reads as the overview page it opens; none stays a raw key', () => {
    expect(corporatePermissionLabel('queue')).toBe('Approval Queue');
    expect(corporatePermissionLabel('m1stats')).toBe('M1 stats');
    expect(corporatePermissionLabel('m1editor')).toBe('M1 website editor');
    for (const key of CORPORATE_PERMISSIONS) expect(corporatePermissionLabel(key)).not.toBe(key);
  });

  it('BILL-004: a card expiry reads as the card prints it, "08/2029"', () => {
    expect(formatCardExpiry('2029-08-31')).toBe('08/2029');
    expect(formatCardExpiry('2026-01-31T00:00:00Z', 'UTC')).toBe('01/2026');
    expect(formatCardExpiry(null)).toBe(UNKNOWN);
    expect(formatCardExpiry('soon')).toBe(UNKNOWN);
  });
});

describe('format: call tracking values (issue #9)', () => {
  it('STATS-012: a call lasts "2:05" and its status reads as a word, never the raw key', async () => {
    const { callStatusLabel, formatDuration } = await import('../../web/src/lib/format');
    expect(formatDuration(125)).toBe('2:05');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(3601)).toBe('60:01');
    expect(formatDuration(null)).toBe(UNKNOWN);
    expect(['answered', 'missed', 'voicemail'].map(callStatusLabel)).toEqual(['Answered', 'Missed', 'Voicemail']);
    expect(callStatusLabel(undefined)).toBe(UNKNOWN);
  });
});

describe('format: product types on the move form (issue #9)', () => {
  it('DOM-001 ADMIN-034: the move form names each product type in words (CONST-035), never the raw key', async () => {
    const { moveProductTypeLabel } = await import('../../web/src/lib/format');
    expect(moveProductTypeLabel('sf_microsite')).toBe('Secure Microsite Proxy');
    expect(moveProductTypeLabel('parked')).toBe('Secure Parked');
    expect(moveProductTypeLabel(null)).toBe(UNKNOWN);
  });
});

describe('format: the one module for date words (issue #23 §4, no second date library)', () => {
  it('a chart\'s days read "Mon, Mar 2, 2026", "Monday, March 2, 2026" and "Mar 2", the same day everywhere', () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', undefined]) {
      expect(formatWeekdayDate('2026-03-02', zone)).toBe('Mon, Mar 2, 2026');
      expect(formatLongDate('2026-03-02', zone)).toBe('Monday, March 2, 2026');
      expect(formatMonthDay('2026-03-02', zone)).toBe('Mar 2');
    }
    expect(formatWeekdayDate('2026-11-17T23:30:00Z', 'Asia/Tokyo')).toBe('Wed, Nov 18, 2026');
    expect(formatWeekdayDate('nope')).toBe(UNKNOWN);
  });

  it('a range reads "Mar 1, 2025 – Mar 30, 2025"', () => {
    expect(formatDateRange('2025-03-01', '2025-03-30')).toBe('Mar 1, 2025 – Mar 30, 2025');
  });
});
