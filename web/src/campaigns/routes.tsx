import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { campaignsLoader } from './campaignsLoader';

/** Children of /agents/:agentID/ for this area. */
export const campaignsRoutes: RouteObject[] = [
  { path: 'campaigns/', loader: campaignsLoader, ...page(() => import('./CampaignsPage'), 'Campaigns') },
];
