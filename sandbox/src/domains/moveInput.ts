import { DOMAIN_RULE_MESSAGES, validateMove, type ProductType } from '@portal/rules';
import type { MoveBody } from '@portal/rules/contract';
import type { Db } from '../db/module';
import { FieldErrors } from '../http/validation';
import { addRuleErrors } from '../lib/ruleErrors';
import { agentIdByAlias, type DomainRecord } from '../lib/domainStore';

export interface DomainMove {
  target_agent: string;
  target_product_type: ProductType;
  remove_redirects: boolean;
}

const REST_NAMES = { domain: 'domain_name', targetAlias: 'target_alias', targetProductType: 'target_product_type' };

const UNKNOWN_ALIAS = 'No agent has that alias.';
const CANCELLED_MOVE = 'A cancelled domain cannot be moved.';

/**
 * A move body (API-044, VALID-028, VALID-029, DOM-015), already fitting the contract; throws a 400 listing every
 * problem.
 */
export function parseMove(db: Db, domain: DomainRecord, body: MoveBody): DomainMove {
  const errors = new FieldErrors();
  const targetAlias = body.target_alias;
  const targetProductType = body.target_product_type;
  addRuleErrors(errors, validateMove({ domain: domain.domain_name, targetAlias, targetProductType }), REST_NAMES);
  if (domain.is_cancelled) errors.add('domain_name', CANCELLED_MOVE);
  else if (!domain.can_move) errors.add('domain_name', DOMAIN_RULE_MESSAGES.cannotMove);
  const targetAgent = errors.has('target_alias') ? undefined : agentIdByAlias(db, targetAlias);
  if (!errors.has('target_alias') && !targetAgent) errors.add('target_alias', UNKNOWN_ALIAS);
  errors.throwIfAny();
  return {
    target_agent: targetAgent as string,
    target_product_type: targetProductType as ProductType,
    remove_redirects: body.remove_redirects,
  };
}
