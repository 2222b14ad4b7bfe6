import type { Area } from '../area';
import { callTrackingRoutes } from './routes';
import { seedCallTracking } from './seed';

/** The agent's call tracking account, its calls and stats (API-079..085). */
export const calltracking: Area = {
  name: 'calltracking',
  migrations: [
    `CREATE TABLE calltracking_accounts (
       associate_id TEXT PRIMARY KEY REFERENCES agents (associate_id) ON DELETE CASCADE,
       pool_size INTEGER NOT NULL,
       area_code TEXT,
       created TEXT NOT NULL
     );
     CREATE TABLE calls (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       associate_id TEXT NOT NULL REFERENCES agents (associate_id) ON DELETE CASCADE,
       started TEXT NOT NULL,
       duration INTEGER NOT NULL,
       caller_number TEXT NOT NULL,
       tracking_number TEXT NOT NULL,
       status TEXT NOT NULL,
       domain_name TEXT
     );
     CREATE INDEX calls_by_agent_and_time ON calls (associate_id, started)`,
  ],
  seed: seedCallTracking,
  routes: callTrackingRoutes,
};
