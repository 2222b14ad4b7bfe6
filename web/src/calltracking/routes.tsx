import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { PATHS } from '../routes/paths';
import { callTrackingLoader } from './loaders';

/** Children of /agents/:agentID/ for this area. */
export const calltrackingRoutes: RouteObject[] = [
  // ROUTE-027
  { path: PATHS.callTracking.pattern, loader: callTrackingLoader, ...page(() => import('./CallTrackingPage'), 'Call tracking') },
];
