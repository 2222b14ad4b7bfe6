import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import { PATHS } from '../routes/paths';
import type { RouteHandle } from '../shell/useDocumentTitle';
import { employeeLandingLoader, staffLandingLoader } from './loaders';

/** SHELL-014: the provider staff home shows the navigation drawer. */
const withNavigation: RouteHandle = { navigation: true };

/** The four landing pages, children of / (ROUTE-007..010). */
export const landingRoutes: RouteObject[] = [
  { path: PATHS.userLanding.pattern, ...page(() => import('./UserLandingPage'), 'Welcome') },
  { path: PATHS.mirusLanding.pattern, ...page(() => import('./MirusLandingPage'), 'Provider staff home', withNavigation) },
  { path: PATHS.staffLanding.pattern, loader: staffLandingLoader, ...page(() => import('./StaffLandingPage'), 'Team member home') },
  {
    path: PATHS.employeeLanding.pattern,
    loader: employeeLandingLoader,
    ...page(() => import('./EmployeeLandingPage'), 'Employee home'),
  },
];
