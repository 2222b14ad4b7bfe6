/**
 * Payment methods, card validation, the payment state and billing (charges and credits): BILL-010..016,
 * VALID-001..007, VALID-035..037, CONST-022, CONST-031..034. Card types, lengths and the reference date are
 * decision D-40; the payment state is decision D-41; billing access and categories are decision D-42.
 */
import type { FieldErrors } from './domains';
import type { SessionUser } from './users';
import { canAdminister } from './access';
import { between, digits, max, min, numeric, required, ruleError, size, withMessage } from './standardRules';

// ---------------------------------------------------------------- card validation (VALID-001..007)

/** The spec's texts word for word; the "required" ones were written for this portal. */
export const CARD_MESSAGES = {
  invalidMonth: 'Not a valid month', // VALID-001
  pastMonth: 'This month/year combo is not valid', // VALID-002
  yearLength: (value: string) => `${value} must be 4 digits long.`, // VALID-003
  invalidYear: 'Not a valid year, is it in the past?', // VALID-004
  numeric: 'Card number should be numeric.', // VALID-005
  length: (cardType: string, lengths: string) => `${cardType} cards should be ${lengths} digits.`, // VALID-006
  invalidNumber: 'Not a valid credit card number', // VALID-007
  numberRequired: 'Enter the card number.',
  monthRequired: 'Enter the expiration month.',
  yearRequired: 'Enter the expiration year.',
} as const;

/** The provider's card_type words (decision D-07); eighttrack is compensation deduction (BILL-010). */
export const CARD_TYPES = ['visa', 'mastercard', 'amex', 'discover'] as const;
export type CardType = (typeof CARD_TYPES)[number];
export const COMP_DEDUCT_CARD_TYPE = 'eighttrack';

export interface CardBrand {
  type: CardType;
  /** As the footer's accepted cards name it (SHELL-001). */
  label: string;
  lengths: readonly number[];
  /** Issuer prefixes (IIN ranges). */
  prefix: RegExp;
}

/** Decision D-40: the four accepted cards with their issuer prefixes and lengths. */
export const CARD_BRANDS: readonly CardBrand[] = [
  { type: 'visa', label: 'Visa', lengths: [13, 16, 19], prefix: /^4/ },
  {
    type: 'mastercard',
    label: 'Mastercard',
    lengths: [16],
    prefix: /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/,
  },
  { type: 'amex', label: 'American Express', lengths: [15], prefix: /^3[47]/ },
  {
    type: 'discover',
    label: 'Discover',
    lengths: [16, 19],
    prefix: /^(6011|64[4-9]|65|622(12[6-9]|1[3-9]\d|[2-8]\d\d|9[01]\d|92[0-5]))/,
  },
];

export const COMP_DEDUCT_LABEL = 'Compensation deduction';

/** The label of a card_type: Visa, …, Compensation deduction; an unknown type is shown as it came. */
export function cardTypeLabel(cardType: string): string {
  if (cardType === COMP_DEDUCT_CARD_TYPE) return COMP_DEDUCT_LABEL;
  return CARD_BRANDS.find((b) => b.type === cardType)?.label ?? cardType;
}

/** 13, 16 or 19 */
export function formatLengths(lengths: readonly number[]): string {
  if (lengths.length <= 1) return lengths.join('');
  return `${lengths.slice(0, -1).join(', ')} or ${lengths[lengths.length - 1]}`;
}

/** The digits of a card number as typed: spaces between digit groups are ignored (decision D-40). */
export function cardDigits(value: string): string {
  return value.replace(/\s+/g, '');
}

