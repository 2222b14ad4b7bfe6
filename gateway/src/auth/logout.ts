import { ANONYMOUS, MESSAGES } from '@portal/rules';
import { authCalls } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import { upstreamError } from '../rest/errors';
import { loadViewer } from './viewerObject';

/** ROUTE-012, decision D-05: ends the upstream session (sandbox-only call POST api/auth/logout/). */
export async function logout(ctx: GatewayContext) {
  const response = await ctx.rest.callRaw(authCalls.logout, { failure: MESSAGES.generic });
  if (response.status === 403 || response.status === 401) {
    // "Already signed out" or a CSRF refusal: auth_info tells which.
    await ctx.viewer.reset();
  } else if (response.status >= 200 && response.status < 300) {
    ctx.rest.answerOf(authCalls.logout, response, MESSAGES.generic);
    await ctx.viewer.set(ANONYMOUS);
  } else {
    throw upstreamError({ kind: 'status', status: response.status, body: response.body }, MESSAGES.generic);
  }
  return { viewer: await loadViewer(ctx) };
}
