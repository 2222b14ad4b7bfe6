import type { RouteObject } from 'react-router-dom';
import { AdminToolbox, EarlyToolbox } from '../admin/AdminToolbox';
import { CommandPaletteShortcut } from '../admin/palette/CommandPaletteShortcut';
import { loginLoader } from '../auth/loaders';
import { LOGIN_ROUTE_ID } from '../routes/serverPages';
import { ROOT_ROUTE_ID } from '../auth/useSession';
import { glossaryRoutes } from '../glossary/routes';
import { landingRoutes } from '../landing/routes';
import { Layout } from '../shell/Layout';
import { onlyTabChanged } from '../widgets/tabParam';
import type { RouteHandle } from '../shell/useDocumentTitle';
import { overviewRoutes } from '../overview/routes';
import { agentRoutes } from './agentRoutes';
import { page } from '../routes/page';
import { PATHS } from '../routes/paths';
import { PageSpinner } from '../widgets/LoadingState';
import { RootError } from '../routes/RootError';
import { RouteError } from '../routes/RouteError';
import { homeLoader, rootLoader } from '../routes/rootLoader';

/** SHELL-014: the areas that show the navigation drawer. */
const withNavigation: RouteHandle = { navigation: true };

export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: PATHS.home.full,
    loader: rootLoader,
    // The session and the roles table are checked on every navigation but a tab switch (SHELL-040).
    shouldRevalidate: ({ currentUrl, nextUrl }) => !onlyTabChanged(currentUrl, nextUrl),
    element: (
      <Layout
        toolbox={
          <>
            <AdminToolbox />
            <CommandPaletteShortcut />
          </>
        }
      />
    ),
    ErrorBoundary: RootError,
    // Issue #26 (D-220): with `?admin`, the toolbox's frame shows before the session and the page are in.
    HydrateFallback: () => (
      <>
        <PageSpinner />
        <EarlyToolbox />
      </>
    ),
    children: [
      {
        // Keeps header and footer around a page that failed.
        ErrorBoundary: RouteError,
        children: [
          { index: true, loader: homeLoader, element: null },
          { id: LOGIN_ROUTE_ID, path: PATHS.login.pattern, loader: loginLoader, ...page(() => import('../auth/LoginPage'), 'Log in') },
          { path: PATHS.logout.pattern, ...page(() => import('../auth/LogoutPage'), 'Log out') },
          { path: PATHS.forbidden.pattern, ...page(() => import('../shell/ForbiddenPage'), 'Access denied') },
          { path: PATHS.terms.pattern, ...page(() => import('../shell/legal/TermsPage'), 'Terms of Service') },
          { path: PATHS.privacy.pattern, ...page(() => import('../shell/legal/PrivacyPage'), 'Privacy Policy') },
          { path: PATHS.m1Video.pattern, ...page(() => import('../video/M1VideoPage'), 'M1 websites') },
          { path: PATHS.m2Video.pattern, ...page(() => import('../video/M2VideoPage'), 'M2 websites') },
          ...landingRoutes,
          ...glossaryRoutes,
          { path: PATHS.overview.pattern, handle: withNavigation, children: overviewRoutes },
          {
            path: PATHS.agent.pattern,
            handle: withNavigation,
            children: agentRoutes,
          },
          { path: PATHS.notFound.pattern, ...page(() => import('../shell/NotFoundPage'), 'Page not found') },
        ],
      },
    ],
  },
];
