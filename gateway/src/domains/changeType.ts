import { changeOptions, MESSAGES } from '@portal/rules';
import { domainCalls } from '@portal/rules/contract';
import type { ChangeProductTypeInput } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { domainAfterWrite } from './afterWrite';
import { toDomain } from '../lib/domain';
import { ownedDomain } from '../lib/domainOwner';
import { refuseRuleErrors } from '../lib/ruleErrors';

/** API-037, DOM-007; DOM-006 refuses an intern's M1 or M2 before the PUT. */
export async function changeProductType(ctx: GatewayContext, input: ChangeProductTypeInput) {
  const failure = MESSAGES.domainChange; // ERR-036
  const { agent, domain } = await ownedDomain(ctx, input.domainId, failure);
  const option = changeOptions(agent.isAgentIntern, domain.productType).find((o) => o.type === input.productType);
  if (option && !option.allowed && option.reason) refuseRuleErrors({ productType: [option.reason] });
  const answer = await ctx.rest.call(domainCalls.changeType, {
    path: { agentId: agent.associateId, domain: domain.domainName },
    body: { product_type: input.productType },
    failure,
  });
  const answered = toDomain(answer, agent.associateId);
  return { domain: await domainAfterWrite(ctx, agent, domain.domainName, answered), agent };
}
