import type { Session } from './sessionCache';

/** SHELL-034: where loading the signed-in user stands. */
export type SessionLoadState =
  | { status: 'init' }
  | { status: 'starting'; request: Promise<Session> }
  | { status: 'started'; request: Promise<Session>; session: Session }
  | { status: 'error'; error: unknown };

export type SessionLoadEvent =
  | { type: 'start'; request: Promise<Session> }
  | { type: 'succeed'; request: Promise<Session>; session: Session }
  | { type: 'fail'; request: Promise<Session>; error: unknown }
  | { type: 'reset' };

export const SESSION_INIT: SessionLoadState = { status: 'init' };

/**
 * init -> starting -> started | error; reset returns to init from anywhere. An answer to a request that is no longer
 * the current one (the user logged out, or asked again, meanwhile) changes nothing.
 */
export function sessionLoadReducer(state: SessionLoadState, event: SessionLoadEvent): SessionLoadState {
  switch (event.type) {
    case 'start':
      return { status: 'starting', request: event.request };
    case 'succeed':
      return state.status === 'starting' && state.request === event.request
        ? { status: 'started', request: event.request, session: event.session }
        : state;
    case 'fail':
      return state.status === 'starting' && state.request === event.request
        ? { status: 'error', error: event.error }
        : state;
    case 'reset':
      return SESSION_INIT;
  }
}
