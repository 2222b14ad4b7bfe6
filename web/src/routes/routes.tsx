import type { RouteObject } from 'react-router-dom';
import { loginLoader } from '../auth/loginLoader';
import { ROOT_ROUTE_ID } from '../auth/useSession';
import { Layout } from '../shell/Layout';
import { agentRoutes } from './agentRoutes';
import { page } from './page';
import { PageSpinner } from './PageSpinner';
import { RootError } from './RootError';
import { RouteError } from './RouteError';
import { homeLoader, rootLoader } from './rootLoader';

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    loader: rootLoader,
    shouldRevalidate: () => true,
    Component: Layout,
    ErrorBoundary: RootError,
    HydrateFallback: PageSpinner,
    children: [
      {
        // Keeps header and footer around a page that failed.
        ErrorBoundary: RouteError,
        children: [
          { index: true, loader: homeLoader, element: null },
          { path: 'login/', loader: loginLoader, ...page(() => import('../auth/LoginPage'), 'Log in') },
          { path: 'logout/', ...page(() => import('../auth/LogoutPage'), 'Log out') },
          { path: 'forbidden/', ...page(() => import('../shell/ForbiddenPage'), 'Access denied') },
          { path: 'user/:userID/', ...page(() => import('../landing/UserLandingPage'), 'Welcome') },
          { path: 'mirus/:userID/', ...page(() => import('../landing/MirusLandingPage'), 'Provider staff home') },
          { path: 'atms/:staffID/', ...page(() => import('../landing/StaffLandingPage'), 'Team member home') },
          {
            path: 'employees/:employeeID/',
            ...page(() => import('../landing/EmployeeLandingPage'), 'Employee home'),
          },
          {
            path: 'agents/:agentID/',
            children: agentRoutes,
          },
          { path: '*', ...page(() => import('../shell/NotFoundPage'), 'Page not found') },
        ],
      },
    ],
  },
];
