import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { callTrackingLoader } from './loaders';

/** Children of /agents/:agentID/ for this area. */
export const calltrackingRoutes: RouteObject[] = [
  // ROUTE-027
  { path: 'calltracking/', loader: callTrackingLoader, ...page(() => import('./CallTrackingPage'), 'Call tracking') },
];
