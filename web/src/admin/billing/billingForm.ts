import { billingCategoryOptions, validateBilling, type BillingMode, type FieldErrors } from '@portal/rules';

/** The charge-or-credit form as typed: the amount is text until it is sent. */
export interface BillingValues {
  mode: BillingMode;
  amount: string;
  category: string;
  notes: string;
}

/** ADMIN-025: a mode's empty form; switching the mode starts from here. */
export const emptyBilling = (mode: BillingMode): BillingValues => ({ mode, amount: '', category: '', notes: '' });

/** Dollars as typed ("45", "45.50", "$1,200.00"), else NaN, which VALID-035 refuses like 0. */
export function amountOf(text: string): number {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^\d+(\.\d+)?$|^\.\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** VALID-035..037 (and decision D-71's maximum) on the typed values. */
export function billingErrors(values: BillingValues): FieldErrors {
  return validateBilling({ mode: values.mode, amount: amountOf(values.amount), category: values.category });
}

/** ADMIN-026: the type options of the mode, hidden credit types never among them (CONST-033). */
export const typeOptionsOf = (mode: BillingMode): readonly string[] => billingCategoryOptions(mode);

/** Words for credit types (CONST-032, and the hidden CONST-033 ones old credits still carry); charge types are words already. */
const CREDIT_TYPE_LABELS: Record<string, string> = {
  overcharge: 'Overcharge',
  change: 'Change',
  error: 'Error',
  goodwill: 'Goodwill',
  promo: 'Promotion',
  monthly: 'Monthly',
  yearly: 'Yearly',
  other: 'Other',
  pluto: 'Pluto (retired)',
  monthly2: 'Monthly 2 (retired)',
  change2: 'Change 2 (retired)',
};

export function billingTypeLabel(type: string): string {
  return CREDIT_TYPE_LABELS[type] ?? type;
}

/** What the success message says (ADMIN-024). */
export function addedText(mode: BillingMode, transactionId: string | null | undefined): string {
  const what = mode === 'charge' ? 'Charge added.' : 'Credit added.';
  return transactionId ? `${what} Transaction id: ${transactionId}` : what;
}
