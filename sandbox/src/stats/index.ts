import type { Area } from '../area';
import { statsRoutes } from './routes';

/** Account and domain statistics (API-045..047): computed from the domains, so no tables of its own. */
export const stats: Area = { name: 'stats', routes: statsRoutes };
