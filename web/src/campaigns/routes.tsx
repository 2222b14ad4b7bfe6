import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { PATHS } from '../routes/paths';
import { campaignsLoader } from './loaders';

/** Children of /agents/:agentID/ for this area. */
export const campaignsRoutes: RouteObject[] = [
  // ROUTE-026
  { path: PATHS.campaigns.pattern, loader: campaignsLoader, ...page(() => import('./CampaignsPage'), 'Campaigns') },
];
