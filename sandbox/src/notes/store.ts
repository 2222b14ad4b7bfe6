import type { NoteRecord } from '@portal/rules/contract';
import type { Db } from '../db/module';
import { isoUtc } from '../db/time';

/** API-094: the categories a note may have (decision D-89). */
export const NOTE_CATEGORIES = [
  { value: 'billing', label: 'Billing' },
  { value: 'domains', label: 'Domains' },
  { value: 'website', label: 'Website content' },
  { value: 'call_tracking', label: 'Call tracking' },
  { value: 'adwords', label: 'Google Ads' },
  { value: 'cancellation', label: 'Cancellation request' },
  { value: 'general', label: 'General' },
] as const;

interface Row {
  id: number;
  category: string;
  text: string;
  service_failure: 0 | 1;
  follow_up_by: string | null;
  followed_up_at: string | null;
  created_at: string;
  created_by: string | null;
  assigned_to: string | null;
  updated_at: string | null;
}

const toNote = (r: Row): NoteRecord => ({ ...r, service_failure: r.service_failure === 1 });

/** Newest first: one page and the count over all pages. */
export function listNotes(db: Db, associateId: string, page: number, pageSize: number): { count: number; results: NoteRecord[] } {
  const { count } = db
    .prepare<[string], { count: number }>('SELECT COUNT(*) AS count FROM notes WHERE associate_id = ?')
    .get(associateId)!;
  const results = db
    .prepare<[string, number, number], Row>(
      `SELECT id, category, text, service_failure, follow_up_by, followed_up_at, created_at, created_by, assigned_to, updated_at
       FROM notes WHERE associate_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(associateId, pageSize, (page - 1) * pageSize)
    .map(toNote);
  return { count, results };
}

export interface NewNote {
  associate_id: string;
  category: string;
  text: string;
  service_failure: boolean;
  follow_up_by: string | null;
  created_by: string | null;
  assigned_to: string | null;
  created_at?: string;
  followed_up_at?: string | null;
  updated_at?: string | null;
}

export function insertNote(db: Db, note: NewNote): NoteRecord {
  const created_at = note.created_at ?? isoUtc();
  const row = {
    ...note,
    service_failure: note.service_failure ? 1 : 0,
    created_at,
    followed_up_at: note.followed_up_at ?? null,
    updated_at: note.updated_at ?? created_at,
  };
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO notes (associate_id, category, text, service_failure, follow_up_by, followed_up_at, created_at, created_by, assigned_to, updated_at)
       VALUES (@associate_id, @category, @text, @service_failure, @follow_up_by, @followed_up_at, @created_at, @created_by, @assigned_to, @updated_at)`,
    )
    .run(row);
  const { associate_id: _associate, ...stored } = row;
  return toNote({ ...stored, id: Number(lastInsertRowid), service_failure: row.service_failure as 0 | 1 });
}
