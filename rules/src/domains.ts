/** Domains, products and prices (DOM, CONST-002..006, CONST-012/013, VALID-023/024/028/029). */
import { size } from './standardRules';

export const PRODUCT_TYPES = ['parked', 'sf_microsite', 'm1', 'm2'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export function isProductType(value: unknown): value is ProductType {
  return typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value);
}

/** DOM-001: the agent-facing labels. */
export const PRODUCT_LABELS: Record<ProductType, string> = {
  parked: 'Parked',
  sf_microsite: 'Proxied',
  m1: 'M1',
  m2: 'M2',
};

/** CONST-002..005: price per month in US dollars. */
export const MONTHLY_PRICES: Record<ProductType, number> = { parked: 13, sf_microsite: 19, m1: 29, m2: 54 };

/** CONST-006: an email redirect on a parked domain costs $1 each per month. */
export const PARKED_EMAIL_REDIRECT_PRICE = 1;

export function redirectCost(productType: ProductType, redirects: number): number {
  return productType === 'parked' ? redirects * PARKED_EMAIL_REDIRECT_PRICE : 0;
}

interface OwnedDomain {
  productType: ProductType;
  isCancelled: boolean;
}

/** VALID-023, VALID-024, DOM-006: which product types an agent may buy now, and why the others are not offered. */
export function purchaseOptions(
  isAgentIntern: boolean,
  owned: readonly OwnedDomain[],
): { type: ProductType; allowed: boolean; reason: string | null }[] {
  const hasNonParked = owned.some((d) => !d.isCancelled && d.productType !== 'parked');
  return PRODUCT_TYPES.map((type) => {
    if (isAgentIntern && (type === 'm1' || type === 'm2')) {
      return { type, allowed: false, reason: DOMAIN_RULE_MESSAGES.internUpgrade };
    }
    if (type === 'parked' && !hasNonParked) {
      return { type, allowed: false, reason: DOMAIN_RULE_MESSAGES.parkedNeedsOther };
    }
    return { type, allowed: true, reason: null };
  });
}

/** DOM-006: product types a domain may change to. */
export function changeOptions(
  isAgentIntern: boolean,
  current: ProductType,
): { type: ProductType; allowed: boolean; reason: string | null }[] {
  return PRODUCT_TYPES.filter((t) => t !== current).map((type) =>
    isAgentIntern && (type === 'm1' || type === 'm2')
      ? { type, allowed: false, reason: DOMAIN_RULE_MESSAGES.internUpgrade }
      : { type, allowed: true, reason: null },
  );
}

export const DOMAIN_RULE_MESSAGES = {
  internUpgrade: 'Agent intern accounts cannot upgrade to M1 or M2 until they appoint.',
  parkedNeedsOther: 'A parked domain needs another domain type already in your account.',
  domainName: 'Enter a domain name such as myagency.com.',
  authCode: 'Enter the authorization code from your current registrar.',
  transactionsDisabled: 'Domain purchases and transfers are turned off right now.',
  productType: 'Choose a domain type.',
  moveDomain: 'Choose a domain to move.',
  cannotMove: 'This domain is registered outside the provider and cannot be moved.',
} as const;

/** VALID-028..030 (exact texts for alias and type). */
export const MOVE_MESSAGES = {
  alias: 'Alias should be 4 or 6 characters',
  productType: 'Domain type must be chosen',
} as const;

const DOMAIN_NAME = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function isValidDomainName(name: string): boolean {
  return DOMAIN_NAME.test(name.trim().toLowerCase());
}

export type FieldErrors = Record<string, string[]>;

/** Purchase and transfer input (DOM-004, DOM-005); returns field errors, empty when valid. */
export function validateDomainOrder(
  input: { name: string; productType: string; isTransfer: boolean; authCode?: string | null },
  isAgentIntern: boolean,
  owned: readonly OwnedDomain[],
): FieldErrors {
  const errors: FieldErrors = {};
  if (!isValidDomainName(input.name)) errors.name = [DOMAIN_RULE_MESSAGES.domainName];
  if (!isProductType(input.productType)) errors.productType = [DOMAIN_RULE_MESSAGES.productType];
  else {
    const option = purchaseOptions(isAgentIntern, owned).find((o) => o.type === input.productType);
    if (option && !option.allowed && option.reason) errors.productType = [option.reason];
  }
  if (input.isTransfer && !input.authCode?.trim()) errors.authCode = [DOMAIN_RULE_MESSAGES.authCode];
  return errors;
}

/** Move input (VALID-028..030). */
export function validateMove(input: { domain?: string | null; targetAlias: string; targetProductType: string }): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.domain) errors.domain = [DOMAIN_RULE_MESSAGES.moveDomain];
  // VALID-028: the standard size rule (VALID-020), 4 or 6.
  const alias = input.targetAlias.trim();
  if (!size(4).passes(alias) && !size(6).passes(alias)) errors.targetAlias = [MOVE_MESSAGES.alias];
  if (!isProductType(input.targetProductType)) errors.targetProductType = [MOVE_MESSAGES.productType];
  return errors;
}

