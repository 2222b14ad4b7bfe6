import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { PATHS } from '../routes/paths';
import { emailsLoader } from './loaders';

/** Children of /agents/:agentID/ for this area. */
export const emailsRoutes: RouteObject[] = [
  // ROUTE-025 (named route emails)
  { path: PATHS.emails.pattern, loader: emailsLoader, ...page(() => import('./EmailsPage'), 'Email redirects') },
];
