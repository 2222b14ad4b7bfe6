import { canOpenPath } from '@portal/rules';
import { replace } from 'react-router-dom';
import { FORBIDDEN_PATH, LOGIN_PATH, rememberDenied, rememberNext } from '../auth/redirects';
import { demoAccessFor, isAgentDomainPath } from '../auth/demoAccess';
import { loadSession, type Session } from '../auth/session';

/** ROUTE-018: /login goes to /login/, keeping the query string and the hash. */
export function slashRedirect(url: URL): string | null {
  if (url.pathname.endsWith('/')) return null;
  const hash = url.hash || (window.location.pathname === url.pathname ? window.location.hash : '');
  return `${url.pathname}/${url.search}${hash}`;
}

/**
 * Every loader runs this before it starts a query: the roles table decides whether the path may open
 * (AUTH-005, AUTH-013), so a forbidden page's query is never used (the boot may have sent it early, D-113; the
 * gateway refuses it and its answer is dropped unread).
 */
export async function requireAccess(request: Request): Promise<Session> {
  const url = new URL(request.url);
  const slashed = slashRedirect(url);
  if (slashed) throw replace(slashed);
  const session = await loadSession();
  let decision = canOpenPath(session, url.pathname, null);
  // AUTH-016: a demo user may open a demo domain. The demo lists live in the site config, asked for only when the
  // roles table alone refused a domain path, so every other navigation costs nothing extra.
  if (decision === 'forbidden' && isAgentDomainPath(url.pathname)) {
    decision = canOpenPath(session, url.pathname, await demoAccessFor());
  }
  if (decision === 'login') {
    rememberNext(`${url.pathname}${url.search}${url.hash}`);
    throw replace(LOGIN_PATH);
  }
  if (decision === 'forbidden') {
    rememberDenied(`${url.pathname}${url.search}${url.hash}`);
    throw replace(FORBIDDEN_PATH);
  }
  return session;
}
