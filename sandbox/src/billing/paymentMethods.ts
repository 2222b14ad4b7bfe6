import {
  cardExpires,
  COMP_DEDUCT_CARD_TYPE,
  cardTypeLabel,
  isCardExpired,
  maskCardNumber,
  type CardType,
} from '@portal/rules';
import type { Db } from '../db/module';
import { isoUtc } from '../db/time';

/** A payment method as the sandbox keeps it: never the full card number. */
export interface PaymentMethodRecord {
  id: number;
  associate_id: string;
  card_type: CardType | typeof COMP_DEDUCT_CARD_TYPE;
  last4: string | null;
  exp_month: number | null;
  exp_year: number | null;
  is_default: boolean;
  created: string;
}

/** A payment method as API-068 answers it. */
export interface PaymentMethod {
  id: number;
  card_type: string;
  default: boolean;
  is_expired: boolean;
  /** The last day the card can be used (YYYY-MM-DD); null for compensation deduction. */
  expires: string | null;
  masked_number: string | null;
}

type Row = Omit<PaymentMethodRecord, 'is_default'> & { is_default: 0 | 1 };

const toRecord = (r: Row): PaymentMethodRecord => ({ ...r, is_default: r.is_default === 1 });

export function toPaymentMethod(record: PaymentMethodRecord, today: Date = new Date()): PaymentMethod {
  const expires =
    record.exp_month !== null && record.exp_year !== null ? cardExpires(record.exp_month, record.exp_year) : null;
  const method = {
    id: record.id,
    card_type: record.card_type,
    default: record.is_default,
    is_expired: false,
    expires,
    masked_number: record.last4 === null ? null : maskCardNumber(record.last4),
  };
  return { ...method, is_expired: isCardExpired(method, today) };
}

/** What paid a charge, as a receipt's `used` names it: "Visa **** 1111" or "Compensation deduction". */
export function paidWith(record: PaymentMethodRecord): string {
  const label = cardTypeLabel(record.card_type);
  return record.last4 === null ? label : `${label} ${maskCardNumber(record.last4)}`;
}

/** Default first, then newest. */
export function listPaymentMethodRecords(db: Db, associateId: string): PaymentMethodRecord[] {
  return db
    .prepare<[string], Row>('SELECT * FROM payment_methods WHERE associate_id = ? ORDER BY is_default DESC, id DESC')
    .all(associateId)
    .map(toRecord);
}

export function listPaymentMethods(db: Db, associateId: string): PaymentMethod[] {
  const today = new Date();
  return listPaymentMethodRecords(db, associateId).map((r) => toPaymentMethod(r, today));
}

export function findPaymentMethod(db: Db, associateId: string, id: number): PaymentMethodRecord | undefined {
  const row = db
    .prepare<[string, number], Row>('SELECT * FROM payment_methods WHERE associate_id = ? AND id = ?')
    .get(associateId, id);
  return row && toRecord(row);
}

export type NewPaymentMethod = Omit<PaymentMethodRecord, 'id' | 'created'> & { created?: string };

export function insertPaymentMethod(db: Db, method: NewPaymentMethod): PaymentMethodRecord {
  const created = method.created ?? isoUtc();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO payment_methods (associate_id, card_type, last4, exp_month, exp_year, is_default, created)
       VALUES (@associate_id, @card_type, @last4, @exp_month, @exp_year, @is_default, @created)`,
    )
    .run({ ...method, is_default: method.is_default ? 1 : 0, created });
  return { ...method, id: Number(lastInsertRowid), created };
}

export interface CardChange {
  card_type: CardType;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export function updateCard(db: Db, id: number, card: CardChange): void {
  db.prepare(
    'UPDATE payment_methods SET card_type = @card_type, last4 = @last4, exp_month = @exp_month, exp_year = @exp_year WHERE id = @id',
  ).run({ ...card, id });
}

export function compDeductMethod(db: Db, associateId: string): PaymentMethodRecord | undefined {
  return listPaymentMethodRecords(db, associateId).find((m) => m.card_type === COMP_DEDUCT_CARD_TYPE);
}

/** The one default of an agent. */
export function makeDefault(db: Db, associateId: string, id: number): void {
  db.transaction(() => {
    db.prepare('UPDATE payment_methods SET is_default = 0 WHERE associate_id = ?').run(associateId);
    db.prepare('UPDATE payment_methods SET is_default = 1 WHERE associate_id = ? AND id = ?').run(associateId, id);
  })();
}

/** With no default left, the newest card that still works (else the newest card) becomes the default. */
function ensureDefault(db: Db, associateId: string): void {
  const methods = listPaymentMethodRecords(db, associateId);
  if (methods.length === 0 || methods.some((m) => m.is_default)) return;
  const today = new Date();
  const usable = methods.find((m) => !toPaymentMethod(m, today).is_expired);
  makeDefault(db, associateId, (usable ?? methods[0]).id);
}

export function deletePaymentMethod(db: Db, associateId: string, id: number): void {
  db.transaction(() => {
    db.prepare('DELETE FROM payment_methods WHERE associate_id = ? AND id = ?').run(associateId, id);
    ensureDefault(db, associateId);
  })();
}

/** API-073: compensation deduction on (an eighttrack method, the default) or off (removed). */
export function setCompDeduct(db: Db, associateId: string, on: boolean): void {
  db.transaction(() => {
    const existing = compDeductMethod(db, associateId);
    if (on) {
      const id =
        existing?.id ??
        insertPaymentMethod(db, {
          associate_id: associateId,
          card_type: COMP_DEDUCT_CARD_TYPE,
          last4: null,
          exp_month: null,
          exp_year: null,
          is_default: false,
        }).id;
      makeDefault(db, associateId, id);
    } else if (existing) {
      deletePaymentMethod(db, associateId, existing.id);
    }
  })();
}

/** The method a charge is paid with: compensation deduction, else the default card if it still works. */
export function payingMethod(db: Db, associateId: string): PaymentMethodRecord | undefined {
  const methods = listPaymentMethodRecords(db, associateId);
  const compDeduct = methods.find((m) => m.card_type === COMP_DEDUCT_CARD_TYPE);
  if (compDeduct) return compDeduct;
  const card = methods.find((m) => m.is_default);
  return card && !toPaymentMethod(card).is_expired ? card : undefined;
}
