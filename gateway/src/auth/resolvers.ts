import { homePath, MESSAGES } from '@portal/rules';
import { authCalls } from '@portal/rules/contract';
import type { Resolvers } from '../__generated__/resolvers';
import { toGlobalId } from '../relay/globalId';
import { nodeId } from '../relay/node';
import type { UpstreamResponse } from '../rest/client';
import { upstreamError } from '../rest/errors';
import { acceptTos } from './acceptTos';
import { logout } from './logout';
import { loadSandboxAccounts } from './sandboxAccounts';
import { adoptSession, loadViewer } from './viewerObject';
import { viewedUserName } from './viewerName';

function isOk(status: number): boolean {
  return status >= 200 && status < 300;
}

export const authResolvers: Resolvers = {
  Query: {
    viewer: (_, __, ctx) => loadViewer(ctx),
    sandboxAccounts: (_, __, ctx) => loadSandboxAccounts(ctx),
  },
  Mutation: {
    login: async (_, { input }, ctx) => {
      // Throttled before any upstream call: a refused guess costs the provider nothing (D-63, D-150).
      const attempt = await ctx.loginThrottle.begin(input.username);
      let response: UpstreamResponse;
      try {
        // The upstream checks CSRF on the login POST; a browser without a csrftoken gets one from auth_info first.
        if (!ctx.rest.hasCsrfCookie()) await ctx.rest.callRaw(authCalls.authInfo, { failure: MESSAGES.generic });
        response = await ctx.rest.callRaw(authCalls.login, {
          body: { username: input.username, password: input.password },
          failure: MESSAGES.generic,
        });
      } catch (error) {
        attempt.abandoned();
        throw error;
      }
      if (response.status === 400) {
        await attempt.failed();
        throw upstreamError({ kind: 'status', status: 400, body: response.body }, MESSAGES.loginFailed);
      }
      if (!isOk(response.status)) {
        attempt.abandoned();
        throw upstreamError({ kind: 'status', status: response.status, body: response.body }, MESSAGES.generic);
      }
      await attempt.succeeded();
      // The credentials were accepted; an answer that is not auth_info is still the call's failure (#8 item 1).
      await adoptSession(ctx, ctx.rest.answerOf(authCalls.login, response, MESSAGES.generic));
      return { viewer: await loadViewer(ctx) };
    },
    logout: (_, __, ctx) => logout(ctx),
    acceptTos: (_, __, ctx) => acceptTos(ctx),
  },
  Viewer: {
    // node(id:) refetches the viewer by the one id it has.
    id: nodeId(async (ctx, localId) => (localId === 'me' ? loadViewer(ctx) : null), () => toGlobalId('Viewer', 'me')),
    homePath: (user) => homePath(user),
    // Asked only while viewing as someone else: a signed-in user's own session costs no extra call.
    displayName: (user, _, ctx) => (user.viewingAs ? viewedUserName(ctx, user) : null),
  },
};
