import { describe, expect, it } from 'vitest';
import {
  MONTHLY_PRICES,
  PRODUCT_LABELS,
  changeOptions,
  formatStatsTimestamp,
  isValidDateRange,
  purchaseOptions,
  redirectCost,
  statsRange,
  validateDomainOrder,
  validateMove,
} from '@portal/rules';
import { PRODUCT_CATALOGUE } from '../../web/src/lib/productCatalogue';

const allowed = (opts: { type: string; allowed: boolean }[]) => opts.filter((o) => o.allowed).map((o) => o.type);

describe('domains', () => {
  it('DOM-001: sf_microsite is shown as Proxied', () => {
    expect(PRODUCT_LABELS).toEqual({ parked: 'Parked', sf_microsite: 'Proxied', m1: 'M1', m2: 'M2' });
  });

  it('CONST-002..005 DOM-016: monthly prices and a catalogue entry per type', () => {
    expect(MONTHLY_PRICES).toEqual({ parked: 13, sf_microsite: 19, m1: 29, m2: 54 });
    for (const p of PRODUCT_CATALOGUE) {
      expect(p.monthlyPrice).toBe(MONTHLY_PRICES[p.type]);
      expect(p.title && p.subtitle && p.features.length && p.notes.length).toBeTruthy();
    }
  });

  it('CONST-006: an email redirect on a parked domain costs $1 each per month', () => {
    expect(redirectCost('parked', 3)).toBe(3);
    expect(redirectCost('m1', 3)).toBe(0);
  });

  it('VALID-023: interns may buy only parked and proxied', () => {
    expect(allowed(purchaseOptions(true, [{ productType: 'm1', isCancelled: false }]))).toEqual(['parked', 'sf_microsite']);
  });

  it('VALID-024: parked needs another (not cancelled) domain type in the account', () => {
    expect(allowed(purchaseOptions(false, []))).toEqual(['sf_microsite', 'm1', 'm2']);
    expect(allowed(purchaseOptions(false, [{ productType: 'm1', isCancelled: true }]))).not.toContain('parked');
    expect(allowed(purchaseOptions(false, [{ productType: 'm2', isCancelled: false }]))).toContain('parked');
  });

  it('DOM-006: interns cannot change a domain to M1 or M2', () => {
    expect(allowed(changeOptions(true, 'parked'))).toEqual(['sf_microsite']);
    expect(allowed(changeOptions(false, 'parked'))).toEqual(['sf_microsite', 'm1', 'm2']);
  });

  it('DOM-004 DOM-005: order validation names the field', () => {
    const owned = [{ productType: 'm2' as const, isCancelled: false }];
    expect(validateDomainOrder({ name: 'good-name.com', productType: 'm1', isTransfer: false }, false, owned)).toEqual({});
    expect(Object.keys(validateDomainOrder({ name: 'bad name', productType: 'x', isTransfer: true }, false, owned)).sort()).toEqual(
      ['authCode', 'name', 'productType'],
    );
  });

  it('VALID-028 VALID-029 VALID-030: move validation messages', () => {
    expect(validateMove({ domain: 'a.com', targetAlias: 'abcde', targetProductType: '' })).toEqual({
      targetAlias: ['Alias should be 4 or 6 characters'],
      targetProductType: ['Domain type must be chosen'],
    });
    expect(validateMove({ domain: 'a.com', targetAlias: 'abcd', targetProductType: 'm2' })).toEqual({});
    expect(validateMove({ domain: 'a.com', targetAlias: 'abcdef', targetProductType: 'parked' })).toEqual({});
    expect(validateMove({ domain: null, targetAlias: 'abcd', targetProductType: 'm2' })).toHaveProperty('domain');
  });
});

describe('stats dates', () => {
  it('CONST-016 STATS-003: stats timestamps are 19 characters', () => {
    expect(formatStatsTimestamp(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03:04:05');
    const r = statsRange('2026-01-01', '2026-01-31');
    expect(r).toEqual({ start: '2026-01-01T00:00:00', end: '2026-01-31T23:59:59' });
    expect(r.start.length).toBe(19);
    expect(r.end.length).toBe(19);
  });

  it('VALID-043: a range needs valid start and end, start first', () => {
    expect(isValidDateRange('2026-01-01', '2026-01-31')).toBe(true);
    expect(isValidDateRange('2026-01-31', '2026-01-01')).toBe(false);
    expect(isValidDateRange('2026-01-01', '')).toBe(false);
    expect(isValidDateRange('2024-02-30', '2024-03-05')).toBe(false);
    expect(isValidDateRange('2024-02-29', '2024-03-05')).toBe(true);
  });
});
