import type { Db } from '../db/module';
import { isoUtc } from '../db/time';
import { decimalOf } from '../lib/money';

/** A receipt as API-086 answers it; `used` names what paid it (decision D-42). */
export interface Receipt {
  id: string;
  category: string;
  used: string | null;
  amount: string;
  created: string;
  notes: string | null;
}

interface Row {
  id: string;
  category: string;
  used: string | null;
  amount_cents: number;
  created: string;
  notes: string | null;
}

const toReceipt = (r: Row): Receipt => ({
  id: r.id,
  category: r.category,
  used: r.used,
  amount: decimalOf(r.amount_cents),
  created: r.created,
  notes: r.notes,
});

/** Newest first. */
export function listReceipts(db: Db, associateId: string): Receipt[] {
  return db
    .prepare<[string], Row>(
      'SELECT id, category, used, amount_cents, created, notes FROM receipts WHERE associate_id = ? ORDER BY created DESC, seq DESC',
    )
    .all(associateId)
    .map(toReceipt);
}

export interface NewReceipt {
  associate_id: string;
  category: string;
  used: string | null;
  amount_cents: number;
  created?: string;
  notes: string | null;
}

/** Receipt ids read R10001, R10002, …: the number is the receipt's sequence. */
export function insertReceipt(db: Db, receipt: NewReceipt): Receipt {
  const { seq } = db.prepare<[], { seq: number }>('SELECT coalesce(max(seq), 10000) + 1 AS seq FROM receipts').get()!;
  const row: Row = {
    id: `R${seq}`,
    category: receipt.category,
    used: receipt.used,
    amount_cents: receipt.amount_cents,
    created: receipt.created ?? isoUtc(),
    notes: receipt.notes,
  };
  db.prepare(
    `INSERT INTO receipts (id, seq, associate_id, category, used, amount_cents, created, notes)
     VALUES (@id, @seq, @associate_id, @category, @used, @amount_cents, @created, @notes)`,
  ).run({ ...row, seq, associate_id: receipt.associate_id });
  return toReceipt(row);
}
