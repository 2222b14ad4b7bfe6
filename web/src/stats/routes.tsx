import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { PATHS } from '../routes/paths';
import { dashboardLoader, domainStatsLoader } from './loaders';

/** Children of /agents/:agentID/ for this area. */
export const statsRoutes: RouteObject[] = [
  // ROUTE-020
  {
    path: PATHS.dashboard.pattern,
    loader: dashboardLoader,
    ...page(() => import('./DashboardPage'), 'Dashboard', { siteNotifications: 'dashboard' }),
  },
  // STATS-007: a static "stats/" under domains/:domainName/ outranks the editor's routes (ROUTE-024).
  {
    path: PATHS.domainStats.pattern,
    loader: domainStatsLoader,
    ...page(
      () => import('./DomainStatsPage'),
      ({ domainName }) => `Stats for ${domainName ?? 'a domain'}`,
    ),
  },
];
