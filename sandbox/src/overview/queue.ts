import { sectionFields } from '@portal/rules';
import type { Db } from '../db/module';
import { isoUtc } from '../db/time';
import { notFound } from '../http/errors';
import { domainConfig, editorConfigOf } from '../lib/domainConfig';
import { findDomainByName } from '../lib/domainStore';
import { agentNameMap } from './access';
import { recordDecision } from './decisions';

/** A pending content override as the approval queue answers it (decisions D-47, D-170). */
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
  allowed_terms: string[];
  live_value: string;
  live_source: 'approved' | 'default';
}

export type PendingRow = Omit<QueueItem, 'agent_name' | 'allowed_terms' | 'live_value' | 'live_source'> & {
  domain_pk: number;
  allowed_terms: string;
};

const SELECT = `SELECT o.id, o.domain_pk, o.status, d.associate_id, d.domain_name, o.type, o.key, o.subkey, o.page_key,
    o.value, o.description, o.branch, o.version, o.time, o.created_by, o.allowed_terms
  FROM content_overrides o JOIN domains d ON d.pk = o.domain_pk`;

function termsOf(raw: string): string[] {
  try {
    const terms: unknown = JSON.parse(raw);
    return Array.isArray(terms) ? terms.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/** Every pending override of every agent's domains, oldest first (the longest waiting on top). */
export function pendingRows(db: Db): PendingRow[] {
  return db.prepare<[], PendingRow>(`${SELECT} WHERE o.status = 'pending' ORDER BY o.time, o.id`).all();
}

/** What the site shows for the row's field now: its newest approved value, else the section's default. */
function liveOf(db: Db, row: PendingRow, defaults: (domainName: string) => (key: string, subkey: string) => string) {
  const approved = db
    .prepare<[number, string, string, string, string], { value: string }>(
      `SELECT value FROM content_overrides WHERE status = 'approved' AND domain_pk = ? AND branch = ? AND key = ?
         AND subkey = ? AND page_key = ? ORDER BY time DESC, id DESC LIMIT 1`,
    )
    .get(row.domain_pk, row.branch, row.key, row.subkey, row.page_key);
  if (approved) return { live_value: approved.value, live_source: 'approved' as const };
  return { live_value: defaults(row.domain_name)(row.key, row.subkey), live_source: 'default' as const };
}

/** A section input's default per domain (API-048's config through the rules' section registry), read once per domain. */
function defaultsReader(db: Db) {
  const perDomain = new Map<string, (key: string, subkey: string) => string>();
  return (domainName: string) => {
    let read = perDomain.get(domainName);
    if (!read) {
      const domain = findDomainByName(db, domainName);
      const config = domain ? editorConfigOf(domainConfig(db, domain)) : null;
      read = (key, subkey) => sectionFields(key, config).find((f) => f.subkey === subkey)?.defaultValue ?? '';
      perDomain.set(domainName, read);
    }
    return read;
  };
}

function toItems(db: Db, rows: PendingRow[]): QueueItem[] {
  const names = agentNameMap(db);
  const defaults = defaultsReader(db);
  return rows.map(({ domain_pk: _pk, allowed_terms, ...r }) => ({
    ...r,
    agent_name: names.get(r.associate_id) ?? r.associate_id,
    allowed_terms: termsOf(allowed_terms),
    ...liveOf(db, { ...r, domain_pk: _pk, allowed_terms }, defaults),
  }));
}

/** The queue as API answers it: each pending override with its allowed terms and what it replaces (D-170). */
export function listQueue(db: Db): QueueItem[] {
  return toItems(db, pendingRows(db));
}

function pendingRow(db: Db, id: number): PendingRow {
  const row = db.prepare<[number], PendingRow>(`${SELECT} WHERE o.id = ? AND o.status = 'pending'`).get(id);
  if (!row) throw notFound();
  return row;
}

/**
 * Approve: the override goes live (status approved). An earlier approved override of the same domain, branch, key,
 * subkey and page_key is replaced, so one value is live. The decision is kept (D-170). Unknown or already approved
 * ids are a 404.
 */
export function approveOverride(db: Db, id: number, decidedBy: string): QueueItem {
  const row = pendingRow(db, id);
  const [item] = toItems(db, [row]);
  db.transaction(() => {
    db.prepare(
      `DELETE FROM content_overrides WHERE status = 'approved' AND domain_pk = ? AND branch = ? AND key = ? AND subkey = ?
         AND page_key = ? AND id <> ?`,
    ).run(row.domain_pk, row.branch, row.key, row.subkey, row.page_key, id);
    db.prepare("UPDATE content_overrides SET status = 'approved' WHERE id = ?").run(id);
    recordDecision(db, row, { decision: 'approved', reason: null, decidedBy, decidedAt: isoUtc() });
  })();
  return { ...item!, status: 'approved' };
}

/** Reject: the pending override is deleted and the decision kept with its reason (D-170). Unknown or approved ids are a 404. */
export function rejectOverride(db: Db, id: number, decidedBy: string, reason: string | null) {
  const row = pendingRow(db, id);
  return db.transaction(() => {
    db.prepare('DELETE FROM content_overrides WHERE id = ?').run(id);
    return recordDecision(db, row, { decision: 'rejected', reason, decidedBy, decidedAt: isoUtc() });
  })();
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