export function cardBrandOf(digits: string): CardBrand | null {
  return CARD_BRANDS.find((b) => b.prefix.test(digits)) ?? null;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The standard rules of the card number (VALID-019, VALID-017) with the spec's texts. */
const CARD_NUMBER_RULES = [withMessage(required(), CARD_MESSAGES.numberRequired), withMessage(numeric(), CARD_MESSAGES.numeric)];

/** credit_card (VALID-005..007): the message, or null when the number is good. */
export function validateCardNumber(value: string | null | undefined): string | null {
  const number = cardDigits(value ?? '');
  const ruled = ruleError(number, 'Card number', CARD_NUMBER_RULES);
  if (ruled) return ruled;
  const brand = cardBrandOf(number);
  // Not one of the accepted cards: no type to name, so it is simply not a valid number.
  if (!brand) return CARD_MESSAGES.invalidNumber;
  // VALID-006 with the standard size rule (VALID-020): one of the brand's lengths.
  if (!brand.lengths.some((n) => size(n).passes(number))) return CARD_MESSAGES.length(brand.label, formatLengths(brand.lengths));
  if (!passesLuhn(number)) return CARD_MESSAGES.invalidNumber;
  return null;
}

/** Cards are valid for at most this many years ahead (decision D-40). */
export const CARD_MAX_YEARS_AHEAD = 20;

/** CONST-017, VALID-003: the year is the standard digits(4) rule (VALID-011) with the spec's text. */
const YEAR_RULES = [
  withMessage(required(), CARD_MESSAGES.yearRequired),
  withMessage(digits(4), (value) => CARD_MESSAGES.yearLength(String(value))),
];

/** VALID-001: one or two digits (VALID-017) from 1 to 12 (VALID-010). */
const MONTH_RULES = [withMessage(required(), CARD_MESSAGES.monthRequired), withMessage(numeric(), CARD_MESSAGES.invalidMonth)];
const MONTH_RANGE = [withMessage(between(1, 12), CARD_MESSAGES.invalidMonth)];

function parseMonth(text: string): number | string {
  const ruled = ruleError(text, 'Expiration month', MONTH_RULES) ?? ruleError(Number(text), 'Expiration month', MONTH_RANGE);
  return ruled ?? Number(text);
}

/** card_expiration_year (VALID-003, VALID-004); the reference date is today, in UTC (decision D-40). */
export function validateExpirationYear(value: string | null | undefined, today: Date = new Date()): string | null {
  const text = (value ?? '').trim();
  const ruled = ruleError(text, 'Expiration year', YEAR_RULES);
  if (ruled) return ruled;
  const year = Number(text);
  const thisYear = today.getUTCFullYear();
  if (year < thisYear || year > thisYear + CARD_MAX_YEARS_AHEAD) return CARD_MESSAGES.invalidYear;
  return null;
}

/**
 * card_expiration_month (VALID-001, VALID-002). The month/year combination is judged only once the year itself is
 * valid, so a past year is reported once, on the year.
 */
export function validateExpirationMonth(
  value: string | null | undefined,
  year: string | null | undefined,
  today: Date = new Date(),
): string | null {
  const month = parseMonth((value ?? '').trim());
  if (typeof month === 'string') return month;
  if (validateExpirationYear(year, today) !== null) return null;
  const y = Number((year ?? '').trim());
  if (y === today.getUTCFullYear() && month < today.getUTCMonth() + 1) return CARD_MESSAGES.pastMonth;
  return null;
}

/** The card_data a form sends (decision D-40): number, exp_month and exp_year. */
export interface CardDataDraft {
  number: string;
  expMonth: string;
  expYear: string;
}

/** BILL-016: the three validators on one card form; returns field errors, empty when valid. */
export function validateCardData(card: CardDataDraft, today: Date = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  const number = validateCardNumber(card.number);
  const month = validateExpirationMonth(card.expMonth, card.expYear, today);
  const year = validateExpirationYear(card.expYear, today);
  if (number) errors.number = [number];
  if (month) errors.expMonth = [month];
  if (year) errors.expYear = [year];
  return errors;
}

/** The last day a card can be used: the end of its expiration month, YYYY-MM-DD. */
export function cardExpires(expMonth: number, expYear: number): string {
  const lastDay = new Date(Date.UTC(expYear, expMonth, 0));
  return lastDay.toISOString().slice(0, 10);
}

/** The last four digits behind asterisks, as payment method lists show a card. */
export function maskCardNumber(digits: string): string {
  return `**** ${digits.slice(-4)}`;
}

// ---------------------------------------------------------------- payment state (BILL-010..015, CONST-022)

/** CONST-022: a default card expiring within this many days is flagged. */
export const CARD_EXPIRING_DAYS = 30;

/** A payment method in the provider's field names (API-068). */
export interface PaymentMethodLike {
  card_type: string;
  default?: boolean;
  is_expired?: boolean;
  /** YYYY-MM-DD (or an ISO date-time); null for compensation deduction. */
  expires?: string | null;
}

/** BILL-011: the summary's five flags, in the spec's names. */
export interface PaymentState<T extends PaymentMethodLike = PaymentMethodLike> {
  /** The method in use: compensation deduction, else the default card, else the first method. */
  card: T | null;
  no_card: boolean;
  expired_card: boolean;
  expiring_card: boolean;
  good: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** Whole days from today to the expiry day (negative once it has passed), or null without a date. */
export function daysUntilExpiry(expires: string | null | undefined, today: Date = new Date()): number | null {
  if (!expires) return null;
  const day = Date.parse(expires.length === 10 ? `${expires}T00:00:00Z` : expires);
  if (Number.isNaN(day)) return null;
  return Math.floor((utcDay(new Date(day)) - utcDay(today)) / DAY_MS);
}

/** BILL-010: eighttrack means compensation deduction. */
export function isCompDeduct(method: Pick<PaymentMethodLike, 'card_type'>): boolean {
  return method.card_type === COMP_DEDUCT_CARD_TYPE;
}

export function isCardExpired(method: PaymentMethodLike, today: Date = new Date()): boolean {
  if (isCompDeduct(method)) return false;
  const days = daysUntilExpiry(method.expires, today);
  return method.is_expired === true || (days !== null && days < 0);
}

/** CONST-022: a card that still works and expires within 30 days. */
export function isCardExpiringSoon(method: PaymentMethodLike, today: Date = new Date()): boolean {
  if (isCompDeduct(method) || isCardExpired(method, today)) return false;
  const days = daysUntilExpiry(method.expires, today);
  return days !== null && days <= CARD_EXPIRING_DAYS;
}

/** BILL-010..015 (decision D-41): the payment info summary; the reference date is today. */
export function paymentState<T extends PaymentMethodLike>(methods: readonly T[], today: Date = new Date()): PaymentState<T> {
  const card = methods.find(isCompDeduct) ?? methods.find((m) => m.default === true) ?? methods[0] ?? null;
  if (!card) return { card: null, no_card: true, expired_card: false, expiring_card: false, good: false };
  if (isCompDeduct(card)) return { card, no_card: false, expired_card: false, expiring_card: false, good: true };
  const expired = isCardExpired(card, today);
  return {
    card,
    no_card: false,
    expired_card: expired,
    expiring_card: isCardExpiringSoon(card, today),
    good: methods.some((m) => !isCompDeduct(m) && !isCardExpired(m, today)),
  };
}

// ---------------------------------------------------------------- charges and credits (VALID-035..037, CONST-031..034)

export const BILLING_MODES = ['charge', 'credit'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/** CONST-032: the credit types offered. */
export const CREDIT_TYPES = ['overcharge', 'change', 'error', 'goodwill', 'promo', 'monthly', 'yearly', 'other'] as const;
/** CONST-033: credit types that exist on old credits but are never offered. */
export const HIDDEN_CREDIT_TYPES = ['pluto', 'monthly2', 'change2'] as const;
/** CONST-034: the charge types offered. */
export const CHARGE_TYPES = [
  'Additional Adwords Charge',
  'Initial Adwords Payment',
  'Google Ads Setup Fee',
  'Yearly Payment',
  'Google Trial Fee',
  'Domain Change Fee',
] as const;

export const INITIAL_ADWORDS_PAYMENT = 'Initial Adwords Payment';
/** CONST-031: an Initial Adwords Payment must exceed this many dollars. */
export const INITIAL_ADWORDS_MINIMUM = 40;

/**
 * Decision D-71: the largest charge or credit, in dollars. Far above any real fee, far below what a double loses
 * cents at; 1e308 would otherwise pass as "above 0" and reach the upstream as a JSON null (issue #8).
 */
export const BILLING_AMOUNT_MAX = 100_000;

const usd = (dollars: number) => dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export const BILLING_MESSAGES = {
  amount: 'Amount must be greater than 0', // VALID-035
  amountMax: `Amount must be at most ${usd(BILLING_AMOUNT_MAX)}`, // decision D-71
  category: 'Type must be chosen', // VALID-036
  initialAdwords: 'Initial Adwords Payment must be greater than $40', // VALID-037
  money: 'Amount must be dollars and cents, such as 45.00', // decision D-222
  mode: 'Choose charge or credit',
} as const;

export function isBillingMode(value: unknown): value is BillingMode {
  return typeof value === 'string' && (BILLING_MODES as readonly string[]).includes(value);
}

/** ADMIN-026: the type options of a mode; hidden credit types are never among them (CONST-033). */
export function billingCategoryOptions(mode: BillingMode): readonly string[] {
  const hidden: readonly string[] = HIDDEN_CREDIT_TYPES;
  return mode === 'charge' ? CHARGE_TYPES : CREDIT_TYPES.filter((t) => !hidden.includes(t));
}

/** Dollars to whole cents; amounts are kept to the cent. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export interface BillingDraft {
  mode: string;
  amount: number | null | undefined;
  category: string | null | undefined;
}

/**
 * Decision D-222: money as a person types it: dollars with at most two decimals, an optional "$" and thousands
 * separators ("45", "45.5", "$1,200.00", ".50"). Anything else (letters, "1e3", "-5", "45.123") is not an amount.
 */
const MONEY_TEXT = /^\$?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$|^\$?\.\d{1,2}$/;

/** The dollars of a typed amount, or NaN when the text is not money (D-222). */
export function moneyAmountOf(text: string): number {
  const plain = text.trim();
  return MONEY_TEXT.test(plain) ? Number(plain.replace(/^\$/, '').replace(/,/g, '')) : Number.NaN;
}

/** D-222: a number of dollars that is whole cents (what reaches the gateway as a Float). */
export function isWholeCents(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;
}

/** VALID-035 and D-71 in cents: at least 1 (VALID-016), at most the maximum (VALID-015). */
const AMOUNT_RULES = [
  withMessage(required(), BILLING_MESSAGES.amount),
  withMessage(min(1), BILLING_MESSAGES.amount),
  withMessage(max(BILLING_AMOUNT_MAX * 100), BILLING_MESSAGES.amountMax),
];

/** VALID-037, CONST-031: an Initial Adwords Payment is more than $40, i.e. at least 1 cent more (VALID-016). */
const INITIAL_ADWORDS_RULE = min(INITIAL_ADWORDS_MINIMUM * 100 + 1);

/**
 * VALID-035 and decision D-71: the amount's message, or null when it is a usable amount. Anything that is not a
 * number (NaN included) or rounds to 0 cents or less is "greater than 0"; above the maximum, +Infinity included, is
 * "at most".
 */
export function billingAmountError(amount: unknown): string | null {
  const cents = typeof amount === 'number' ? toCents(amount) : Number.NaN;
  // D-222: within the bounds, an amount with fractions of a cent is not money.
  return ruleError(cents, 'Amount', AMOUNT_RULES) ?? (isWholeCents(amount as number) ? null : BILLING_MESSAGES.money);
}

/**
 * The amount as typed in a form (D-222): empty is VALID-035's "greater than 0", text that is not money says so, and
 * money is judged by billingAmountError.
 */
export function billingAmountTextError(text: string): string | null {
  if (text.trim() === '') return BILLING_MESSAGES.amount;
  const amount = moneyAmountOf(text);
  return Number.isNaN(amount) ? BILLING_MESSAGES.money : billingAmountError(amount);
}

/** VALID-035..037 and decision D-71: a charge or credit; returns field errors, empty when valid. */
export function validateBilling(input: BillingDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!isBillingMode(input.mode)) errors.mode = [BILLING_MESSAGES.mode];
  const amountError = billingAmountError(input.amount);
  if (amountError) errors.amount = [amountError];
  const category = (input.category ?? '').trim();
  const offered = isBillingMode(input.mode) ? billingCategoryOptions(input.mode) : [];
  if (!offered.includes(category)) errors.category = [BILLING_MESSAGES.category];
  else if (
    input.mode === 'charge' &&
    category === INITIAL_ADWORDS_PAYMENT &&
    amountError === null &&
    !INITIAL_ADWORDS_RULE.passes(toCents(input.amount as number))
  ) {
    errors.amount = [BILLING_MESSAGES.initialAdwords];
  }
  return errors;
}

/** Decision D-42: adding charges or credits and reading past credits are for internal provider staff. */
export function canManageBilling(user: SessionUser): boolean {
  return canAdminister(user);
}
