import type { Db } from '../db/module';
import { isoUtc } from '../db/time';
import { decimalOf } from '../lib/money';

/** A credit as API-087 answers it; `used` tells whether it has been applied to a bill (decision D-42). */
export interface Credit {
  id: number;
  category: string;
  used: boolean;
  amount: string;
  created: string;
  notes: string | null;
}

interface Row {
  id: number;
  category: string;
  used: 0 | 1;
  amount_cents: number;
  created: string;
  notes: string | null;
}

const toCredit = (r: Row): Credit => ({
  id: r.id,
  category: r.category,
  used: r.used === 1,
  amount: decimalOf(r.amount_cents),
  created: r.created,
  notes: r.notes,
});

/** Newest first. */
export function listCredits(db: Db, associateId: string): Credit[] {
  return db
    .prepare<[string], Row>(
      'SELECT id, category, used, amount_cents, created, notes FROM credits WHERE associate_id = ? ORDER BY created DESC, id DESC',
    )
    .all(associateId)
    .map(toCredit);
}

export interface NewCredit {
  associate_id: string;
  category: string;
  used: boolean;
  amount_cents: number;
  created?: string;
  notes: string | null;
}

export function insertCredit(db: Db, credit: NewCredit): Credit {
  const created = credit.created ?? isoUtc();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO credits (associate_id, category, used, amount_cents, created, notes)
       VALUES (@associate_id, @category, @used, @amount_cents, @created, @notes)`,
    )
    .run({ ...credit, used: credit.used ? 1 : 0, created });
  return toCredit({ ...credit, id: Number(lastInsertRowid), used: credit.used ? 1 : 0, created });
}
