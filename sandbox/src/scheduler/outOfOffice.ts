import type { Db } from '../db/module';
import { parseList } from './json';

/** An out-of-office block as API-022 and API-030/031 answer it (SCHED-021). */
export interface OutOfOfficeBlock {
  id: number;
  date: string;
  start: string;
  end: string;
  schedule: number;
  /** Who is out; empty: everyone on the schedule (decision D-39). */
  associate_ids: string[];
  repeats_annually: boolean;
}

export type NewOutOfOfficeBlock = Omit<OutOfOfficeBlock, 'id'>;

interface Row {
  id: number;
  schedule_id: number;
  date: string;
  start: string;
  end: string;
  associate_ids: string;
  repeats_annually: number;
}

const toBlock = (r: Row): OutOfOfficeBlock => ({
  id: r.id,
  date: r.date,
  start: r.start,
  end: r.end,
  schedule: r.schedule_id,
  associate_ids: parseList<string>(r.associate_ids),
  repeats_annually: r.repeats_annually === 1,
});

export function listOutOfOffice(db: Db, scheduleId: number): OutOfOfficeBlock[] {
  return db
    .prepare<[number], Row>('SELECT * FROM out_of_office_blocks WHERE schedule_id = ? ORDER BY date, start, id')
    .all(scheduleId)
    .map(toBlock);
}

/** The block of that id when it belongs to one of the agent's schedules. */
export function findAgentOutOfOffice(db: Db, associateId: string, id: number): OutOfOfficeBlock | undefined {
  const row = db
    .prepare<[number, string], Row>(
      `SELECT o.* FROM out_of_office_blocks o JOIN schedules s ON s.id = o.schedule_id
       WHERE o.id = ? AND s.associate_id = ?`,
    )
    .get(id, associateId);
  return row && toBlock(row);
}

const params = (b: NewOutOfOfficeBlock) => ({
  schedule_id: b.schedule,
  date: b.date,
  start: b.start,
  end: b.end,
  associate_ids: JSON.stringify(b.associate_ids),
  repeats_annually: b.repeats_annually ? 1 : 0,
});

export function insertOutOfOffice(db: Db, block: NewOutOfOfficeBlock): OutOfOfficeBlock {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO out_of_office_blocks (schedule_id, date, start, "end", associate_ids, repeats_annually)
       VALUES (@schedule_id, @date, @start, @end, @associate_ids, @repeats_annually)`,
    )
    .run(params(block));
  return { id: Number(lastInsertRowid), ...block };
}

export function replaceOutOfOffice(db: Db, id: number, block: NewOutOfOfficeBlock): OutOfOfficeBlock {
  db.prepare(
    `UPDATE out_of_office_blocks SET schedule_id = @schedule_id, date = @date, start = @start, "end" = @end,
       associate_ids = @associate_ids, repeats_annually = @repeats_annually
     WHERE id = @id`,
  ).run({ ...params(block), id });
  return { id, ...block };
}

export function deleteOutOfOffice(db: Db, id: number): void {
  db.prepare('DELETE FROM out_of_office_blocks WHERE id = ?').run(id);
}
