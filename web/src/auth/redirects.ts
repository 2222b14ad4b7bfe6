import { PATHS } from '../routes/paths';

/** Where the user was going when a guard stopped them (AUTH-005, AUTH-006, AUTH-013). */
const NEXT_KEY = 'portal.next';
const DENIED_KEY = 'portal.denied';
export const LOGIN_PATH = PATHS.login.href();
export const LOGOUT_PATH = PATHS.logout.href();
export const FORBIDDEN_PATH = PATHS.forbidden.href();

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser: the user then lands on their home page
  }
}

/** Only same-origin portal paths, never the auth pages themselves (no open redirect, no loop). */
function isSafeNextPath(path: string | null | undefined): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  return !path.startsWith(LOGIN_PATH) && !path.startsWith(LOGOUT_PATH);
}

export function rememberNext(path: string): void {
  if (isSafeNextPath(path)) storage()?.setItem(NEXT_KEY, path);
}

/** The stored next path, removed from storage. */
export function takeNext(): string | null {
  const store = storage();
  const next = store?.getItem(NEXT_KEY) ?? null;
  store?.removeItem(NEXT_KEY);
  return isSafeNextPath(next) ? next : null;
}

export function rememberDenied(path: string): void {
  storage()?.setItem(DENIED_KEY, path);
}

export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
