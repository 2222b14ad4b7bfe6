import type { Db } from '../db/module';
import { listAvailability, type AvailabilityBlock } from './availability';
import { parseList } from './json';
import { listOutOfOffice, type OutOfOfficeBlock } from './outOfOffice';

/** A schedule as API-022..025 answer it; its blocks come with it (decision D-37). */
export interface Schedule {
  id: number;
  agent: string;
  label: string;
  domains: string[];
  availability: AvailabilityBlock[];
  out_of_office_blocks: OutOfOfficeBlock[];
}

export interface ScheduleRecord {
  id: number;
  agent: string;
  label: string;
  domains: string[];
}

interface Row {
  id: number;
  associate_id: string;
  label: string;
  domains: string;
}

const toRecord = (r: Row): ScheduleRecord => ({
  id: r.id,
  agent: r.associate_id,
  label: r.label,
  domains: parseList<string>(r.domains),
});

export function listScheduleRecords(db: Db, associateId: string): ScheduleRecord[] {
  return db
    .prepare<[string], Row>('SELECT * FROM schedules WHERE associate_id = ? ORDER BY id')
    .all(associateId)
    .map(toRecord);
}

/** The agent's schedule of that id. */
export function findSchedule(db: Db, associateId: string, id: number): ScheduleRecord | undefined {
  const row = db.prepare<[number, string], Row>('SELECT * FROM schedules WHERE id = ? AND associate_id = ?').get(id, associateId);
  return row && toRecord(row);
}

export function toSchedule(db: Db, record: ScheduleRecord): Schedule {
  return {
    ...record,
    availability: listAvailability(db, record.id),
    out_of_office_blocks: listOutOfOffice(db, record.id),
  };
}

export function listSchedules(db: Db, associateId: string): Schedule[] {
  return listScheduleRecords(db, associateId).map((r) => toSchedule(db, r));
}

export function insertSchedule(db: Db, schedule: Omit<ScheduleRecord, 'id'>): ScheduleRecord {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO schedules (associate_id, label, domains) VALUES (?, ?, ?)')
    .run(schedule.agent, schedule.label, JSON.stringify(schedule.domains));
  return { id: Number(lastInsertRowid), ...schedule };
}

export function updateSchedule(db: Db, record: ScheduleRecord): void {
  db.prepare('UPDATE schedules SET label = ?, domains = ? WHERE id = ?').run(
    record.label,
    JSON.stringify(record.domains),
    record.id,
  );
}

/** Its blocks go with it; its appointments stay, without a schedule. */
export function deleteSchedule(db: Db, id: number): void {
  db.prepare('DELETE FROM schedules WHERE id = ?').run(id);
}
