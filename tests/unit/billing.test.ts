import { describe, expect, it } from 'vitest';
import {
  BILLING_AMOUNT_MAX,
  BILLING_MESSAGES,
  CALL_LIST_LIMIT,
  CARD_BRANDS,
  CARD_EXPIRING_DAYS,
  CARD_MESSAGES,
  CHARGE_TYPES,
  CREDIT_TYPES,
  EXTRA_LINES_MAX,
  EXTRA_LINES_MIN,
  HIDDEN_CREDIT_TYPES,
  INCLUDED_LINES,
  INITIAL_ADWORDS_MINIMUM,
  STATS_MESSAGES,
  billingAmountError,
  billingAmountTextError,
  billingCategoryOptions,
  isWholeCents,
  moneyAmountOf,
  canManageBilling,
  canManageCallTracking,
  cardExpires,
  extraLinesOf,
  isValidAreaCode,
  isValidDateRange,
  paymentState,
  poolSizeFor,
  validateBilling,
  validateCardData,
  validateCardNumber,
  validateExpirationMonth,
  validateExpirationYear,
  validateExtraLines,
} from '@portal/rules';
import { ACCEPTED_CARDS } from '../../web/src/lib/portalFacts';
import { user } from './fixtures';

/** A fixed "today" (decision D-40: the reference date is today, in UTC). */
const TODAY = new Date('2026-11-22T15:00:00Z');
const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(TODAY.getTime() + days * DAY_MS).toISOString().slice(0, 10);

describe('card validators (VALID-001..007, decision D-40)', () => {
  it('VALID-001: month "13" gives "Not a valid month"', () => {
    expect(validateExpirationMonth('13', '2027', TODAY)).toBe('Not a valid month');
    expect(validateExpirationMonth('0', '2027', TODAY)).toBe(CARD_MESSAGES.invalidMonth);
    expect(validateExpirationMonth('ab', '2027', TODAY)).toBe(CARD_MESSAGES.invalidMonth);
    expect(validateExpirationMonth('04', '2027', TODAY)).toBeNull();
    expect(validateExpirationMonth('12', '2027', TODAY)).toBeNull();
  });

  it('VALID-002: last month with this year gives "This month/year combo is not valid"; this month is fine', () => {
    expect(validateExpirationMonth('10', '2026', TODAY)).toBe('This month/year combo is not valid');
    expect(validateExpirationMonth('11', '2026', TODAY)).toBeNull();
    // With the real today as well.
    const now = new Date();
    if (now.getUTCMonth() > 0) {
      expect(validateExpirationMonth(String(now.getUTCMonth()), String(now.getUTCFullYear()))).toBe(CARD_MESSAGES.pastMonth);
    }
    // A past year is reported on the year only.
    expect(validateExpirationMonth('10', '2001', TODAY)).toBeNull();
  });

  it('VALID-003: "25" gives "25 must be 4 digits long."', () => {
    expect(validateExpirationYear('25', TODAY)).toBe('25 must be 4 digits long.');
    expect(validateExpirationYear('20271', TODAY)).toBe('20271 must be 4 digits long.');
  });

  it('VALID-004: "2001" gives "Not a valid year, is it in the past?"; this year and 20 ahead are valid', () => {
    expect(validateExpirationYear('2001', TODAY)).toBe('Not a valid year, is it in the past?');
    expect(validateExpirationYear('2025', TODAY)).toBe(CARD_MESSAGES.invalidYear);
    expect(validateExpirationYear('2026', TODAY)).toBeNull();
    expect(validateExpirationYear('2046', TODAY)).toBeNull();
    expect(validateExpirationYear('2047', TODAY)).toBe(CARD_MESSAGES.invalidYear);
  });

  it('VALID-005: "4111-abc" gives "Card number should be numeric."', () => {
    expect(validateCardNumber('4111-abc')).toBe('Card number should be numeric.');
    expect(validateCardNumber('abcd')).toBe(CARD_MESSAGES.numeric);
  });

  it('VALID-006: a 15-digit Visa gives "Visa cards should be 13, 16 or 19 digits."', () => {
    expect(validateCardNumber('411111111111111')).toBe('Visa cards should be 13, 16 or 19 digits.');
    expect(validateCardNumber('55555555555544')).toBe('Mastercard cards should be 16 digits.');
    expect(validateCardNumber('3782822463100051')).toBe('American Express cards should be 15 digits.');
    expect(validateCardNumber('60111111111111171')).toBe('Discover cards should be 16 or 19 digits.');
  });

  it('VALID-007: 4111111111111112 gives "Not a valid credit card number"', () => {
    expect(validateCardNumber('4111111111111112')).toBe('Not a valid credit card number');
    // Not one of the accepted cards.
    expect(validateCardNumber('9111111111111111')).toBe(CARD_MESSAGES.invalidNumber);
  });

  it('D-40: good numbers of each accepted card pass; spaces between groups are ignored', () => {
    for (const good of [
      '4111111111111111',
      '4222222222222',
      '4111 1111 1111 1111',
      '5555555555554444',
      '2223003122003222',
      '378282246310005',
      '6011111111111117',
      '6445644564456445',
    ]) {
      expect(validateCardNumber(good), good).toBeNull();
    }
    expect(validateCardNumber('')).toBe(CARD_MESSAGES.numberRequired);
    expect(CARD_BRANDS.map((b) => b.label)).toEqual([...ACCEPTED_CARDS]);
  });

  it('BILL-016: the card form runs the three validators per field', () => {
    expect(validateCardData({ number: 'abcd', expMonth: '13', expYear: '25' }, TODAY)).toEqual({
      number: ['Card number should be numeric.'],
      expMonth: ['Not a valid month'],
      expYear: ['25 must be 4 digits long.'],
    });
    expect(validateCardData({ number: '4111111111111111', expMonth: '4', expYear: '2027' }, TODAY)).toEqual({});
  });

  it('a card expires at the end of its expiration month', () => {
    expect(cardExpires(2, 2028)).toBe('2028-02-29');
    expect(cardExpires(12, 2027)).toBe('2027-12-31');
  });
});

