import type { Db } from '../db/module';
import { notFound } from '../http/errors';
import { agentNameMap } from './access';

/** A pending content override as the approval queue answers it (decision D-47). */
export interface QueueItem {
  id: number;
  status: 'pending' | 'approved';
  associate_id: string;
  agent_name: string;
  domain_name: string;
  type: string;
  key: string;
  subkey: string;
  page_key: string;
  value: string;
  description: string;
  branch: string;
  version: string;
  time: string;
  created_by: string;
}

type Row = Omit<QueueItem, 'agent_name'> & { domain_pk: number };

const SELECT = `SELECT o.id, o.domain_pk, o.status, d.associate_id, d.domain_name, o.type, o.key, o.subkey, o.page_key,
    o.value, o.description, o.branch, o.version, o.time, o.created_by
  FROM content_overrides o JOIN domains d ON d.pk = o.domain_pk`;

function withNames(db: Db, rows: Row[]): QueueItem[] {
  const names = agentNameMap(db);
  return rows.map(({ domain_pk: _pk, ...r }) => ({ ...r, agent_name: names.get(r.associate_id) ?? r.associate_id }));
}

/** Every pending override of every agent's domains, oldest first (the longest waiting on top). */
export function listQueue(db: Db): QueueItem[] {
  return withNames(db, db.prepare<[], Row>(`${SELECT} WHERE o.status = 'pending' ORDER BY o.time, o.id`).all());
}

function pendingRow(db: Db, id: number): Row {
  const row = db.prepare<[number], Row>(`${SELECT} WHERE o.id = ? AND o.status = 'pending'`).get(id);
  if (!row) throw notFound();
  return row;
}

/**
 * Approve: the override goes live (status approved). An earlier approved override of the same domain, branch, key,
 * subkey and page_key is replaced, so one value is live. Unknown or already approved ids are a 404.
 */
export function approveOverride(db: Db, id: number): QueueItem {
  const row = pendingRow(db, id);
  db.transaction(() => {
    db.prepare(
      `DELETE FROM content_overrides WHERE status = 'approved' AND domain_pk = ? AND branch = ? AND key = ? AND subkey = ?
         AND page_key = ? AND id <> ?`,
    ).run(row.domain_pk, row.branch, row.key, row.subkey, row.page_key, id);
    db.prepare("UPDATE content_overrides SET status = 'approved' WHERE id = ?").run(id);
  })();
  return withNames(db, [{ ...row, status: 'approved' }])[0];
}

/** Reject: the pending override is deleted. Unknown or approved ids are a 404. */
export function rejectOverride(db: Db, id: number): void {
  pendingRow(db, id);
  db.prepare('DELETE FROM content_overrides WHERE id = ?').run(id);
}

/** A few pending overrides on existing domains for the queue (the editor area owns the table). */
const SEED_PENDING = [
  {
    domain: 'alice-insurance.example',
    key: 'about-me',
    page_key: 'about',
    value: 'Alice has helped Springfield families protect what matters for over 15 years.',
    description: 'About me text',
    time: '2026-11-17T14:05:00Z',
    created_by: 'A1001',
  },
  {
    domain: 'aliceanderson-agency.example',
    key: 'qlp-text-header',
    page_key: 'quote',
    value: 'Get your free quote in minutes',
    description: 'Welcome Banner',
    time: '2026-11-18T09:40:00Z',
    created_by: 'S2001',
  },
  {
    domain: 'demo-insurance.example',
    key: 'mission',
    page_key: 'about',
    value: 'Honest advice and fair prices for every driver in town.',
    description: 'Mission statement',
    time: '2026-11-19T16:20:00Z',
    created_by: 'A1003',
  },
  {
    domain: 'ivan-ingram.example',
    key: 'page-title',
    page_key: 'home',
    value: 'Ivan Ingram Insurance | Auto and Home',
    description: 'Page title',
    time: '2026-11-20T11:00:00Z',
    created_by: 'A1002',
  },
] as const;

export function seedPendingOverrides(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO content_overrides (domain_pk, type, value, status, key, subkey, page_key, allowed_terms, description,
       override_type, branch, version, time, created_by)
     SELECT pk, 'text', @value, 'pending', @key, '', @page_key, '[]', @description, 'content', 'main', '1', @time, @created_by
     FROM domains WHERE domain_name = @domain`,
  );
  for (const o of SEED_PENDING) insert.run(o);
}
