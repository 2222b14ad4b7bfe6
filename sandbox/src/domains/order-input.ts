import { validateDomainOrder, type ProductType } from '@portal/rules';
import type { Agent } from '../agents/store';
import type { Db } from '../db/module';
import { FieldErrors } from '../http/validation';
import { addRuleErrors, textOf } from './rule-errors';
import { findDomainByName, listDomainRecords, normalizeDomainName } from './store';

export interface DomainOrder {
  name: string;
  product_type: ProductType;
  is_transfer: boolean;
  auth_code: string | null;
}

const REST_NAMES = { name: 'name', productType: 'product_type', authCode: 'auth_code' };

export const DUPLICATE_DOMAIN = 'That domain is already registered.';

/** A purchase or transfer body (API-039, VALID-023, VALID-024); throws a 400 listing every problem. */
export function parseDomainOrder(db: Db, agent: Agent, body: Record<string, unknown>): DomainOrder {
  const errors = new FieldErrors();
  const isTransfer = errors.boolean(body, 'is_transfer', false);
  const authCode = errors.optionalText(body, 'auth_code');
  const name = normalizeDomainName(textOf(body.name));
  const productType = textOf(body.product_type);
  const owned = listDomainRecords(db, agent.associate_id).map((d) => ({
    productType: d.product_type,
    isCancelled: d.is_cancelled,
  }));
  addRuleErrors(
    errors,
    validateDomainOrder({ name, productType, isTransfer, authCode }, agent.is_agent_intern, owned),
    REST_NAMES,
  );
  if (!errors.has('name') && findDomainByName(db, name)) errors.add('name', DUPLICATE_DOMAIN);
  errors.throwIfAny();
  return { name, product_type: productType as ProductType, is_transfer: isTransfer, auth_code: authCode };
}
