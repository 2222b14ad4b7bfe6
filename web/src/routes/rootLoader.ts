import { TOOLBOX_PARAM } from '../lib/toolboxQuery';
import type { PreloadedQuery } from 'react-relay/hooks';
import { matchRoutes, replace, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import SiteNotificationsQueryNode, {
  type SiteNotificationsQuery,
} from '../__generated__/SiteNotificationsQuery.graphql';
import { LOGIN_PATH, LOGOUT_PATH } from '../auth/redirects';
import { loadSession, type Session } from '../auth/session';
import { peekSession, PENDING_SESSION } from '../auth/sessionCache';
import { revalidatePage } from '../relay/navigator';
import { cachedPortalInfo, type PortalInfo } from '../shell/portalInfo';
import { hasNewVersion } from '../shell/version/versionCheck';
import { loadRouteChunksEarly, sendQueryEarly, sendRouteQueriesEarly } from './bootQueries';
import { isHydrating } from './hydration';
import { requireAccess, slashRedirect } from './guard';
import { preloadQuery } from './preload';
import { PATHS } from './paths';

/** What every page renders below: the session, the gateway's mode and the user's site notifications. */
export interface RootData {
  session: Session;
  portal: PortalInfo | null;
  /** SHELL-029: site notifications, for a signed-in user only. Named queryRef so it is released like a page's. */
  queryRef: PreloadedQuery<SiteNotificationsQuery> | null;
}

/**
 * The frame of a page rendered before the session is known: what a server-rendered page was rendered with (decision
 * D-248), so the browser's first render of it (the hydration) is the same whether the session has arrived yet or not.
 */
export const SIGNED_OUT_ROOT_DATA: RootData = { session: PENDING_SESSION, portal: null, queryRef: null };

/** SHELL-012: the pages that render before the session has arrived. */
function rendersWithoutSession(pathname: string): boolean {
  return pathname === LOGIN_PATH || pathname === LOGOUT_PATH;
}

/** The session if it is here already; otherwise a placeholder now and the real one on a second pass. */
function sessionOrPending(): Session {
  const known = peekSession();
  if (known) return known;
  // A failure is in the alert bar already (the network layer put it there); the login page stays usable.
  loadSession().then(revalidatePage, () => undefined);
  return PENDING_SESSION;
}

/** Whether the last session this browser saw was signed in: only then does the boot send page queries early. */
const SIGNED_IN_HINT_KEY = 'portal.signedIn';

function rememberSignedIn(session: Session): void {
  if (session === PENDING_SESSION) return;
  try {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, session.authenticated ? '1' : '0');
  } catch {
    // Storage disabled: the boot waits for the session, as before.
  }
}

function lastSessionSignedIn(): boolean {
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Issue #14 (decision D-113), run by the first script before the router starts: the current route's page chunks,
 * then the session query, and together with it the route's page query and the site notifications, instead of one
 * after the other. They go with
 * the session's cookies and the gateway checks access on each; the loaders still decide with the session whether
 * the route opens, and only then use the answers. A browser whose last session was anonymous (the login page is
 * next) sends only the session query.
 */
export function startBoot(routes: RouteObject[], url: URL): void {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  loadRouteChunksEarly(matches);
  loadSession().catch(() => undefined); // its failure is in the alert bar; the root loader shows the rest
  if (rendersWithoutSession(url.pathname) || !lastSessionSignedIn()) return;
  sendRouteQueriesEarly(matches, url);
  sendQueryEarly(SiteNotificationsQueryNode, {});
}

/** SHELL-023: with a new version flagged, the next navigation loads the whole page from the server. */
function installNewVersion(url: URL): Promise<never> {
  window.location.assign(`${url.pathname}${url.search}${url.hash}`);
  return new Promise<never>(() => undefined);
}

/** Runs on every navigation: trailing slash, session (cached) and the roles table. */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<RootData> {
  const url = new URL(request.url);
  if (hasNewVersion()) return installNewVersion(url);
  const slashed = slashRedirect(url); // ROUTE-018
  if (slashed) throw replace(slashed);
  if (isHydrating()) {
    // The session is asked for when the page is interactive (main.tsx revalidates after the hydration).
    return SIGNED_OUT_ROOT_DATA;
  }
  const session = rendersWithoutSession(url.pathname) ? sessionOrPending() : await requireAccess(request);
  rememberSignedIn(session);
  return {
    session,
    portal: cachedPortalInfo(),
    queryRef: session.authenticated ? preloadQuery<SiteNotificationsQuery>(SiteNotificationsQueryNode, {}).queryRef : null,
  };
}

/** ROUTE-001..006: / sends each user to their own landing page. */
export async function homeLoader({ request }: LoaderFunctionArgs): Promise<never> {
  const session = await requireAccess(request);
  throw replace(keepingToolbox(session.homePath, request));
}

/** ADMIN-001: `?admin` opens the toolbox on any route, so a route that redirects keeps it. */
function keepingToolbox(path: string, request: Request): string {
  const tab = new URL(request.url).searchParams.get(TOOLBOX_PARAM);
  return tab === null ? path : `${path}?${new URLSearchParams({ [TOOLBOX_PARAM]: tab }).toString()}`;
}

/** ROUTE-019: the agent area opens on the dashboard; a denied user is stopped at the path they asked for (AUTH-013). */
export async function agentIndexLoader({ request, params }: LoaderFunctionArgs): Promise<never> {
  await requireAccess(request);
  throw replace(keepingToolbox(PATHS.dashboard.href({ agentID: params.agentID ?? '' }), request));
}
