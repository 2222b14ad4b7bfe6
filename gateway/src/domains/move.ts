import { MESSAGES, validateMove } from '@portal/rules';
import { domainCalls } from '@portal/rules/contract';
import type { MoveDomainInput } from '../__generated__/resolvers';
import { requireAdmin } from '../session/guards';
import type { GatewayContext } from '../context';
import { normalizeDomainName } from '../lib/domain';
import { readAgent } from '../lib/domainOwner';
import { refuseRuleErrors } from '../lib/ruleErrors';

/**
 * API-044, ADMIN-034..036. Decision D-91: a move is the toolbox's, for internal provider staff only (it hands the
 * domain to another agent, which only the provider sees both sides of). VALID-028..030 are checked before
 * the PUT; the rule's `domain` field is reported as the input's `domainName`, the name the upstream's 400 uses too.
 * An upstream 400 becomes BAD_USER_INPUT with ERR-037's text and its messages per field (ERR-094).
 */
export async function moveDomain(ctx: GatewayContext, input: MoveDomainInput) {
  await requireAdmin(ctx);
  const domainName = normalizeDomainName(input.domainName);
  const targetAlias = input.targetAlias.trim();
  refuseRuleErrors(validateMove({ domain: domainName, targetAlias, targetProductType: input.targetProductType }), {
    domain: 'domainName',
  });
  const answer = await ctx.rest.call(domainCalls.move, {
    path: { agentId: input.agentId, domain: domainName },
    body: {
      target_alias: targetAlias,
      target_product_type: input.targetProductType,
      remove_redirects: input.removeRedirects,
    },
    failure: MESSAGES.domainMove,
  });
  const agent = await readAgent(ctx, input.agentId);
  return {
    domainName: answer.domain_name,
    targetAgentId: answer.target_agent,
    productType: answer.product_type,
    agent,
  };
}
