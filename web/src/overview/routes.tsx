import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { PATHS } from '../routes/paths';
import {
  m1statsRedirectLoader,
  overviewCallTrackingLoader,
  overviewDeparturesLoader,
  overviewLandingLoader,
  overviewParticipationLoader,
  overviewQlpLoader,
  overviewQueueHistoryLoader,
  overviewQueueLoader,
  overviewReportsLoader,
  overviewStatsLoader,
} from './loaders';
import { pageTitle } from './pages';

/** Children of /overview/ (ROUTE-047..055). */
export const overviewRoutes: RouteObject[] = [
  { index: true, loader: overviewLandingLoader, ...page(() => import('./OverviewLandingPage'), 'Overview') },
  {
    path: PATHS.overviewCallTracking.pattern,
    loader: overviewCallTrackingLoader,
    ...page(() => import('./OverviewCallTrackingPage'), 'Call tracking overview'),
  },
  { path: PATHS.overviewQlp.pattern, loader: overviewQlpLoader, ...page(() => import('./OverviewQlpPage'), pageTitle('qlp')) },
  { path: PATHS.overviewQueue.pattern, loader: overviewQueueLoader, ...page(() => import('./OverviewQueuePage'), pageTitle('queue')) },
  {
    path: PATHS.overviewQueueHistory.pattern,
    loader: overviewQueueHistoryLoader,
    ...page(() => import('./OverviewQueueHistoryPage'), 'Decision history'),
  },
  { path: PATHS.overviewM1Stats.pattern, loader: m1statsRedirectLoader, element: null },
  { path: PATHS.overviewStats.pattern, loader: overviewStatsLoader, ...page(() => import('./OverviewStatsPage'), pageTitle('stats')) },
  {
    path: PATHS.overviewParticipation.pattern,
    loader: overviewParticipationLoader,
    ...page(() => import('./OverviewParticipationPage'), pageTitle('participation')),
  },
  {
    path: PATHS.overviewDepartures.pattern,
    loader: overviewDeparturesLoader,
    ...page(() => import('./OverviewDeparturesPage'), pageTitle('departures')),
  },
  { path: PATHS.overviewReports.pattern, loader: overviewReportsLoader, ...page(() => import('./OverviewReportsPage'), pageTitle('reports')) },
];
