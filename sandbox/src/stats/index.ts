import type { Area } from '../area';
import { agentNotificationRoutes } from './agentNotificationRoutes';
import { seedAgentNotifications } from './agentNotificationSeed';
import { AGENT_NOTIFICATIONS_TABLE } from './agentNotificationStore';
import { statsRoutes } from './routes';

/**
 * Account and domain statistics (API-045..047), computed from the domains, and the agent's own notifications on the
 * dashboard (API-062..064), the area's one table.
 */
export const stats: Area = {
  name: 'stats',
  migrations: [AGENT_NOTIFICATIONS_TABLE],
  seed: seedAgentNotifications,
  routes: (router, ctx) => {
    statsRoutes(router, ctx);
    agentNotificationRoutes(router, ctx);
  },
};
