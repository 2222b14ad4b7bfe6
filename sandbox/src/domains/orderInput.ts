import { validateDomainOrder, type ProductType } from '@portal/rules';
import type { DomainOrderBody } from '@portal/rules/contract';
import type { Agent } from '../lib/agentStore';
import type { Db } from '../db/module';
import { FieldErrors } from '../http/validation';
import { addRuleErrors } from '../lib/ruleErrors';
import { findDomainByName, listDomainRecords, normalizeDomainName } from '../lib/domainStore';

export interface DomainOrder {
  name: string;
  product_type: ProductType;
  is_transfer: boolean;
  auth_code: string | null;
}

const REST_NAMES = { name: 'name', productType: 'product_type', authCode: 'auth_code' };

const DUPLICATE_DOMAIN = 'That domain is already registered.';

/**
 * A purchase or transfer body (API-039, VALID-023, VALID-024), already fitting the contract; throws a 400 listing
 * every rule it breaks.
 */
export function parseDomainOrder(db: Db, agent: Agent, body: DomainOrderBody): DomainOrder {
  const errors = new FieldErrors();
  const name = normalizeDomainName(body.name);
  const isTransfer = body.is_transfer;
  const authCode = body.auth_code;
  const owned = listDomainRecords(db, agent.associate_id).map((d) => ({
    productType: d.product_type,
    isCancelled: d.is_cancelled,
  }));
  addRuleErrors(
    errors,
    validateDomainOrder({ name, productType: body.product_type, isTransfer, authCode }, agent.is_agent_intern, owned),
    REST_NAMES,
  );
  if (!errors.has('name') && findDomainByName(db, name)) errors.add('name', DUPLICATE_DOMAIN);
  errors.throwIfAny();
  return { name, product_type: body.product_type as ProductType, is_transfer: isTransfer, auth_code: authCode };
}
