import type { RouteObject } from 'react-router-dom';
import { page } from '../routes/page';
import type { RouteHandle } from '../shell/useDocumentTitle';
import { employeeLandingLoader, staffLandingLoader } from './loaders';

/** SHELL-014: the provider staff home shows the navigation drawer. */
const withNavigation: RouteHandle = { navigation: true };

/** The four landing pages, children of / (ROUTE-007..010). */
export const landingRoutes: RouteObject[] = [
  { path: 'user/:userID/', ...page(() => import('./UserLandingPage'), 'Welcome') },
  { path: 'mirus/:userID/', ...page(() => import('./MirusLandingPage'), 'Provider staff home', withNavigation) },
  { path: 'atms/:staffID/', loader: staffLandingLoader, ...page(() => import('./StaffLandingPage'), 'Team member home') },
  {
    path: 'employees/:employeeID/',
    loader: employeeLandingLoader,
    ...page(() => import('./EmployeeLandingPage'), 'Employee home'),
  },
];
