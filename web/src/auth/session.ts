import { isUserType, MESSAGES } from '@portal/rules';
import {
  fetchQuery,
  graphql,
  readInlineData,
} from 'relay-runtime';
import type { session_viewer$data, session_viewer$key } from '../__generated__/session_viewer.graphql';
import type { sessionQuery } from '../__generated__/sessionQuery.graphql';
import { clearRelayStore, environment, invalidateRelayStore } from '../relay/environment';
import { GraphQLRequestError } from '../relay/GraphQLRequestError';
import { cachePortalInfo } from '../shell/portalInfo';
import { cachedSession, cacheSession, invalidateSession, type Session } from './sessionCache';
import { commitAcceptTos, commitLogin, commitLogout } from './mutations';
import { storeViewAs } from './viewAs/viewAsStorage';

export type { Session } from './sessionCache';

const viewerFragment = graphql`
  fragment session_viewer on Viewer @inline {
    id
    authenticated
    userType
    user
    email
    associateId
    internal
    corporatePermissions
    staffAgents
    userDetails {
      identifier
      email
    }
    tosAccepted
    homePath
    viewingAs
    realUser
    displayName
  }
`;

const viewerQuery = graphql`
  query sessionQuery {
    viewer {
      ...session_viewer
    }
    portal {
      devMode
      production
      backend {
        key
        label
        local
      }
      backends {
        key
        label
        local
      }
    }
  }
`;

function toSession(viewerRef: session_viewer$key): Session {
  const v: session_viewer$data = readInlineData(viewerFragment, viewerRef);
  return {
    id: v.id,
    authenticated: v.authenticated,
    userType: isUserType(v.userType) ? v.userType : null,
    user: v.user ?? null,
    email: v.email ?? null,
    associateId: v.associateId ?? null,
    internal: v.internal,
    corporatePermissions: [...v.corporatePermissions],
    staffAgents: [...v.staffAgents],
    userDetails: v.userDetails
      ? { identifier: v.userDetails.identifier ?? null, email: v.userDetails.email ?? null }
      : null,
    tosAccepted: v.tosAccepted,
    homePath: v.homePath,
    viewingAs: v.viewingAs,
    realUser: v.realUser ?? null,
    viewedName: v.displayName ?? null,
  };
}

/** The signed-in user, fetched once and then kept until login, logout or an expired session. */
export function loadSession(): Promise<Session> {
  return (
    cachedSession() ??
    cacheSession(
      fetchQuery<sessionQuery>(environment, viewerQuery, {}, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          if (!data) throw new GraphQLRequestError([{ message: MESSAGES.authInfo }]);
          cachePortalInfo(data.portal);
          return toSession(data.viewer);
        }),
    )
  );
}

/** Signs in; resolves with the new session or rejects with the gateway's message. */
export async function login(username: string, password: string): Promise<Session> {
  const response = await commitLogin({ input: { username, password } });
  const session = toSession(response.login.viewer);
  invalidateRelayStore();
  await cacheSession(Promise.resolve(session));
  return session;
}

let loggingOut: Promise<void> | null = null;

/** Signs out and forgets everything cached for the previous user, view-as included. Safe to call twice. */
export function logout(): Promise<void> {
  loggingOut ??= commitLogout()
    .then(
      (response) => {
        clearRelayStore();
        cacheSession(Promise.resolve(toSession(response.logout.viewer)));
      },
      () => {
        clearRelayStore();
        invalidateSession();
      },
    )
    .then(() => storeViewAs(null))
    .finally(() => {
      loggingOut = null;
    });
  return loggingOut;
}

/** SHELL-025: accepts the Terms of Service (API-009); the session then carries tosAccepted. */
export async function acceptTos(): Promise<Session> {
  const response = await commitAcceptTos();
  const session = toSession(response.acceptTos.viewer);
  await cacheSession(Promise.resolve(session));
  return session;
}

/**
 * The user changed without a login (view-as, another backend): ask the gateway who it is now, and let every
 * cached query refetch with the new headers. The data stays readable meanwhile, so the page does not break.
 */
export function reloadSession(): Promise<Session> {
  invalidateSession();
  invalidateRelayStore();
  return loadSession();
}
