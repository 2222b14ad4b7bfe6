import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import { redirectPath } from './paths';
import { redirectLocalPartOf } from './redirect';
import { ownedRedirect } from './target';

export interface DeleteEmailRedirectInput {
  id: string;
}

/** API-014, EMAIL-005: DELETE …/emails/{redirect}/ (a cancelled domain's redirects may go too). ERR-012 when it fails. */
export async function deleteEmailRedirect(ctx: GatewayContext, input: DeleteEmailRedirectInput) {
  const failure = MESSAGES.emailDelete;
  const { agent, domain, redirect } = await ownedRedirect(ctx, input.id, failure);
  await ctx.rest.delete(redirectPath(agent.associateId, domain.domainName, redirectLocalPartOf(redirect)), { failure });
  return { deletedId: redirect.id, agent };
}
