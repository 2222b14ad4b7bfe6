import { TOOLBOX_PARAM } from '@portal/rules';
import type { PreloadedQuery } from 'react-relay';
import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import SiteNotificationsQueryNode, {
  type SiteNotificationsQuery,
} from '../__generated__/SiteNotificationsQuery.graphql';
import { LOGIN_PATH, LOGOUT_PATH } from '../auth/redirects';
import { loadSession, type Session } from '../auth/session';
import { peekSession, PENDING_SESSION } from '../auth/sessionCache';
import { revalidatePage } from '../relay/navigator';
import { cachedPortalInfo, type PortalInfo } from '../shell/portalInfo';
import { hasNewVersion } from '../shell/version/versionCheck';
import { requireAccess, slashRedirect } from './guard';
import { preloadQuery } from './preload';

/** What every page renders below: the session, the gateway's mode and the user's site notifications. */
export interface RootData {
  session: Session;
  portal: PortalInfo | null;
  /** SHELL-029: site notifications, for a signed-in user only. Named queryRef so it is released like a page's. */
  queryRef: PreloadedQuery<SiteNotificationsQuery> | null;
}

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
  const session = rendersWithoutSession(url.pathname) ? sessionOrPending() : await requireAccess(request);
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
export async function agentIndexLoader({ request }: LoaderFunctionArgs): Promise<never> {
  await requireAccess(request);
  const { pathname } = new URL(request.url);
  throw replace(keepingToolbox(`${pathname.endsWith('/') ? pathname : `${pathname}/`}dashboard/`, request));
}
