import type { CommunicationMedium } from '@portal/rules';
import type { Db } from '../db/module';

/** An appointment as API-019 and API-021 answer it (SCHED-005); `status` is left out when it has none (SCHED-007). */
export interface Appointment {
  id: number;
  start_at: string;
  meeting_length: number;
  communication_medium: CommunicationMedium;
  assigned_to: { name: string };
  customer: { name: string };
  /** Null for a virtual appointment (SCHED-006). */
  location: { office_location: { city: string } } | null;
  schedule: number | null;
  status?: string;
}

export interface AppointmentRecord {
  id: number;
  associate_id: string;
  schedule_id: number | null;
  assigned_to: string;
  customer: string;
  city: string | null;
  status: string | null;
  start_at: string;
  meeting_length: number;
  communication_medium: CommunicationMedium;
}

export const CANCELED = 'canceled';
const RESCHEDULED = 'rescheduled';

export function toAppointment(r: AppointmentRecord): Appointment {
  const appointment: Appointment = {
    id: r.id,
    start_at: r.start_at,
    meeting_length: r.meeting_length,
    communication_medium: r.communication_medium,
    assigned_to: { name: r.assigned_to },
    customer: { name: r.customer },
    location: r.city === null ? null : { office_location: { city: r.city } },
    schedule: r.schedule_id,
  };
  if (r.status !== null) appointment.status = r.status;
  return appointment;
}

/** Soonest first; canceled ones stay listed. */
export function listAppointments(db: Db, associateId: string): Appointment[] {
  return db
    .prepare<[string], AppointmentRecord>('SELECT * FROM appointments WHERE associate_id = ? ORDER BY start_at, id')
    .all(associateId)
    .map(toAppointment);
}

export function findAppointment(db: Db, associateId: string, id: number): AppointmentRecord | undefined {
  return db
    .prepare<[number, string], AppointmentRecord>('SELECT * FROM appointments WHERE id = ? AND associate_id = ?')
    .get(id, associateId);
}

export function insertAppointment(db: Db, appointment: Omit<AppointmentRecord, 'id'>): void {
  db.prepare(
    `INSERT INTO appointments (associate_id, schedule_id, assigned_to, customer, city, status, start_at, meeting_length,
       communication_medium)
     VALUES (@associate_id, @schedule_id, @assigned_to, @customer, @city, @status, @start_at, @meeting_length,
       @communication_medium)`,
  ).run(appointment);
}

export function setAppointmentStatus(db: Db, id: number, status: string): void {
  db.prepare('UPDATE appointments SET status = ? WHERE id = ?').run(status, id);
}

export function rescheduleAppointment(db: Db, id: number, startAt: string): void {
  db.prepare('UPDATE appointments SET start_at = ?, status = ? WHERE id = ?').run(startAt, RESCHEDULED, id);
}
