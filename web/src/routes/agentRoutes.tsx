import type { RouteObject } from 'react-router-dom';
import { dashboardLoader } from '../stats/dashboardLoader';
import { page } from './page';
import { agentIndexLoader } from './rootLoader';

/** Children of /agents/:agentID/ (seed 000 §2, agent area). */
export const agentRoutes: RouteObject[] = [
  { index: true, loader: agentIndexLoader, element: null },
  {
    path: 'dashboard/',
    loader: dashboardLoader,
    ...page(() => import('../stats/DashboardPage'), 'Dashboard', { siteNotifications: 'dashboard' }),
  },
];
