import type { AgentNotificationRecord } from '@portal/rules/contract';
import type { Db } from '../db/module';
import { isoUtc } from '../db/time';

/** The table of the agent's own notifications (API-062..064, decision D-97); dismissed ones are kept, hidden. */
export const AGENT_NOTIFICATIONS_TABLE = `CREATE TABLE agent_notifications (
    note_id INTEGER PRIMARY KEY AUTOINCREMENT,
    associate_id TEXT NOT NULL REFERENCES agents (associate_id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    message TEXT NOT NULL,
    variant TEXT NOT NULL,
    created TEXT NOT NULL,
    expanded_at TEXT,
    dismissed_at TEXT
  );
  CREATE INDEX agent_notifications_by_agent ON agent_notifications (associate_id, created)`;

interface Row {
  note_id: number;
  title: string;
  message: string;
  variant: AgentNotificationRecord['variant'];
  created: string;
  expanded_at: string | null;
}

const COLUMNS = 'note_id, title, message, variant, created, expanded_at';

const toRecord = ({ expanded_at, ...row }: Row): AgentNotificationRecord => ({ ...row, expanded: expanded_at !== null });

/** The agent's notifications that are not dismissed, newest first. */
export function listAgentNotifications(db: Db, associateId: string): AgentNotificationRecord[] {
  return db
    .prepare<[string], Row>(
      `SELECT ${COLUMNS} FROM agent_notifications WHERE associate_id = ? AND dismissed_at IS NULL
       ORDER BY created DESC, note_id DESC`,
    )
    .all(associateId)
    .map(toRecord);
}

function findRow(db: Db, associateId: string, noteId: number): Row | undefined {
  return db
    .prepare<[string, number], Row>(
      `SELECT ${COLUMNS} FROM agent_notifications WHERE associate_id = ? AND note_id = ? AND dismissed_at IS NULL`,
    )
    .get(associateId, noteId);
}

/** Hides one for good; false when the agent has no such notification (or it was already dismissed). */
export function dismissAgentNotification(db: Db, associateId: string, noteId: number): boolean {
  const { changes } = db
    .prepare(
      `UPDATE agent_notifications SET dismissed_at = ? WHERE associate_id = ? AND note_id = ? AND dismissed_at IS NULL`,
    )
    .run(isoUtc(), associateId, noteId);
  return changes > 0;
}

/** Marks one expanded (the first time counts); null when the agent has no such notification. */
export function expandAgentNotification(db: Db, associateId: string, noteId: number): AgentNotificationRecord | null {
  const row = findRow(db, associateId, noteId);
  if (!row) return null;
  if (row.expanded_at === null) {
    row.expanded_at = isoUtc();
    db.prepare('UPDATE agent_notifications SET expanded_at = ? WHERE note_id = ?').run(row.expanded_at, noteId);
  }
  return toRecord(row);
}

export interface NewAgentNotification {
  associate_id: string;
  title: string;
  message: string;
  variant: AgentNotificationRecord['variant'];
  created: string;
  expanded_at: string | null;
}

export function insertAgentNotification(db: Db, notification: NewAgentNotification): void {
  db.prepare(
    `INSERT INTO agent_notifications (associate_id, title, message, variant, created, expanded_at)
     VALUES (@associate_id, @title, @message, @variant, @created, @expanded_at)`,
  ).run(notification);
}
