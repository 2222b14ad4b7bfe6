import type { RedirectPair } from '@portal/rules';
import type { Db } from '../db/module';

/** An email redirect as API-010..013 answer it. */
export interface EmailRedirect {
  domain_name: string;
  redirect_address: string;
  real_address: string;
}

export interface RedirectRecord extends EmailRedirect {
  id: number;
  domain_pk: number;
}

const SELECT = `SELECT r.id, r.domain_pk, d.domain_name, r.redirect_address, r.real_address
  FROM email_redirects r JOIN domains d ON d.pk = r.domain_pk`;

export const toEmailRedirect = ({ domain_name, redirect_address, real_address }: EmailRedirect): EmailRedirect => ({
  domain_name,
  redirect_address,
  real_address,
});

/** API-010: the redirects of all the agent's domains, by domain name and then redirect address. */
export function listAgentRedirects(db: Db, associateId: string): EmailRedirect[] {
  return db
    .prepare<[string], RedirectRecord>(`${SELECT} WHERE d.associate_id = ? ORDER BY d.domain_name, r.redirect_address`)
    .all(associateId)
    .map(toEmailRedirect);
}

export function listDomainRedirects(db: Db, domainPk: number): RedirectRecord[] {
  return db
    .prepare<[number], RedirectRecord>(`${SELECT} WHERE r.domain_pk = ? ORDER BY r.redirect_address`)
    .all(domainPk);
}

export function findRedirect(db: Db, domainPk: number, redirectAddress: string): RedirectRecord | undefined {
  return db
    .prepare<[number, string], RedirectRecord>(`${SELECT} WHERE r.domain_pk = ? AND r.redirect_address = ?`)
    .get(domainPk, redirectAddress);
}

/** Adds all of them or none. */
export function insertRedirects(db: Db, domainPk: number, pairs: readonly RedirectPair[]): void {
  const insert = db.prepare('INSERT INTO email_redirects (domain_pk, redirect_address, real_address) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const p of pairs) insert.run(domainPk, p.redirectAddress, p.realAddress);
  })();
}

export function updateRedirect(db: Db, id: number, pair: RedirectPair): void {
  db.prepare('UPDATE email_redirects SET redirect_address = ?, real_address = ? WHERE id = ?').run(
    pair.redirectAddress,
    pair.realAddress,
    id,
  );
}

export function deleteRedirect(db: Db, id: number): void {
  db.prepare('DELETE FROM email_redirects WHERE id = ?').run(id);
}

/** For a domain move with remove_redirects (API-044): the domain leaves without its redirects. */
export function removeDomainRedirects(db: Db, domainPk: number): void {
  db.prepare('DELETE FROM email_redirects WHERE domain_pk = ?').run(domainPk);
}
