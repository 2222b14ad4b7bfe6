import { ANONYMOUS, type SessionUser } from '@portal/rules';
import { LOGIN_PATH } from './redirects';

/** The signed-in user as the web client keeps it between navigations. */
export interface Session extends SessionUser {
  id: string;
  homePath: string;
  /** Provider staff viewing the portal as another user (AUTH-020): the fields above are that user's. */
  viewingAs: boolean;
  realUser: string | null;
}

/** SHELL-012: what the login and logout pages work with while the real session is still on its way. */
export const PENDING_SESSION: Session = {
  ...ANONYMOUS,
  id: '',
  homePath: LOGIN_PATH,
  viewingAs: false,
  realUser: null,
};

let cached: Promise<Session> | null = null;
let settled: Session | null = null;

export function cachedSession(): Promise<Session> | null {
  return cached;
}

/** The cached session once it has arrived, else null. */
export function peekSession(): Session | null {
  return settled;
}

export function cacheSession(session: Promise<Session>): Promise<Session> {
  cached = session;
  settled = null;
  session.then(
    (value) => {
      if (cached === session) settled = value;
    },
    // A failed load is not kept, so the next navigation (or Try again) asks again.
    () => {
      if (cached === session) cached = null;
    },
  );
  return session;
}

/** The next loadSession() asks the gateway again. */
export function invalidateSession(): void {
  cached = null;
  settled = null;
}
