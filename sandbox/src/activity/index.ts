import type { Area } from '../area';
import { activityRoutes } from './routes';
import { seedServiceUpdates } from './seed';

/** The service updates behind the toolbox's Domain Activity (API-107, decision D-90). */
export const activity: Area = {
  name: 'activity',
  migrations: [
    `CREATE TABLE service_updates (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       associate_id TEXT NOT NULL,
       domain TEXT,
       updated_by TEXT,
       ip TEXT,
       created TEXT NOT NULL,
       stored_description TEXT,
       description TEXT,
       service_type TEXT,
       end_created TEXT,
       end_updated_by TEXT,
       end_description TEXT,
       end_ip TEXT
     )`,
  ],
  seed: seedServiceUpdates,
  routes: activityRoutes,
};