describe('payment state (BILL-010..015, CONST-022, decision D-41)', () => {
  const VISA = { card_type: 'visa', default: true, is_expired: false, expires: '2029-08-31' };

  it('BILL-010: [{card_type:"eighttrack"}] gives comp deduct: the card in use is eighttrack and the state is good', () => {
    const state = paymentState([{ card_type: 'eighttrack' }], TODAY);
    expect(state.card?.card_type).toBe('eighttrack');
    expect(state).toMatchObject({ no_card: false, expired_card: false, expiring_card: false, good: true });
    // Comp deduct wins over a default card.
    expect(paymentState([VISA, { card_type: 'eighttrack' }], TODAY).card?.card_type).toBe('eighttrack');
  });

  it('BILL-011: the summary object has the 5 keys', () => {
    expect(Object.keys(paymentState([VISA], TODAY)).sort()).toEqual(['card', 'expired_card', 'expiring_card', 'good', 'no_card']);
  });

  it('BILL-012: [] gives no_card=true', () => {
    expect(paymentState([], TODAY)).toEqual({ card: null, no_card: true, expired_card: false, expiring_card: false, good: false });
  });

  it('BILL-013: default is_expired=true gives expired_card=true', () => {
    const state = paymentState([{ ...VISA, is_expired: true }], TODAY);
    expect(state).toMatchObject({ expired_card: true, expiring_card: false, good: false });
    // A passed expiry day counts even when the upstream flag lags.
    expect(paymentState([{ ...VISA, expires: inDays(-1) }], TODAY).expired_card).toBe(true);
  });

  it('BILL-014 / CONST-022: expires today+29d gives expiring_card=true; +31d gives false', () => {
    expect(CARD_EXPIRING_DAYS).toBe(30);
    expect(paymentState([{ ...VISA, expires: inDays(29) }], TODAY).expiring_card).toBe(true);
    expect(paymentState([{ ...VISA, expires: inDays(30) }], TODAY).expiring_card).toBe(true);
    expect(paymentState([{ ...VISA, expires: inDays(31) }], TODAY).expiring_card).toBe(false);
    expect(paymentState([{ ...VISA, expires: inDays(0) }], TODAY)).toMatchObject({ expiring_card: true, good: true });
  });

  it('BILL-015: a valid default card gives good=true', () => {
    expect(paymentState([VISA], TODAY)).toEqual({
      card: VISA,
      no_card: false,
      expired_card: false,
      expiring_card: false,
      good: true,
    });
    // D-41: without a default, the first method is the one in use; another usable card keeps the state good.
    const expiredFirst = { ...VISA, default: false, is_expired: true };
    const other = { ...VISA, default: false };
    expect(paymentState([expiredFirst, other], TODAY)).toMatchObject({ card: expiredFirst, expired_card: true, good: true });
  });
});

