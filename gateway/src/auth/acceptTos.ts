import { MESSAGES } from '@portal/rules';
import { authCalls } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import { adoptSession, loadViewer } from './viewerObject';

/** API-009, SHELL-025: the answer is the updated auth_info; anything else is ERR-006, never a silent success. */
export async function acceptTos(ctx: GatewayContext) {
  const info = await ctx.rest.call(authCalls.acceptTos, { body: { accept_tos: true }, failure: MESSAGES.acceptTos });
  await adoptSession(ctx, info);
  return { viewer: await loadViewer(ctx) };
}
