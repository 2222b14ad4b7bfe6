import { isProductType, MESSAGES, validateMove, type ProductType } from '@portal/rules';
import { requireAgentAccess } from '../auth/guards';
import type { GatewayContext } from '../context';
import { normalizeDomainName } from './domain';
import { readAgent } from './owner';
import { domainPath } from './paths';
import { refuseRuleErrors } from './ruleErrors';

export interface MoveDomainInput {
  agentId: string;
  domainName: string;
  targetAlias: string;
  targetProductType: ProductType;
  removeRedirects: boolean;
}

interface RawMove {
  domain_name?: unknown;
  target_agent?: unknown;
  product_type?: unknown;
}

/**
 * API-044. Decision D-17: whoever may access the owning agent may move its domains. VALID-028..030 are checked before
 * the PUT; the rule's `domain` field is reported as the input's `domainName`, the name the upstream's 400 uses too.
 * An upstream 400 becomes BAD_USER_INPUT with ERR-037's text and its messages per field (ERR-094).
 */
export async function moveDomain(ctx: GatewayContext, input: MoveDomainInput) {
  await requireAgentAccess(ctx, input.agentId);
  const domainName = normalizeDomainName(input.domainName);
  const targetAlias = input.targetAlias.trim();
  refuseRuleErrors(validateMove({ domain: domainName, targetAlias, targetProductType: input.targetProductType }), {
    domain: 'domainName',
  });
  const answer = await ctx.rest.put<RawMove>(`${domainPath(input.agentId, domainName)}move/`, {
    body: {
      target_alias: targetAlias,
      target_product_type: input.targetProductType,
      remove_redirects: input.removeRedirects,
    },
    failure: MESSAGES.domainMove,
  });
  const agent = await readAgent(ctx, input.agentId);
  return {
    domainName: typeof answer?.domain_name === 'string' ? answer.domain_name : domainName,
    targetAgentId: typeof answer?.target_agent === 'string' ? answer.target_agent : '',
    productType: isProductType(answer?.product_type) ? answer.product_type : input.targetProductType,
    agent,
  };
}
