import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { PATHS } from '../routes/paths';
import { teamLoader } from './loaders';

/** Children of /agents/:agentID/ for this area. */
export const teamRoutes: RouteObject[] = [
  // ROUTE-034
  { path: PATHS.team.pattern, loader: teamLoader, ...page(() => import('./TeamPage'), 'Team') },
];
