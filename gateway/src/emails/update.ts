import { MESSAGES, normalizeRedirect, validateRedirect, type RedirectPair } from '@portal/rules';
import type { GatewayContext } from '../context';
import { refuseRuleErrors } from '../domains/ruleErrors';
import { takenOn } from './list';
import { redirectPath } from './paths';
import { makeEmailRedirect, redirectLocalPartOf, tryEmailRedirect } from './redirect';
import { ownedRedirect, refuseCancelled } from './target';

export interface UpdateEmailRedirectInput extends RedirectPair {
  id: string;
}

/** API-013, EMAIL-004: PUT …/emails/{redirect}/ with the new pair, checked first. ERR-010 when it fails. */
export async function updateEmailRedirect(ctx: GatewayContext, input: UpdateEmailRedirectInput) {
  const failure = MESSAGES.emailSave;
  const { agent, domain, redirects, redirect } = await ownedRedirect(ctx, input.id, failure);
  refuseCancelled(domain);
  const taken = takenOn(redirects, domain.domainName, redirect.redirectAddress);
  refuseRuleErrors(validateRedirect(input, domain.domainName, taken));
  const pair = normalizeRedirect(input);
  const answer = await ctx.rest.put(redirectPath(agent.associateId, domain.domainName, redirectLocalPartOf(redirect)), {
    body: { redirect_address: pair.redirectAddress, real_address: pair.realAddress },
    failure,
  });
  const emailRedirect =
    tryEmailRedirect(answer, agent.associateId) ??
    makeEmailRedirect(agent.associateId, { domainName: domain.domainName, ...pair });
  return { emailRedirect, agent };
}
