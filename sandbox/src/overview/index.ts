import type { Area } from '../area';
import type { Db } from '../db/module';
import { QUEUE_DECISIONS_MIGRATION } from './decisions';
import { seedDepartures } from './departures';
import { seedPendingOverrides } from './queue';
import { overviewRoutes } from './routes';

/** The corporate overview area (OVERVIEW, API-067): statistics across agents and the approval queue (decision D-46). */
export const overview: Area = {
  name: 'overview',
  migrations: [
    `CREATE TABLE overview_departures (
       associate_id TEXT PRIMARY KEY,
       agent_name TEXT NOT NULL,
       left_on TEXT NOT NULL,
       reason TEXT NOT NULL
     )`,
    QUEUE_DECISIONS_MIGRATION,
  ],
  seed(db: Db) {
    seedDepartures(db);
    seedPendingOverrides(db);
  },
  routes: overviewRoutes,
};
