import { ANONYMOUS, MESSAGES, type SessionUser } from '@portal/rules';
import { authCalls } from '@portal/rules/contract';
import type { RestClient } from '../rest/client';
import { upstreamFailure } from '../rest/errors';
import type { SessionEntry } from './authInfoCache';
import { toSessionUser } from './sessionUser';
import { effectiveUser, type ViewAs } from './viewAs';

export interface ViewerState {
  /** The user auth_info reports for the session cookies. */
  real: SessionUser;
  /** The user permission checks use: the real one, or the view-as choice of an internal user. */
  effective: SessionUser;
  viewingAs: boolean;
}

/**
 * The signed-in user of one GraphQL request: auth_info is fetched at most once, unless the session changes.
 * Upstream calls always carry the real session; only the gateway's own checks see the view-as user (AUTH-020).
 */
export class ViewerLoader {
  private pending: Promise<SessionUser> | null = null;
  /** The real user once this request knows it (for the audit trail, which must not ask the upstream itself). */
  private resolved: SessionUser | undefined;

  constructor(
    private readonly rest: RestClient,
    private readonly viewAs: ViewAs | null = null,
    /** The session's cached auth_info answer (D-120); null: ask the upstream. */
    private readonly cached: SessionEntry | null = null,
    /** The cache entry of the session the request holds now, after the upstream changed its cookies (a sign-in). */
    private readonly currentEntry: () => SessionEntry | null = () => null,
  ) {}

  /** The effective user: what every permission check and the Viewer type describe. */
  async load(): Promise<SessionUser> {
    return (await this.state()).effective;
  }

  /** The session's own user, for the few checks view-as must not change (agent search). */
  real(): Promise<SessionUser> {
    if (!this.pending) {
      const pending = this.fetch();
      this.pending = pending;
      pending.then((user) => {
        if (this.pending === pending) this.resolved = user;
      }, () => undefined);
    }
    return this.pending;
  }

  /** What this request already knows of its user, without asking: undefined when nothing asked yet. */
  known(): ViewerState | undefined {
    const real = this.resolved;
    if (!real) return undefined;
    const effective = effectiveUser(real, this.viewAs);
    return { real, effective, viewingAs: effective !== real };
  }

  async state(): Promise<ViewerState> {
    const real = await this.real();
    const effective = effectiveUser(real, this.viewAs);
    return { real, effective, viewingAs: effective !== real };
  }

  /**
   * A mutation already knows the new user (login, acceptTos, logout): the upstream's own answer for the session the
   * request holds now. The entry of the cookie the request came with is dropped, and that answer is kept for the
   * session it describes, so the first page after a sign-in asks no auth_info (D-120).
   */
  async set(user: SessionUser): Promise<void> {
    this.pending = Promise.resolve(user);
    this.resolved = user;
    await this.cached?.drop();
    await this.currentEntry()?.keep(user);
  }

  /** The session changed and the new user is not known: the next load asks the upstream again. */
  async reset(): Promise<void> {
    this.pending = null;
    this.resolved = undefined;
    await this.cached?.drop();
  }

  private fetch(): Promise<SessionUser> {
    return this.cached ? this.cached.load(() => this.ask()) : this.ask();
  }

  private async ask(): Promise<SessionUser> {
    const response = await this.rest.callRaw(authCalls.authInfo, { failure: MESSAGES.authInfo });
    // AUTH-004, decision D-03: a 403 means nobody is signed in; it is not an error.
    if (response.status === 403) return ANONYMOUS;
    // ERR-005: any other status of 400 and above, and a 2xx that is not auth_info, is a failure to load the user.
    if (response.status < 200 || response.status >= 300) throw upstreamFailure(MESSAGES.authInfo);
    return toSessionUser(this.rest.answerOf(authCalls.authInfo, response, MESSAGES.authInfo));
  }
}
