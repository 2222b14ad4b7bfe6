import { MONTHLY_PRICES, PRODUCT_LABELS, type ProductType } from '@portal/rules';

interface RuleOption {
  type: ProductType;
  allowed: boolean;
  reason: string | null;
}

/** A rule's options with the label and the monthly price of each type (DOM-001, DOM-016). */
export function toProductOptions(options: readonly RuleOption[]) {
  return options.map((o) => ({
    productType: o.type,
    label: PRODUCT_LABELS[o.type],
    monthlyPrice: MONTHLY_PRICES[o.type],
    allowed: o.allowed,
    reason: o.reason,
  }));
}
