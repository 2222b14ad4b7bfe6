import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { callTrackingLoader } from './callTrackingLoader';

/** Children of /agents/:agentID/ for this area. */
export const calltrackingRoutes: RouteObject[] = [
  { path: 'calltracking/', loader: callTrackingLoader, ...page(() => import('./CallTrackingPage'), 'Call tracking') },
];
