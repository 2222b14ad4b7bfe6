import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { campaignsLoader } from './loaders';

/** Children of /agents/:agentID/ for this area. */
export const campaignsRoutes: RouteObject[] = [
  // ROUTE-026
  { path: 'campaigns/', loader: campaignsLoader, ...page(() => import('./CampaignsPage'), 'Campaigns') },
];
