import type { Area } from '../area';
import { noteRoutes } from './routes';
import { seedNotes } from './seed';

/** Notes on an agent and their categories (API-092..094). */
export const notes: Area = {
  name: 'notes',
  migrations: [
    `CREATE TABLE notes (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       associate_id TEXT NOT NULL REFERENCES agents (associate_id) ON DELETE CASCADE,
       category TEXT NOT NULL,
       text TEXT NOT NULL,
       service_failure INTEGER NOT NULL DEFAULT 0,
       follow_up_by TEXT,
       followed_up_at TEXT,
       created_at TEXT NOT NULL,
       created_by TEXT,
       assigned_to TEXT,
       updated_at TEXT
     );
     CREATE INDEX notes_by_agent ON notes (associate_id, created_at)`,
  ],
  seed: seedNotes,
  routes: noteRoutes,
};
