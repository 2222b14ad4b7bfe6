import { changeOptions, DOMAIN_RULE_MESSAGES, isProductType, type ProductType } from '@portal/rules';
import type { TypeChangeBody } from '@portal/rules/contract';
import type { Agent } from '../lib/agentStore';
import { badRequest } from '../http/errors';
import type { DomainRecord } from '../lib/domainStore';

const CANCELLED_TYPE_CHANGE = 'A cancelled domain cannot change its type.';

/** A product type change body (API-037, DOM-006), already fitting the contract; throws a 400 on product_type. */
export function parseTypeChange(
  agent: Agent,
  domain: DomainRecord,
  body: TypeChangeBody,
): ProductType {
  const value = body.product_type;
  const refuse = (message: string) => badRequest({ product_type: [message] });
  if (!isProductType(value)) throw refuse(DOMAIN_RULE_MESSAGES.productType);
  if (domain.is_cancelled) throw refuse(CANCELLED_TYPE_CHANGE);
  const option = changeOptions(agent.is_agent_intern, domain.product_type).find((o) => o.type === value);
  if (option && !option.allowed) throw refuse(option.reason ?? DOMAIN_RULE_MESSAGES.productType);
  return value;
}
