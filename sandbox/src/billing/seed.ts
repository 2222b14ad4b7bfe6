import type { Db } from '../db/module';
import { insertCredit, type NewCredit } from './credits';
import { insertPaymentMethod, type NewPaymentMethod } from './paymentMethods';
import { insertReceipt, type NewReceipt } from './receipts';

const card = (
  associate_id: string,
  card_type: NewPaymentMethod['card_type'],
  last4: string | null,
  exp: [number, number] | null,
  is_default: boolean,
  created: string,
): NewPaymentMethod => ({
  associate_id,
  card_type,
  last4,
  exp_month: exp?.[0] ?? null,
  exp_year: exp?.[1] ?? null,
  is_default,
  created,
});

/**
 * alice: a good default Visa and an expired Mastercard; ivan: compensation deduction; bob: only an expired Amex
 * (the expired state, and a charge answers success false); tina: none (the no-card state).
 */
const SEED_PAYMENT_METHODS: readonly NewPaymentMethod[] = [
  card('A1001', 'visa', '1111', [8, 2029], true, '2023-03-14T15:20:00Z'),
  card('A1001', 'mastercard', '4444', [3, 2026], false, '2021-02-01T10:00:00Z'),
  card('A1002', 'eighttrack', null, null, true, '2024-06-03T09:45:00Z'),
  card('A1003', 'amex', '0005', [9, 2025], true, '2022-11-21T19:00:00Z'),
];

const ALICE_CARD = 'Visa **** 1111';
const monthly = (associate_id: string, created: string, dollars: number, used: string): NewReceipt => ({
  associate_id,
  category: 'Monthly Payment',
  used,
  amount_cents: dollars * 100,
  created,
  notes: null,
});

/** In id order (R10001 …), so ids follow time per agent. */
const SEED_RECEIPTS: readonly NewReceipt[] = [
  monthly('A1001', '2026-06-05T08:00:00Z', 147, ALICE_CARD),
  monthly('A1001', '2026-07-05T08:00:00Z', 147, ALICE_CARD),
  {
    associate_id: 'A1001',
    category: 'Initial Adwords Payment',
    used: ALICE_CARD,
    amount_cents: 15000,
    created: '2026-07-12T14:30:00Z',
    notes: 'Google Ads start: Springfield auto campaign',
  },
  monthly('A1001', '2026-08-05T08:00:00Z', 147, ALICE_CARD),
  monthly('A1001', '2026-09-05T08:00:00Z', 147, ALICE_CARD),
  {
    associate_id: 'A1001',
    category: 'Domain Change Fee',
    used: ALICE_CARD,
    amount_cents: 2500,
    created: '2026-09-18T16:05:00Z',
    notes: 'alice-quotes.example changed to Proxied',
  },
  monthly('A1001', '2026-10-05T08:00:00Z', 147, ALICE_CARD),
  monthly('A1001', '2026-11-05T08:00:00Z', 147, ALICE_CARD),
  monthly('A1002', '2026-09-12T08:00:00Z', 19, 'Compensation deduction'),
  monthly('A1002', '2026-10-12T08:00:00Z', 19, 'Compensation deduction'),
  monthly('A1002', '2026-11-12T08:00:00Z', 19, 'Compensation deduction'),
  monthly('A1003', '2025-07-01T08:00:00Z', 67, 'American Express **** 0005'),
  monthly('A1003', '2025-08-01T08:00:00Z', 67, 'American Express **** 0005'),
  monthly('A1003', '2025-09-01T08:00:00Z', 67, 'American Express **** 0005'),
];

/** alice's monthly2 credit is a hidden type (CONST-033): it is listed but never offered for new credits. */
const SEED_CREDITS: readonly NewCredit[] = [
  {
    associate_id: 'A1001',
    category: 'monthly2',
    used: true,
    amount_cents: 500,
    created: '2025-12-01T12:00:00Z',
    notes: 'Legacy monthly adjustment',
  },
  {
    associate_id: 'A1001',
    category: 'goodwill',
    used: true,
    amount_cents: 2000,
    created: '2026-08-02T10:15:00Z',
    notes: 'Site was down during the migration',
  },
  {
    associate_id: 'A1001',
    category: 'promo',
    used: false,
    amount_cents: 1000,
    created: '2026-10-15T09:00:00Z',
    notes: 'Referral promotion',
  },
  {
    associate_id: 'A1003',
    category: 'overcharge',
    used: true,
    amount_cents: 1300,
    created: '2025-08-03T11:40:00Z',
    notes: 'Parked domain charged twice',
  },
];

export function seedBilling(db: Db): void {
  for (const method of SEED_PAYMENT_METHODS) insertPaymentMethod(db, method);
  for (const receipt of SEED_RECEIPTS) insertReceipt(db, receipt);
  for (const credit of SEED_CREDITS) insertCredit(db, credit);
}
