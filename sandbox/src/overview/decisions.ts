import { canAccessAgentDomain, canOpenOverview, type QueueDecisionKind, type SessionUser } from '@portal/rules';
import type { Db } from '../db/module';
import { permissionDenied } from '../http/errors';
import { demoAccess } from '../lib/domainAccess';
import { findDomainByName, normalizeDomainName } from '../lib/domainStore';
import { agentNameMap } from './access';

/** The provider's record of the queue's decisions (decision D-170): one row per approval or rejection, kept for good. */
export const QUEUE_DECISIONS_MIGRATION = `CREATE TABLE queue_decisions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  override_id INTEGER NOT NULL,
  decision TEXT NOT NULL CHECK (decision IN ('approved', 'rejected')),
  reason TEXT,
  decided_by TEXT NOT NULL,
  decided_at TEXT NOT NULL,
  associate_id TEXT NOT NULL,
  domain_name TEXT NOT NULL,
  type TEXT NOT NULL,
  key TEXT NOT NULL,
  subkey TEXT NOT NULL,
  page_key TEXT NOT NULL,
  value TEXT NOT NULL,
  submitted_by TEXT NOT NULL,
  submitted_at TEXT NOT NULL
);
CREATE INDEX queue_decisions_domain ON queue_decisions (domain_name, decided_at)`;

export interface QueueDecisionRecord {
  id: number;
  override_id: number;
  decision: QueueDecisionKind;
  reason: string | null;
  decided_by: string;
  decided_at: string;
  associate_id: string;
  agent_name: string;
  domain_name: string;
  type: string;
  key: string;
  subkey: string;
  page_key: string;
  value: string;
  submitted_by: string;
  submitted_at: string;
}

type Row = Omit<QueueDecisionRecord, 'agent_name'>;

/** The pending override being decided, as the queue reads it. */
interface DecidedChange {
  id: number;
  associate_id: string;
  domain_name: string;
  type: string;
  key: string;
  subkey: string;
  page_key: string;
  value: string;
  created_by: string;
  time: string;
}

const COLUMNS = `id, override_id, decision, reason, decided_by, decided_at, associate_id, domain_name, type, key, subkey,
  page_key, value, submitted_by, submitted_at`;

/** Keeps one decision on a pending override as it was decided; answers it as the API does. */
export function recordDecision(
  db: Db,
  row: DecidedChange,
  decided: { decision: QueueDecisionKind; reason: string | null; decidedBy: string; decidedAt: string },
): QueueDecisionRecord {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO queue_decisions (override_id, decision, reason, decided_by, decided_at, associate_id, domain_name,
         type, key, subkey, page_key, value, submitted_by, submitted_at)
       VALUES (@override_id, @decision, @reason, @decided_by, @decided_at, @associate_id, @domain_name, @type, @key,
         @subkey, @page_key, @value, @submitted_by, @submitted_at)`,
    )
    .run({
      override_id: row.id,
      decision: decided.decision,
      reason: decided.reason,
      decided_by: decided.decidedBy,
      decided_at: decided.decidedAt,
      associate_id: row.associate_id,
      domain_name: row.domain_name,
      type: row.type,
      key: row.key,
      subkey: row.subkey,
      page_key: row.page_key,
      value: row.value,
      submitted_by: row.created_by,
      submitted_at: row.time,
    });
  return withNames(db, [db.prepare<[number], Row>(`SELECT ${COLUMNS} FROM queue_decisions WHERE id = ?`).get(Number(lastInsertRowid))!])[0]!;
}

function withNames(db: Db, rows: Row[]): QueueDecisionRecord[] {
  const names = agentNameMap(db);
  return rows.map((r) => ({ ...r, agent_name: names.get(r.associate_id) ?? r.associate_id }));
}

/**
 * The decisions, newest first (D-170). Reviewers (queue permission, provider staff) read every domain's, or one
 * domain's with `domainName`; anyone else only a domain whose editor they may open (the agent rule or the demo
 * exemption), and must name it. Refusals are 403 before anything is read.
 */
export function listDecisions(db: Db, user: SessionUser, domainName: string | undefined): QueueDecisionRecord[] {
  const name = domainName === undefined ? undefined : normalizeDomainName(domainName);
  if (!canOpenOverview(user, 'queue')) {
    const domain = name === undefined ? undefined : findDomainByName(db, name);
    if (!domain || !canAccessAgentDomain(user, domain.associate_id, domain.domain_name, demoAccess(db))) {
      throw permissionDenied();
    }
  }
  const rows =
    name === undefined
      ? db.prepare<[], Row>(`SELECT ${COLUMNS} FROM queue_decisions ORDER BY decided_at DESC, id DESC`).all()
      : db
          .prepare<[string], Row>(`SELECT ${COLUMNS} FROM queue_decisions WHERE domain_name = ? ORDER BY decided_at DESC, id DESC`)
          .all(name);
  return withNames(db, rows);
}
