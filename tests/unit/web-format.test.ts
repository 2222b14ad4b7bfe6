import { CORPORATE_PERMISSIONS, PRODUCT_TYPES, STAFF_PERMISSIONS } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import {
  corporatePermissionLabel,
  formatCount,
  formatDate,
  formatDateTime,
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
});
