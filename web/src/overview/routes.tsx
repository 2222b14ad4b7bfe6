import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
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
    path: 'calltracking/',
    loader: overviewCallTrackingLoader,
    ...page(() => import('./OverviewCallTrackingPage'), 'Call tracking overview'),
  },
  { path: 'qlp/', loader: overviewQlpLoader, ...page(() => import('./OverviewQlpPage'), pageTitle('qlp')) },
  { path: 'queue/', loader: overviewQueueLoader, ...page(() => import('./OverviewQueuePage'), pageTitle('queue')) },
  {
    path: 'queue/history/',
    loader: overviewQueueHistoryLoader,
    ...page(() => import('./OverviewQueueHistoryPage'), 'Decision history'),
  },
  { path: 'm1stats/', loader: m1statsRedirectLoader, element: null },
  { path: 'stats/', loader: overviewStatsLoader, ...page(() => import('./OverviewStatsPage'), pageTitle('stats')) },
  {
    path: 'participation/',
    loader: overviewParticipationLoader,
    ...page(() => import('./OverviewParticipationPage'), pageTitle('participation')),
  },
  {
    path: 'departures/',
    loader: overviewDeparturesLoader,
    ...page(() => import('./OverviewDeparturesPage'), pageTitle('departures')),
  },
  { path: 'reports/', loader: overviewReportsLoader, ...page(() => import('./OverviewReportsPage'), pageTitle('reports')) },
];
