import { ANONYMOUS, MESSAGES, type SessionUser } from '@portal/rules';
import type { RestClient } from '../rest/client';
import { upstreamFailure } from '../rest/errors';
import { toSessionUser } from './sessionUser';

export const AUTH_INFO_PATH = 'api/users/auth_info/';

/** The signed-in user of one GraphQL request: auth_info is fetched at most once, unless the session changes. */
export class ViewerLoader {
  private pending: Promise<SessionUser> | null = null;

  constructor(private readonly rest: RestClient) {}

  load(): Promise<SessionUser> {
    this.pending ??= this.fetch();
    return this.pending;
  }

  /** A mutation already knows the new user (acceptTos, logout). */
  set(user: SessionUser): void {
    this.pending = Promise.resolve(user);
  }

  /** The session changed and the new user is not known: the next load asks the upstream again. */
  reset(): void {
    this.pending = null;
  }

  private async fetch(): Promise<SessionUser> {
    const response = await this.rest.getRaw(AUTH_INFO_PATH, { failure: MESSAGES.authInfo });
    // AUTH-004: a 403 means nobody is signed in; it is not an error.
    if (response.status === 403) return ANONYMOUS;
    if (response.status >= 400) {
      // ERR-005: any other status of 400 and above is a failure to load the user.
      throw upstreamFailure(MESSAGES.authInfo);
    }
    return toSessionUser(response.body);
  }
}
