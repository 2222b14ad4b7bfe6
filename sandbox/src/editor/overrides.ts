import { EDITOR_OVERRIDE_STATUSES, type EditorOverride, type EditorOverrideStatus } from '@portal/rules';
import type { Db } from '../db/module';

/** An override as API-049 and API-050 answer it: the 12 fields of EDITOR-006 plus its id. */
export interface StoredOverride extends EditorOverride {
  id: number;
}

interface Row {
  id: number;
  type: string;
  value: string;
  status: EditorOverrideStatus;
  key: string;
  subkey: string;
  page_key: string;
  allowed_terms: string;
  description: string;
  override_type: string;
  branch: string;
  version: string;
  time: string;
}

function toOverride(row: Row): StoredOverride {
  let terms: unknown;
  try {
    terms = JSON.parse(row.allowed_terms);
  } catch {
    terms = [];
  }
  return {
    ...row,
    allowed_terms: Array.isArray(terms) ? terms.filter((t): t is string => typeof t === 'string') : [],
  };
}

const COLUMNS =
  'id, type, value, status, key, subkey, page_key, allowed_terms, description, override_type, branch, version, time';

/** Oldest first, as the provider lists them. */
export function listOverrides(db: Db, domainPk: number, statuses: readonly string[]): StoredOverride[] {
  const wanted = statuses.filter((s) => (EDITOR_OVERRIDE_STATUSES as readonly string[]).includes(s));
  if (wanted.length === 0) return [];
  return db
    .prepare<unknown[], Row>(
      `SELECT ${COLUMNS} FROM content_overrides
       WHERE domain_pk = ? AND status IN (${wanted.map(() => '?').join(', ')}) ORDER BY time, id`,
    )
    .all(domainPk, ...wanted)
    .map(toOverride);
}

export type NewOverride = Omit<EditorOverride, 'description'> & { description?: string };

export function insertOverride(db: Db, domainPk: number, o: NewOverride, createdBy: string): StoredOverride {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO content_overrides (domain_pk, type, value, status, key, subkey, page_key, allowed_terms,
         description, override_type, branch, version, time, created_by)
       VALUES (@domain_pk, @type, @value, @status, @key, @subkey, @page_key, @allowed_terms, @description,
         @override_type, @branch, @version, @time, @created_by)`,
    )
    .run({
      ...o,
      domain_pk: domainPk,
      allowed_terms: JSON.stringify(o.allowed_terms),
      description: o.description ?? `${o.page_key}/${o.key}/${o.subkey}`,
      created_by: createdBy,
    });
  const row = db.prepare<[number], Row>(`SELECT ${COLUMNS} FROM content_overrides WHERE id = ?`).get(Number(lastInsertRowid));
  return toOverride(row as Row);
}

/** API-051: removes the overrides of one field on one branch; how many went. */
export function deleteOverrides(
  db: Db,
  domainPk: number,
  where: { branch: string; key: string; subkey: string; page_key: string },
): number {
  return db
    .prepare(
      `DELETE FROM content_overrides
       WHERE domain_pk = @domainPk AND branch = @branch AND key = @key AND subkey = @subkey AND page_key = @page_key`,
    )
    .run({ domainPk, ...where }).changes;
}
