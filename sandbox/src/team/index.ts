import type { Area } from '../area';
import { teamRoutes } from './routes';
import { seedTeam } from './seed';

/** Agents' staff members and their permissions (API-066, API-074..076). */
export const team: Area = {
  name: 'team',
  migrations: [
    `CREATE TABLE staff_profiles (
       user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
       name TEXT NOT NULL
     );
     CREATE TABLE agent_staff (
       associate_id TEXT NOT NULL REFERENCES agents (associate_id) ON DELETE CASCADE,
       user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
       permissions TEXT NOT NULL,
       PRIMARY KEY (associate_id, user_id)
     )`,
  ],
  seed: seedTeam,
  routes: teamRoutes,
};
