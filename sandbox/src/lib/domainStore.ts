import type { ProductType } from '@portal/rules';
import type { Db } from '../db/module';
import { ROUTE_TEMPLATES } from './domainContent';

/** A domain as the sandbox keeps it. */
export interface DomainRecord {
  pk: number;
  associate_id: string;
  domain_name: string;
  product_type: ProductType;
  is_cancelled: boolean;
  active: boolean;
  can_move: boolean;
  is_transfer: boolean;
  registered_on: string;
  expires_on: string;
}

/** A domain as API-036..039 answer it. */
export interface Domain {
  pk: number;
  domain_name: string;
  product_type: ProductType;
  is_cancelled: boolean;
  active: boolean;
  content: string[];
}

export interface MovableDomain {
  name: string;
  active: boolean;
  can_move: boolean;
  product_type: ProductType;
}

type Flag = 0 | 1;
type Row = Omit<DomainRecord, 'is_cancelled' | 'active' | 'can_move' | 'is_transfer'> & {
  is_cancelled: Flag;
  active: Flag;
  can_move: Flag;
  is_transfer: Flag;
};

const toRecord = (r: Row): DomainRecord => ({
  ...r,
  is_cancelled: r.is_cancelled === 1,
  active: r.active === 1,
  can_move: r.can_move === 1,
  is_transfer: r.is_transfer === 1,
});

export function normalizeDomainName(name: string): string {
  return name.trim().toLowerCase();
}

export function listDomainRecords(db: Db, associateId: string): DomainRecord[] {
  return db
    .prepare<[string], Row>('SELECT * FROM domains WHERE associate_id = ? ORDER BY domain_name')
    .all(associateId)
    .map(toRecord);
}

/** The agent's domain of that name. */
export function findAgentDomain(db: Db, associateId: string, name: string): DomainRecord | undefined {
  const row = db
    .prepare<[string, string], Row>('SELECT * FROM domains WHERE associate_id = ? AND domain_name = ?')
    .get(associateId, normalizeDomainName(name));
  return row && toRecord(row);
}

/** Any agent's domain of that name. */
export function findDomainByName(db: Db, name: string): DomainRecord | undefined {
  const row = db.prepare<[string], Row>('SELECT * FROM domains WHERE domain_name = ?').get(normalizeDomainName(name));
  return row && toRecord(row);
}

export function domainContent(db: Db, pk: number): string[] {
  return db
    .prepare<[number], { route: string }>('SELECT route FROM domain_routes WHERE domain_pk = ? ORDER BY position')
    .all(pk)
    .map((r) => r.route);
}

export function toDomain(db: Db, record: DomainRecord): Domain {
  const { pk, domain_name, product_type, is_cancelled, active } = record;
  return { pk, domain_name, product_type, is_cancelled, active, content: domainContent(db, pk) };
}

export function listDomains(db: Db, associateId: string): Domain[] {
  return listDomainRecords(db, associateId).map((record) => toDomain(db, record));
}

export function listMovables(db: Db, associateId: string): MovableDomain[] {
  return listDomainRecords(db, associateId)
    .filter((d) => !d.is_cancelled)
    .map((d) => ({ name: d.domain_name, active: d.active, can_move: d.can_move, product_type: d.product_type }));
}

export type NewDomain = Omit<DomainRecord, 'pk'>;

export function insertDomain(db: Db, domain: NewDomain, routes: readonly string[] = []): DomainRecord {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO domains (associate_id, domain_name, product_type, is_cancelled, active, can_move, is_transfer,
         registered_on, expires_on)
       VALUES (@associate_id, @domain_name, @product_type, @is_cancelled, @active, @can_move, @is_transfer,
         @registered_on, @expires_on)`,
    )
    .run({
      ...domain,
      is_cancelled: domain.is_cancelled ? 1 : 0,
      active: domain.active ? 1 : 0,
      can_move: domain.can_move ? 1 : 0,
      is_transfer: domain.is_transfer ? 1 : 0,
    });
  const pk = Number(lastInsertRowid);
  replaceRoutes(db, pk, routes);
  return { pk, ...domain };
}

function replaceRoutes(db: Db, pk: number, routes: readonly string[]): void {
  db.prepare('DELETE FROM domain_routes WHERE domain_pk = ?').run(pk);
  const insert = db.prepare('INSERT INTO domain_routes (domain_pk, position, route) VALUES (?, ?, ?)');
  routes.forEach((route, position) => insert.run(pk, position, route));
}

/** Sets the type (and owner); a new type re-renders the site from that type's pages. */
export function assignDomain(db: Db, domain: DomainRecord, associateId: string, productType: ProductType): void {
  db.transaction(() => {
    db.prepare('UPDATE domains SET associate_id = ?, product_type = ? WHERE pk = ?').run(
      associateId,
      productType,
      domain.pk,
    );
    if (productType !== domain.product_type) replaceRoutes(db, domain.pk, ROUTE_TEMPLATES[productType]);
  })();
}

/** A cancelled domain stays listed, inactive. */
export function cancelDomain(db: Db, pk: number): void {
  db.prepare('UPDATE domains SET is_cancelled = 1, active = 0 WHERE pk = ?').run(pk);
}

export function agentIdByAlias(db: Db, alias: string): string | undefined {
  return db
    .prepare<[string], { associate_id: string }>('SELECT associate_id FROM agents WHERE lower(alias) = lower(?)')
    .get(alias.trim())?.associate_id;
}
