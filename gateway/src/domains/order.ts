import { GraphQLError } from 'graphql';
import { DOMAIN_RULE_MESSAGES, MESSAGES, validateDomainOrder, type ProductType } from '@portal/rules';
import { domainCalls } from '@portal/rules/contract';
import type { PurchaseDomainInput, TransferDomainInput } from '../__generated__/resolvers';
import { requireAgentAccess } from '../session/guards';
import type { GatewayContext } from '../context';
import { loadSiteConfig } from '../lib/siteConfig';
import { domainAfterWrite } from './afterWrite';
import { normalizeDomainName, toDomain } from '../lib/domain';
import { loadDomains } from '../lib/domainList';
import { readAgent } from '../lib/domainOwner';
import { refuseRuleErrors, withInputFieldNames } from '../lib/ruleErrors';

interface DomainOrder {
  agentId: string;
  domainName: string;
  productType: ProductType;
  isTransfer: boolean;
  authCode: string | null;
}

/** The rules and the REST body call the domain `name`; the input calls it `domainName`. */
const INPUT_NAMES = { name: 'domainName' };

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
  refuseRuleErrors(validateDomainOrder({ ...order, name: order.domainName }, agent.isAgentIntern, owned), INPUT_NAMES);
  const name = normalizeDomainName(order.domainName);
  // The spec has a failure text for transfers only (ERR-035); a purchase failure uses the same words (decision D-09).
  const failure = order.isTransfer ? MESSAGES.domainTransfer(name) : MESSAGES.domainPurchase(name);
  const answer = await withInputFieldNames(
    ctx.rest.call(domainCalls.order, {
      path: { agentId: agent.associateId },
      body: {
        name,
        product_type: order.productType,
        is_transfer: order.isTransfer,
        auth_code: order.isTransfer ? (order.authCode ?? '').trim() : null,
      },
      failure,
    }),
    INPUT_NAMES,
  );
  return { domain: await domainAfterWrite(ctx, agent, name, toDomain(answer, agent.associateId)), agent };
}

export function purchaseDomain(ctx: GatewayContext, input: PurchaseDomainInput) {
  return orderDomain(ctx, { ...input, isTransfer: false, authCode: null });
}

export function transferDomain(ctx: GatewayContext, input: TransferDomainInput) {
  return orderDomain(ctx, { ...input, isTransfer: true });
}
