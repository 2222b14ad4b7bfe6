import { MESSAGES } from '@portal/rules';
import { emailCalls } from '@portal/rules/contract';
import type { DeleteEmailRedirectInput } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { redirectParams } from './paths';
import { ownedRedirect } from './target';

/** API-014, EMAIL-005: DELETE …/emails/{redirect}/ (a cancelled domain's redirects may go too). ERR-012 when it fails. */
export async function deleteEmailRedirect(ctx: GatewayContext, input: DeleteEmailRedirectInput) {
  const failure = MESSAGES.emailDelete;
  const { agent, redirect } = await ownedRedirect(ctx, input.id, failure);
  await ctx.rest.call(emailCalls.remove, { path: redirectParams(agent, redirect), failure });
  return { deletedId: redirect.id, agent };
}
