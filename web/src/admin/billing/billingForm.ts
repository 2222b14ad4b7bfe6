import {
  BILLING_MESSAGES,
  billingAmountTextError,
  billingCategoryOptions,
  moneyAmountOf,
  validateBilling,
  type BillingMode,
  type FieldErrors,
} from '@portal/rules';
import { formatMoney } from '../../lib/format';

/** The charge-or-credit form as typed: the amount is text until it is sent. */
export interface BillingValues {
  mode: BillingMode;
  amount: string;
  category: string;
  notes: string;
}

/** ADMIN-025: a mode's empty form; switching the mode starts from here. */
export const emptyBilling = (mode: BillingMode): BillingValues => ({ mode, amount: '', category: '', notes: '' });

/** Dollars as typed ("45", "45.50", "$1,200.00"), else NaN (decision D-222: only money is an amount). */
export const amountOf = moneyAmountOf;

/** VALID-035..037, decision D-71's maximum and D-222's money on the typed values. */
export function billingErrors(values: BillingValues): FieldErrors {
  const errors = validateBilling({ mode: values.mode, amount: amountOf(values.amount), category: values.category });
  if (billingAmountTextError(values.amount) === BILLING_MESSAGES.money) errors.amount = [BILLING_MESSAGES.money];
  return errors;
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

/** Issue #26 (decision D-224): the question before a charge or credit, naming the amount, the type and the agent. */
export function billingQuestion(values: BillingValues, agent: string): { title: string; effect: string; confirmLabel: string; cancelLabel: string } {
  const amount = formatMoney(amountOf(values.amount));
  const type = billingTypeLabel(values.category);
  if (values.mode === 'charge') {
    return {
      title: `Charge ${amount} (${type}) to ${agent}?`,
      effect: "The agent pays it at once, by compensation deduction or with their default card, and it becomes a receipt on their Billing page.",
      confirmLabel: `Charge ${amount}`,
      cancelLabel: "Don't charge",
    };
  }
  return {
    title: `Credit ${amount} (${type}) to ${agent}?`,
    effect: "The credit is added to the agent's account and listed under Past credits.",
    confirmLabel: `Credit ${amount}`,
    cancelLabel: "Don't credit",
  };
}
