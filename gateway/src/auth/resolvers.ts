import { ANONYMOUS, homePath, isUserType, MESSAGES, type SessionUser } from '@portal/rules';
import type { GatewayContext } from '../context';
import { toGlobalId, type Typed } from '../relay/globalId';
import { upstreamError } from '../rest/errors';
import { toSessionUser } from './sessionUser';
import { AUTH_INFO_PATH } from './viewer';

export type ViewerObject = SessionUser &
  Typed<'Viewer'> & {
    viewingAs: boolean;
    /** The real user's `user` while a view-as choice is in effect (AUTH-020). */
    realUser: string | null;
  };

/** The effective user's fields, plus who is really signed in. */
export async function loadViewer(ctx: GatewayContext): Promise<ViewerObject> {
  const { real, effective, viewingAs } = await ctx.viewer.state();
  return { __typename: 'Viewer', ...effective, viewingAs, realUser: viewingAs ? real.user : null };
}

/** The user a session-changing call answered with; when it is not a signed-in auth_info, ask auth_info again. */
function adoptSession(ctx: GatewayContext, body: unknown): void {
  const user = toSessionUser(body);
  if (user.authenticated) ctx.viewer.set(user);
  else ctx.viewer.reset();
}

function isOk(status: number): boolean {
  return status >= 200 && status < 300;
}

interface RawAccount {
  username?: unknown;
  password?: unknown;
  label?: unknown;
  user_type?: unknown;
}

export const authResolvers = {
  Query: {
    viewer: (_: unknown, __: unknown, ctx: GatewayContext) => loadViewer(ctx),
    sandboxAccounts: async (_: unknown, __: unknown, ctx: GatewayContext) => {
      if (!ctx.sandboxMode) return [];
      const list = await ctx.rest.get<RawAccount[]>('api/sandbox/accounts/', { failure: MESSAGES.generic });
      return (Array.isArray(list) ? list : []).map((a) => ({
        username: String(a.username ?? ''),
        password: String(a.password ?? ''),
        label: String(a.label ?? ''),
        userType: isUserType(a.user_type) ? a.user_type : 'unknown',
      }));
    },
  },
  Mutation: {
    login: async (
      _: unknown,
      { input }: { input: { username: string; password: string } },
      ctx: GatewayContext,
    ) => {
      // The upstream checks CSRF on the login POST; a browser without a csrftoken gets one from auth_info first.
      if (!ctx.rest.hasCsrfCookie()) await ctx.rest.getRaw(AUTH_INFO_PATH, { failure: MESSAGES.generic });
      const response = await ctx.rest.sendRaw('POST', 'api/auth/login/', {
        body: { username: input.username, password: input.password },
        failure: MESSAGES.generic,
      });
      if (response.status === 400) {
        throw upstreamError({ kind: 'status', status: 400, body: response.body }, MESSAGES.loginFailed);
      }
      if (!isOk(response.status)) {
        throw upstreamError({ kind: 'status', status: response.status, body: response.body }, MESSAGES.generic);
      }
      adoptSession(ctx, response.body);
      return { viewer: () => loadViewer(ctx) };
    },
    logout: async (_: unknown, __: unknown, ctx: GatewayContext) => {
      const response = await ctx.rest.sendRaw('POST', 'api/auth/logout/', { failure: MESSAGES.generic });
      if (isOk(response.status)) ctx.viewer.set(ANONYMOUS);
      // A 403 may mean "already signed out" or a CSRF refusal: auth_info tells which.
      else if (response.status === 403 || response.status === 401) ctx.viewer.reset();
      else throw upstreamError({ kind: 'status', status: response.status, body: response.body }, MESSAGES.generic);
      return { viewer: () => loadViewer(ctx) };
    },
    acceptTos: async (_: unknown, __: unknown, ctx: GatewayContext) => {
      const body = await ctx.rest.put(AUTH_INFO_PATH, { body: { accept_tos: true }, failure: MESSAGES.acceptTos });
      adoptSession(ctx, body);
      return { viewer: () => loadViewer(ctx) };
    },
  },
  Viewer: {
    id: () => toGlobalId('Viewer', 'me'),
    homePath: (user: SessionUser) => homePath(user),
  },
};
