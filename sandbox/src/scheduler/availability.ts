import type { CommunicationMedium } from '@portal/rules';
import type { Db } from '../db/module';
import { parseList } from './json';

/** An availability block as API-022 and API-027/028 answer it (SCHED-016). */
export interface AvailabilityBlock {
  id: number;
  /** Whose time it is: the agent's, or else a staff member's. */
  agent: string | null;
  staff: string | null;
  start: string;
  end: string;
  /** A weekly RRULE, or '' when no weekday is chosen (decision D-38). */
  recurrences: string;
  meeting_lengths: number[];
  communication_mediums: CommunicationMedium[];
  location: string | null;
  schedule: number;
}

export type NewAvailabilityBlock = Omit<AvailabilityBlock, 'id'>;

interface Row {
  id: number;
  schedule_id: number;
  agent: string | null;
  staff: string | null;
  start: string;
  end: string;
  recurrences: string;
  meeting_lengths: string;
  communication_mediums: string;
  location: string | null;
}

const toBlock = (r: Row): AvailabilityBlock => ({
  id: r.id,
  agent: r.agent,
  staff: r.staff,
  start: r.start,
  end: r.end,
  recurrences: r.recurrences,
  meeting_lengths: parseList<number>(r.meeting_lengths),
  communication_mediums: parseList<CommunicationMedium>(r.communication_mediums),
  location: r.location,
  schedule: r.schedule_id,
});

export function listAvailability(db: Db, scheduleId: number): AvailabilityBlock[] {
  return db
    .prepare<[number], Row>('SELECT * FROM availability_blocks WHERE schedule_id = ? ORDER BY id')
    .all(scheduleId)
    .map(toBlock);
}

/** The block of that id when it belongs to one of the agent's schedules. */
export function findAgentAvailability(db: Db, associateId: string, id: number): AvailabilityBlock | undefined {
  const row = db
    .prepare<[number, string], Row>(
      `SELECT b.* FROM availability_blocks b JOIN schedules s ON s.id = b.schedule_id
       WHERE b.id = ? AND s.associate_id = ?`,
    )
    .get(id, associateId);
  return row && toBlock(row);
}

const params = (b: NewAvailabilityBlock) => ({
  schedule_id: b.schedule,
  agent: b.agent,
  staff: b.staff,
  start: b.start,
  end: b.end,
  recurrences: b.recurrences,
  meeting_lengths: JSON.stringify(b.meeting_lengths),
  communication_mediums: JSON.stringify(b.communication_mediums),
  location: b.location,
});

export function insertAvailability(db: Db, block: NewAvailabilityBlock): AvailabilityBlock {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO availability_blocks
         (schedule_id, agent, staff, start, "end", recurrences, meeting_lengths, communication_mediums, location)
       VALUES (@schedule_id, @agent, @staff, @start, @end, @recurrences, @meeting_lengths, @communication_mediums,
         @location)`,
    )
    .run(params(block));
  return { id: Number(lastInsertRowid), ...block };
}

export function updateAvailability(db: Db, block: AvailabilityBlock): void {
  db.prepare(
    `UPDATE availability_blocks SET schedule_id = @schedule_id, agent = @agent, staff = @staff, start = @start,
       "end" = @end, recurrences = @recurrences, meeting_lengths = @meeting_lengths,
       communication_mediums = @communication_mediums, location = @location
     WHERE id = @id`,
  ).run({ ...params(block), id: block.id });
}

export function deleteAvailability(db: Db, id: number): void {
  db.prepare('DELETE FROM availability_blocks WHERE id = ?').run(id);
}
