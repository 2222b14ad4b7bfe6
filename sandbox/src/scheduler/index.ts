import type { Area } from '../area';
import { schedulerRoutes } from './routes';
import { seedScheduler } from './seed';

/**
 * The appointment scheduler (API-016..035): subscription, appointments, schedules with their availability and
 * out-of-office blocks, calendar links and notification recipients.
 */
export const scheduler: Area = {
  name: 'scheduler',
  migrations: [
    `CREATE TABLE scheduler_subscriptions (
       associate_id TEXT PRIMARY KEY REFERENCES agents (associate_id) ON DELETE CASCADE,
       active INTEGER NOT NULL DEFAULT 0
     );
     CREATE TABLE schedules (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       associate_id TEXT NOT NULL REFERENCES agents (associate_id) ON DELETE CASCADE,
       label TEXT NOT NULL,
       domains TEXT NOT NULL DEFAULT '[]'
     );
     CREATE TABLE availability_blocks (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       schedule_id INTEGER NOT NULL REFERENCES schedules (id) ON DELETE CASCADE,
       agent TEXT,
       staff TEXT,
       start TEXT NOT NULL,
       "end" TEXT NOT NULL,
       recurrences TEXT NOT NULL,
       meeting_lengths TEXT NOT NULL,
       communication_mediums TEXT NOT NULL,
       location TEXT
     );
     CREATE TABLE out_of_office_blocks (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       schedule_id INTEGER NOT NULL REFERENCES schedules (id) ON DELETE CASCADE,
       date TEXT NOT NULL,
       start TEXT NOT NULL,
       "end" TEXT NOT NULL,
       associate_ids TEXT NOT NULL DEFAULT '[]',
       repeats_annually INTEGER NOT NULL DEFAULT 0
     );
     CREATE TABLE appointments (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       associate_id TEXT NOT NULL REFERENCES agents (associate_id) ON DELETE CASCADE,
       schedule_id INTEGER REFERENCES schedules (id) ON DELETE SET NULL,
       assigned_to TEXT NOT NULL,
       customer TEXT NOT NULL,
       city TEXT,
       status TEXT,
       start_at TEXT NOT NULL,
       meeting_length INTEGER NOT NULL,
       communication_medium TEXT NOT NULL
     );
     CREATE TABLE appointment_notification_recipients (
       associate_id TEXT NOT NULL REFERENCES agents (associate_id) ON DELETE CASCADE,
       position INTEGER NOT NULL,
       email TEXT NOT NULL,
       PRIMARY KEY (associate_id, position)
     )`,
  ],
  seed: seedScheduler,
  routes: schedulerRoutes,
};
