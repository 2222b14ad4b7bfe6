import type { RegistrarContactType } from '@portal/rules';
import type { RegistrarRecordBody } from '@portal/rules/contract';
import type { Db } from '../db/module';
import { isoUtc } from '../db/time';

interface RegistrarRow {
  authcode: string | null;
  authcode_updated_at: string | null;
  transfer_allowed: number;
  marked_by: string | null;
  marked_on: string | null;
}

export interface RegistrarContact {
  contact_type: RegistrarContactType;
  email: string;
  phone: string;
}

export interface RegistrarSeed {
  authcode: string | null;
  authcode_updated_at: string | null;
  contacts: readonly RegistrarContact[];
}

const AUTHCODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#$%';

/** A registrar-style EPP code: 16 characters, mixed case, digits and a symbol or two. */
function newAuthcode(random: () => number = Math.random): string {
  return Array.from({ length: 16 }, () => AUTHCODE_ALPHABET[Math.floor(random() * AUTHCODE_ALPHABET.length)]).join('');
}

export function insertRegistrar(db: Db, domainPk: number, seed: RegistrarSeed): void {
  db.prepare(
    'INSERT INTO registrar (domain_pk, authcode, authcode_updated_at, transfer_allowed) VALUES (?, ?, ?, 0)',
  ).run(domainPk, seed.authcode, seed.authcode_updated_at);
  for (const c of seed.contacts) upsertContact(db, domainPk, c);
}

function upsertContact(db: Db, domainPk: number, contact: RegistrarContact): void {
  db.prepare(
    `INSERT INTO registrar_contacts (domain_pk, contact_type, email, phone) VALUES (?, ?, ?, ?)
     ON CONFLICT (domain_pk, contact_type) DO UPDATE SET email = excluded.email, phone = excluded.phone`,
  ).run(domainPk, contact.contact_type, contact.email, contact.phone);
}

function row(db: Db, domainPk: number): RegistrarRow | undefined {
  return db
    .prepare<[number], RegistrarRow>(
      'SELECT authcode, authcode_updated_at, transfer_allowed, marked_by, marked_on FROM registrar WHERE domain_pk = ?',
    )
    .get(domainPk);
}

/** A domain registered after the seed (a purchase) gets a locked registration with no contacts yet. */
function ensureRow(db: Db, domainPk: number): RegistrarRow {
  const existing = row(db, domainPk);
  if (existing) return existing;
  insertRegistrar(db, domainPk, { authcode: null, authcode_updated_at: null, contacts: [] });
  return row(db, domainPk)!;
}

/** API-097: the domain's registrar data, contacts in the order admin, billing, technical. */
export function registrarOf(db: Db, domainPk: number): RegistrarRecordBody {
  const r = ensureRow(db, domainPk);
  const contacts = db
    .prepare<[number], RegistrarContact>(
      `SELECT contact_type, email, phone FROM registrar_contacts WHERE domain_pk = ?
       ORDER BY CASE contact_type WHEN 'admin' THEN 0 WHEN 'billing' THEN 1 ELSE 2 END`,
    )
    .all(domainPk);
  return {
    authcode: r.authcode,
    authcodeUpdatedAt: r.authcode_updated_at,
    transfer_allowed: r.transfer_allowed === 1,
    contacts,
    markedForTransferBy: r.marked_by,
    markedForTransferOn: r.marked_on,
  };
}

/** API-098: the same e-mail and phone for each named type (a type not yet there is added). */
export function updateContacts(
  db: Db,
  domainPk: number,
  update: { email: string; phone: string; contactTypes: readonly RegistrarContactType[] },
): void {
  ensureRow(db, domainPk);
  for (const contact_type of update.contactTypes) {
    upsertContact(db, domainPk, { contact_type, email: update.email, phone: update.phone });
  }
}

/** API-099: a fresh authcode from the registrar (the first one, or a replacement). */
export function regenerateAuthcode(db: Db, domainPk: number, now: Date = new Date()): void {
  ensureRow(db, domainPk);
  db.prepare('UPDATE registrar SET authcode = ?, authcode_updated_at = ? WHERE domain_pk = ?').run(
    newAuthcode(),
    isoUtc(now),
    domainPk,
  );
}

/**
 * API-100: an unmarked domain is unlocked (transfer allowed) and marked by this user now; a marked one is locked
 * again and the mark removed (ADMIN-043's two labels).
 */
export function toggleTransferMark(db: Db, domainPk: number, by: string, now: Date = new Date()): void {
  const r = ensureRow(db, domainPk);
  if (r.marked_on) {
    db.prepare('UPDATE registrar SET transfer_allowed = 0, marked_by = NULL, marked_on = NULL WHERE domain_pk = ?').run(
      domainPk,
    );
  } else {
    db.prepare('UPDATE registrar SET transfer_allowed = 1, marked_by = ?, marked_on = ? WHERE domain_pk = ?').run(
      by,
      isoUtc(now),
      domainPk,
    );
  }
}
