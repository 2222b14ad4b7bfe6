import type { SessionUser } from '@portal/rules';

/** The signed-in user as the web client keeps it between navigations. */
export interface Session extends SessionUser {
  id: string;
  homePath: string;
}

let cached: Promise<Session> | null = null;

export function cachedSession(): Promise<Session> | null {
  return cached;
}

export function cacheSession(session: Promise<Session>): Promise<Session> {
  cached = session;
  // A failed load is not kept, so the next navigation (or Try again) asks again.
  session.catch(() => {
    if (cached === session) cached = null;
  });
  return session;
}

/** The next loadSession() asks the gateway again. */
export function invalidateSession(): void {
  cached = null;
}
