import { changeOptions, MESSAGES, type ProductType } from '@portal/rules';
import type { GatewayContext } from '../context';
import { domainAfterWrite, tryDomain } from './afterWrite';
import { toDomain, type RawDomain } from './domain';
import { ownedDomain } from './owner';
import { domainPath } from './paths';
import { refuseRuleErrors } from './ruleErrors';

export interface ChangeProductTypeInput {
  domainId: string;
  productType: ProductType;
}

/** API-037, DOM-007; DOM-006 refuses an intern's M1 or M2 before the PUT. */
export async function changeProductType(ctx: GatewayContext, input: ChangeProductTypeInput) {
  const failure = MESSAGES.domainChange; // ERR-036
  const { agent, domain } = await ownedDomain(ctx, input.domainId, failure);
  const option = changeOptions(agent.isAgentIntern, domain.productType).find((o) => o.type === input.productType);
  if (option && !option.allowed && option.reason) refuseRuleErrors({ productType: [option.reason] });
  const answer = await ctx.rest.put<RawDomain>(domainPath(agent.associateId, domain.domainName), {
    body: { product_type: input.productType },
    failure,
  });
  const answered = tryDomain(() => toDomain(answer, agent.associateId, failure));
  return { domain: await domainAfterWrite(ctx, agent, domain.domainName, answered), agent };
}
