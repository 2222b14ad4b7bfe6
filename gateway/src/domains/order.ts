import { GraphQLError } from 'graphql';
import { DOMAIN_RULE_MESSAGES, MESSAGES, validateDomainOrder, type ProductType } from '@portal/rules';
import { requireAgentAccess } from '../auth/guards';
import type { GatewayContext } from '../context';
import { loadSiteConfig } from '../shell/siteConfig';
import { domainAfterWrite, tryDomain } from './afterWrite';
import { normalizeDomainName, toDomain, type RawDomain } from './domain';
import { loadDomains } from './list';
import { readAgent } from './owner';
import { domainsPath } from './paths';
import { refuseRuleErrors } from './ruleErrors';

export interface PurchaseDomainInput {
  agentId: string;
  name: string;
  productType: ProductType;
}

export interface TransferDomainInput extends PurchaseDomainInput {
  authCode: string;
}

interface DomainOrder extends PurchaseDomainInput {
  isTransfer: boolean;
  authCode: string | null;
}

/**
 * API-039 for a purchase (DOM-004) or a transfer (DOM-005). The site config, the agent and its domains are read in
 * parallel; the order is refused before the POST when transactions are off or the shared rules reject it.
 */
async function orderDomain(ctx: GatewayContext, order: DomainOrder) {
  await requireAgentAccess(ctx, order.agentId);
  const [config, agent, owned] = await Promise.all([
    loadSiteConfig(ctx),
    readAgent(ctx, order.agentId),
    loadDomains(ctx, order.agentId),
  ]);
  if (!config.domainTransactionsEnabled) {
    throw new GraphQLError(DOMAIN_RULE_MESSAGES.transactionsDisabled, { extensions: { code: 'FORBIDDEN' } });
  }
  refuseRuleErrors(validateDomainOrder(order, agent.isAgentIntern, owned));
  const name = normalizeDomainName(order.name);
  // The spec has a failure text for transfers only (ERR-035); a purchase failure uses the generic one.
  const failure = order.isTransfer ? MESSAGES.domainTransfer(name) : MESSAGES.domainPurchase(name);
  const answer = await ctx.rest.post<RawDomain>(domainsPath(agent.associateId), {
    body: {
      name,
      product_type: order.productType,
      is_transfer: order.isTransfer,
      auth_code: order.isTransfer ? (order.authCode ?? '').trim() : null,
    },
    failure,
  });
  const answered = tryDomain(() => toDomain(answer, agent.associateId, failure));
  return { domain: await domainAfterWrite(ctx, agent, name, answered), agent };
}

export function purchaseDomain(ctx: GatewayContext, input: PurchaseDomainInput) {
  return orderDomain(ctx, { ...input, isTransfer: false, authCode: null });
}

export function transferDomain(ctx: GatewayContext, input: TransferDomainInput) {
  return orderDomain(ctx, { ...input, isTransfer: true });
}