describe('charges and credits (VALID-035..037, CONST-031..034, decision D-42)', () => {
  it('VALID-035: amount 0 fails; 0.01 passes', () => {
    expect(validateBilling({ mode: 'credit', amount: 0, category: 'promo' })).toEqual({ amount: [BILLING_MESSAGES.amount] });
    expect(validateBilling({ mode: 'credit', amount: -5, category: 'promo' }).amount).toEqual([BILLING_MESSAGES.amount]);
    expect(validateBilling({ mode: 'credit', amount: 0.01, category: 'promo' })).toEqual({});
  });

  it('D-71 (issue #8 item 8): at most $100,000.00; 1e308 and Infinity are "at most", NaN and -Infinity "greater than 0"', () => {
    expect(BILLING_AMOUNT_MAX).toBe(100_000);
    const amountOf = (amount: number) => validateBilling({ mode: 'credit', amount, category: 'promo' }).amount;
    expect(amountOf(100_000)).toBeUndefined();
    // Decision D-222: a fraction of a cent is not money (it used to round to $100,000.00).
    expect(amountOf(100_000.004)).toEqual([BILLING_MESSAGES.money]);
    expect(amountOf(100_000.01)).toEqual(['Amount must be at most $100,000.00']);
    expect(amountOf(1e308)).toEqual([BILLING_MESSAGES.amountMax]);
    expect(amountOf(Infinity)).toEqual([BILLING_MESSAGES.amountMax]);
    expect(amountOf(-Infinity)).toEqual([BILLING_MESSAGES.amount]);
    expect(amountOf(Number.NaN)).toEqual([BILLING_MESSAGES.amount]);
    // An amount refused for its size is never also judged against the Initial Adwords minimum.
    expect(validateBilling({ mode: 'charge', amount: 1e308, category: 'Initial Adwords Payment' })).toEqual({
      amount: [BILLING_MESSAGES.amountMax],
    });
  });

  it('D-222 (issue #26): typed money is dollars with at most two decimals, an optional $ and thousands separators', () => {
    for (const [typed, dollars] of [
      ['45', 45],
      ['45.5', 45.5],
      ['$1,200.00', 1200],
      ['.50', 0.5],
      [' 12.34 ', 12.34],
    ] as const) {
      expect(moneyAmountOf(typed)).toBe(dollars);
      expect(billingAmountTextError(typed)).toBeNull();
    }
    for (const typed of ['abc', '1e3', '45.123', '-5', '4 5', '1,20', '$', '12.']) {
      expect(moneyAmountOf(typed)).toBeNaN();
      expect(billingAmountTextError(typed)).toBe(BILLING_MESSAGES.money);
    }
    expect(billingAmountTextError('')).toBe(BILLING_MESSAGES.amount);
    expect(billingAmountTextError('0')).toBe(BILLING_MESSAGES.amount);
    expect(billingAmountTextError('100,000.01')).toBe(BILLING_MESSAGES.amountMax);
  });

  it('D-222: a number of dollars that is not whole cents is refused as not money; whole cents pass', () => {
    expect(billingAmountError(45.123)).toBe(BILLING_MESSAGES.money);
    expect(billingAmountError(0.005)).toBe(BILLING_MESSAGES.money);
    expect(billingAmountError(99_999.99)).toBeNull();
    expect(billingAmountError(0.1 + 0.2)).toBeNull();
    expect(isWholeCents(19.99)).toBe(true);
    expect(isWholeCents(19.999)).toBe(false);
  });

  it('VALID-036: an empty category fails, as does a type of the other mode', () => {
    expect(validateBilling({ mode: 'charge', amount: 5, category: '' })).toEqual({ category: [BILLING_MESSAGES.category] });
    expect(validateBilling({ mode: 'charge', amount: 5, category: 'promo' })).toEqual({ category: [BILLING_MESSAGES.category] });
  });

  it('VALID-037 / CONST-031: an Initial Adwords Payment of 40 fails with the message; 40.01 passes', () => {
    expect(INITIAL_ADWORDS_MINIMUM).toBe(40);
    expect(validateBilling({ mode: 'charge', amount: 40, category: 'Initial Adwords Payment' })).toEqual({
      amount: ['Initial Adwords Payment must be greater than $40'],
    });
    expect(validateBilling({ mode: 'charge', amount: 40.01, category: 'Initial Adwords Payment' })).toEqual({});
    expect(validateBilling({ mode: 'charge', amount: 5, category: 'Google Ads Setup Fee' })).toEqual({});
  });

  it('CONST-032: the visible credit types equal the list', () => {
    expect(billingCategoryOptions('credit')).toEqual(['overcharge', 'change', 'error', 'goodwill', 'promo', 'monthly', 'yearly', 'other']);
    expect([...CREDIT_TYPES]).toEqual(billingCategoryOptions('credit'));
  });

  it('CONST-033: the hidden types are excluded from options', () => {
    expect([...HIDDEN_CREDIT_TYPES]).toEqual(['pluto', 'monthly2', 'change2']);
    for (const hidden of HIDDEN_CREDIT_TYPES) {
      expect(billingCategoryOptions('credit')).not.toContain(hidden);
      expect(validateBilling({ mode: 'credit', amount: 5, category: hidden })).toEqual({ category: [BILLING_MESSAGES.category] });
    }
  });

  it('CONST-034: the charge options equal the list', () => {
    expect(billingCategoryOptions('charge')).toEqual([
      'Additional Adwords Charge',
      'Initial Adwords Payment',
      'Google Ads Setup Fee',
      'Yearly Payment',
      'Google Trial Fee',
      'Domain Change Fee',
    ]);
    expect(billingCategoryOptions('charge')).toEqual([...CHARGE_TYPES]);
  });

  it('D-42: only internal provider staff manage billing', () => {
    expect(canManageBilling(user({ userType: 'mirus', internal: true }))).toBe(true);
    expect(canManageBilling(user({ userType: 'agent', associateId: 'A1' }))).toBe(false);
    expect(canManageBilling(user({ userType: 'staff', staffAgents: ['A1'] }))).toBe(false);
  });
});

