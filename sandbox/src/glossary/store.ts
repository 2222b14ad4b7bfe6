import type { GlossaryKeyword } from '@portal/rules';
import type { GlossaryKeywordRecord } from '@portal/rules/contract';
import type { Db } from '../db/module';

interface Row {
  id: number;
  title: string;
  description: string;
  path: string;
  visible: 0 | 1;
  examples: string;
  notes: string;
}

const toRecord = (r: Row): GlossaryKeywordRecord => ({
  id: r.id,
  title: r.title,
  description: r.description,
  path: r.path,
  visible: r.visible === 1,
  examples: JSON.parse(r.examples) as string[],
  notes: JSON.parse(r.notes) as string[],
});

const params = (k: GlossaryKeyword) => ({
  title: k.title,
  description: k.description,
  path: k.path,
  visible: k.visible ? 1 : 0,
  examples: JSON.stringify(k.examples),
  notes: JSON.stringify(k.notes),
});

/** Every term in id order; hidden ones only when asked for. */
export function listKeywords(db: Db, withHidden: boolean): GlossaryKeywordRecord[] {
  return db
    .prepare<[], Row>(`SELECT * FROM glossary_keywords ${withHidden ? '' : 'WHERE visible = 1'} ORDER BY id`)
    .all()
    .map(toRecord);
}

export function findKeyword(db: Db, id: number): GlossaryKeywordRecord | null {
  const row = db.prepare<[number], Row>('SELECT * FROM glossary_keywords WHERE id = ?').get(id);
  return row ? toRecord(row) : null;
}

/** The id of the term holding `path`, if any (paths are unique). */
export function keywordIdByPath(db: Db, path: string): number | null {
  return db.prepare<[string], { id: number }>('SELECT id FROM glossary_keywords WHERE path = ?').get(path)?.id ?? null;
}

export function insertKeyword(db: Db, keyword: GlossaryKeyword): GlossaryKeywordRecord {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO glossary_keywords (title, description, path, visible, examples, notes)
       VALUES (@title, @description, @path, @visible, @examples, @notes)`,
    )
    .run(params(keyword));
  return findKeyword(db, Number(lastInsertRowid))!;
}

export function updateKeyword(db: Db, id: number, keyword: GlossaryKeyword): GlossaryKeywordRecord {
  db.prepare(
    `UPDATE glossary_keywords SET title = @title, description = @description, path = @path, visible = @visible,
       examples = @examples, notes = @notes WHERE id = @id`,
  ).run({ ...params(keyword), id });
  return findKeyword(db, id)!;
}

export function deleteKeyword(db: Db, id: number): boolean {
  return db.prepare('DELETE FROM glossary_keywords WHERE id = ?').run(id).changes > 0;
}
