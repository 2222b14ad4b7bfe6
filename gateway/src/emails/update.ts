import { MESSAGES, normalizeRedirect, validateRedirect } from '@portal/rules';
import { emailCalls } from '@portal/rules/contract';
import type { UpdateEmailRedirectInput } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { refuseRuleErrors } from '../lib/ruleErrors';
import { takenOn } from './list';
import { redirectParams, restPair } from './paths';
import { toEmailRedirect } from './redirect';
import { ownedRedirect, refuseCancelled } from './target';

/** API-013, EMAIL-004: PUT …/emails/{redirect}/ with the new pair, checked first. ERR-010 when it fails. */
export async function updateEmailRedirect(ctx: GatewayContext, input: UpdateEmailRedirectInput) {
  const failure = MESSAGES.emailSave;
  const { agent, domain, redirects, redirect } = await ownedRedirect(ctx, input.id, failure);
  refuseCancelled(domain);
  const taken = takenOn(redirects, domain.domainName, redirect.redirectAddress);
  refuseRuleErrors(validateRedirect(input, domain.domainName, taken));
  const pair = normalizeRedirect(input);
  const answer = await ctx.rest.call(emailCalls.update, {
    path: redirectParams(agent, redirect),
    body: restPair(pair),
    failure,
  });
  return { emailRedirect: toEmailRedirect(answer, agent.associateId), agent };
}
