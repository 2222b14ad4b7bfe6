import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { teamLoader } from './loaders';

/** Children of /agents/:agentID/ for this area. */
export const teamRoutes: RouteObject[] = [
  // ROUTE-034
  { path: 'team/', loader: teamLoader, ...page(() => import('./TeamPage'), 'Team') },
];
