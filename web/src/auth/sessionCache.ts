import { ANONYMOUS, type SessionUser } from '@portal/rules';
import { LOGIN_PATH } from './redirects';
import { SESSION_INIT, sessionLoadReducer, type SessionLoadEvent, type SessionLoadState } from './sessionLoad';

/** The signed-in user as the web client keeps it between navigations. */
export interface Session extends SessionUser {
  id: string;
  homePath: string;
  /** Provider staff viewing the portal as another user (AUTH-020): the fields above are that user's. */
  viewingAs: boolean;
  realUser: string | null;
  /** While viewingAs an agent or team member: their name (the id stays in `user`); else null. */
  viewedName: string | null;
}

/** SHELL-012: what the login and logout pages work with while the real session is still on its way. */
export const PENDING_SESSION: Session = {
  ...ANONYMOUS,
  id: '',
  homePath: LOGIN_PATH,
  viewingAs: false,
  realUser: null,
  viewedName: null,
};

let state: SessionLoadState = SESSION_INIT;

function dispatch(event: SessionLoadEvent): void {
  state = sessionLoadReducer(state, event);
}

/** SHELL-034: init, starting, started or error. */
export function sessionLoadStatus(): SessionLoadState['status'] {
  return state.status;
}

/** The request in flight or answered; null before the first one and after a failure, so the next load asks again. */
export function cachedSession(): Promise<Session> | null {
  return state.status === 'starting' || state.status === 'started' ? state.request : null;
}

/** The cached session once it has arrived, else null. */
export function peekSession(): Session | null {
  return state.status === 'started' ? state.session : null;
}

export function cacheSession(session: Promise<Session>): Promise<Session> {
  dispatch({ type: 'start', request: session });
  session.then(
    (value) => dispatch({ type: 'succeed', request: session, session: value }),
    (error: unknown) => dispatch({ type: 'fail', request: session, error }),
  );
  return session;
}

/** The next loadSession() asks the gateway again. */
export function invalidateSession(): void {
  dispatch({ type: 'reset' });
}
