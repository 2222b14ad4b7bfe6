import { extraLinesOf, INCLUDED_LINES } from '@portal/rules';
import type { Db } from '../db/module';
import { isoUtc } from '../db/time';

export interface AccountRecord {
  associate_id: string;
  pool_size: number;
  /** The area code the session tracker has numbers in; null until numbers were found (API-083). */
  area_code: string | null;
  created: string;
}

/** The account as API-079..081 answer it. */
export interface CallTrackingAccount {
  pool_size: number;
  included_lines: number;
  extra_lines: number;
  area_code: string | null;
  session_tracker_active: boolean;
  numbers: string[];
  created: string;
}

/** The pool's numbers: one per line, in the tracker's area code. */
export function poolNumbers(areaCode: string | null, poolSize: number): string[] {
  if (!areaCode) return [];
  return Array.from({ length: poolSize }, (_, i) => `(${areaCode}) 555-01${String(i).padStart(2, '0')}`);
}

export function toAccount(record: AccountRecord): CallTrackingAccount {
  return {
    pool_size: record.pool_size,
    included_lines: INCLUDED_LINES,
    extra_lines: extraLinesOf(record.pool_size),
    area_code: record.area_code,
    session_tracker_active: record.area_code !== null,
    numbers: poolNumbers(record.area_code, record.pool_size),
    created: record.created,
  };
}

export function findAccount(db: Db, associateId: string): AccountRecord | undefined {
  return db
    .prepare<[string], AccountRecord>('SELECT * FROM calltracking_accounts WHERE associate_id = ?')
    .get(associateId);
}

export function insertAccount(db: Db, account: Omit<AccountRecord, 'created'> & { created?: string }): AccountRecord {
  const record = { ...account, created: account.created ?? isoUtc() };
  db.prepare(
    `INSERT INTO calltracking_accounts (associate_id, pool_size, area_code, created)
     VALUES (@associate_id, @pool_size, @area_code, @created)`,
  ).run(record);
  return record;
}

export function setPoolSize(db: Db, associateId: string, poolSize: number): void {
  db.prepare('UPDATE calltracking_accounts SET pool_size = ? WHERE associate_id = ?').run(poolSize, associateId);
}

export function setAreaCode(db: Db, associateId: string, areaCode: string): void {
  db.prepare('UPDATE calltracking_accounts SET area_code = ? WHERE associate_id = ?').run(areaCode, associateId);
}

/** Disabling removes the account and its calls; a new account starts empty. */
export function deleteAccount(db: Db, associateId: string): void {
  db.transaction(() => {
    db.prepare('DELETE FROM calls WHERE associate_id = ?').run(associateId);
    db.prepare('DELETE FROM calltracking_accounts WHERE associate_id = ?').run(associateId);
  })();
}
