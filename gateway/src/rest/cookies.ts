import { parseCookie, parseSetCookie } from 'cookie';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@portal/rules';

const RELAYED = [SESSION_COOKIE, CSRF_COOKIE] as const;
type RelayedName = (typeof RELAYED)[number];

function isRelayed(name: string): name is RelayedName {
  return (RELAYED as readonly string[]).includes(name);
}

/**
 * The session of one GraphQL request: the browser's sessionid/csrftoken, updated by the upstream's Set-Cookie so
 * that a later call in the same request (login, then viewer) uses the new session.
 *
 * The X-CSRFToken sent upstream is the one the browser sent, never a copy of its csrftoken cookie (which would
 * defeat the upstream's CSRF check, issue #8); only a token the upstream itself set during this request replaces it
 * (the login flow fetches one from auth_info first, decision D-62).
 */
export class CookieJar {
  private readonly values = new Map<RelayedName, string>();
  private csrfHeader: string | undefined;
  /** The Set-Cookie lines to relay to the browser, last one per cookie name. */
  private readonly relay = new Map<RelayedName, string>();

  constructor(cookieHeader: string | undefined, csrfHeader: string | undefined) {
    const parsed = cookieHeader ? parseCookie(cookieHeader) : {};
    for (const name of RELAYED) {
      const value = parsed[name];
      if (value) this.values.set(name, value);
    }
    this.csrfHeader = csrfHeader || undefined;
  }

  /** The Cookie header for the upstream: only the two session cookies. */
  cookieHeader(): string | undefined {
    const parts = RELAYED.filter((n) => this.values.has(n)).map((n) => `${n}=${this.values.get(n)}`);
    return parts.length > 0 ? parts.join('; ') : undefined;
  }

  csrfToken(): string | undefined {
    return this.csrfHeader;
  }

  hasCsrfCookie(): boolean {
    return this.values.has(CSRF_COOKIE);
  }

  /** Reads the upstream's Set-Cookie lines; returns true when a relayed cookie changed. */
  absorb(setCookie: string | string[] | undefined): boolean {
    if (!setCookie) return false;
    let changed = false;
    for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const parsed = parseSetCookie(line);
      if (!isRelayed(parsed.name)) continue;
      const value =
        (parsed.maxAge !== undefined && parsed.maxAge <= 0) ||
        (parsed.expires !== undefined && parsed.expires.getTime() <= Date.now())
          ? undefined
          : parsed.value || undefined;
      if (value === undefined) this.values.delete(parsed.name);
      else this.values.set(parsed.name, value);
      if (parsed.name === CSRF_COOKIE) this.csrfHeader = value;
      this.relay.set(parsed.name, withoutDomain(line));
      changed = true;
    }
    return changed;
  }

  setCookieLines(): string[] {
    return [...this.relay.values()];
  }
}

/** The browser talks to the gateway's host, so the upstream's Domain attribute must go. */
function withoutDomain(setCookieLine: string): string {
  return setCookieLine
    .split(';')
    .filter((part, i) => i === 0 || !/^\s*domain\s*=/i.test(part))
    .join(';');
}

export function csrfHeaderOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers[CSRF_HEADER];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/** The browser sent the portal's session or CSRF cookie: it has a session a forged write could ride on. */
export function hasSessionCookies(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  const parsed = parseCookie(cookieHeader);
  return RELAYED.some((name) => Boolean(parsed[name]));
}