describe('call tracking (VALID-040, VALID-043, CONST-023..025, decision D-43)', () => {
  it('VALID-040 / CONST-024: -1 and 11 fail; 0 and 10 pass', () => {
    expect([EXTRA_LINES_MIN, EXTRA_LINES_MAX]).toEqual([0, 10]);
    for (const bad of [-1, 11, 2.5]) expect(validateExtraLines(bad)).toEqual({ extraLines: [expect.any(String)] });
    for (const good of [0, 10]) expect(validateExtraLines(good)).toEqual({});
  });

  it('CONST-023 / D-43: 3 lines are included; pool_size counts them', () => {
    expect(INCLUDED_LINES).toBe(3);
    expect(poolSizeFor(2)).toBe(5);
    expect(extraLinesOf(5)).toBe(2);
    expect(extraLinesOf(1)).toBe(0);
  });

  it('CONST-025: the call list limit is 9999', () => {
    expect(CALL_LIST_LIMIT).toBe(9999);
  });

  it('VALID-043: a missing end gives "Valid start and end dates required"', () => {
    expect(STATS_MESSAGES.range).toBe('Valid start and end dates required');
    expect(isValidDateRange('2026-11-01', '')).toBe(false);
    expect(isValidDateRange('2026-11-01', '2026-11-30')).toBe(true);
  });

  it('D-43: area codes are 3 digits starting 2-9; pool, create and disable are internal only', () => {
    expect(isValidAreaCode('217')).toBe(true);
    expect(isValidAreaCode('117')).toBe(false);
    expect(isValidAreaCode('21')).toBe(false);
    expect(canManageCallTracking(user({ userType: 'mirus', internal: true }))).toBe(true);
    expect(canManageCallTracking(user({ userType: 'agent', associateId: 'A1' }))).toBe(false);
  });
});
