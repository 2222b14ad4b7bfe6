import { z } from 'zod';
import { USER_TYPES } from '../users';
import { maybe, noContent, restCall } from './call';

// The session: auth_info (API-008, API-009) and the sandbox-only sign-in, sign-out and demo accounts (decision D-05).

export const userType = z.enum(USER_TYPES);

/**
 * The signed-in user (AUTH-002). Only a signed-in session gets a 200: nobody signed in is a 403 (decision D-03), so
 * `authenticated` is always true here. Permission names are kept as sent; the gateway drops the ones it does not know.
 */
export const authInfo = z.object({
  authenticated: z.literal(true),
  user_type: userType,
  user: z.string().min(1),
  email: maybe(z.string()),
  associate_id: maybe(z.string()),
  internal: z.boolean(),
  corporate_permissions: z.array(z.string()),
  staff_agents: z.array(z.string()),
  user_details: maybe(z.object({ identifier: maybe(z.string()), email: maybe(z.string()) })),
  tos_accepted: z.boolean(),
});
export type AuthInfoBody = z.output<typeof authInfo>;

export const sandboxAccount = z.object({
  username: z.string().min(1),
  password: z.string(),
  /** A short description for the login page, e.g. "Agent (intern)". */
  label: z.string(),
  user_type: userType,
});

export const authCalls = {
  authInfo: restCall({ api: 'API-008', method: 'GET', path: 'api/users/auth_info/', answer: authInfo }),
  /** The body's type only; that it must be true is the sandbox's rule, with its own text. */
  acceptTos: restCall({
    api: 'API-009',
    method: 'PUT',
    path: 'api/users/auth_info/',
    body: z.object({ accept_tos: z.boolean() }),
    answer: authInfo,
  }),
  /** Sandbox-only (decision D-05): answers auth_info with a new session; wrong credentials are a 400. */
  login: restCall({
    api: 'AUTH-024',
    method: 'POST',
    path: 'api/auth/login/',
    body: z.object({ username: z.string(), password: z.string() }),
    answer: authInfo,
  }),
  /** Sandbox-only (decision D-05). */
  logout: restCall({ api: 'ROUTE-012', method: 'POST', path: 'api/auth/logout/', answer: noContent, status: 204 }),
  /** Sandbox-only: the demo accounts the login page offers. */
  sandboxAccounts: restCall({
    api: 'AUTH-024',
    method: 'GET',
    path: 'api/sandbox/accounts/',
    answer: z.array(sandboxAccount),
  }),
};
