import type { Area } from '../area';
import { agentRoutes } from './routes';
import { seedAgents } from './seed';

/** One agent and its dashboard data (API-060, API-061). */
export const agents: Area = {
  name: 'agents',
  migrations: [
    `CREATE TABLE agents (
       associate_id TEXT PRIMARY KEY,
       first_name TEXT,
       preferred_first_name TEXT,
       last_name TEXT,
       alias TEXT,
       is_agent_intern INTEGER NOT NULL DEFAULT 0,
       billing_day INTEGER
     );
     CREATE TABLE agent_services (
       associate_id TEXT NOT NULL REFERENCES agents (associate_id) ON DELETE CASCADE,
       position INTEGER NOT NULL,
       key TEXT NOT NULL,
       name TEXT NOT NULL,
       active INTEGER NOT NULL DEFAULT 0,
       PRIMARY KEY (associate_id, key)
     )`,
    // The dash's services are read from each service's own data now (listServices), so they follow it.
    'DROP TABLE agent_services',
  ],
  seed: seedAgents,
  routes: agentRoutes,
};
