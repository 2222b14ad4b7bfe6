import { z } from 'zod';
import { BILLING_MESSAGES, BILLING_MODES, billingAmountError } from '../billing';
import { decimal, isoDateTime, isoDay, maybe, noContent, restCall } from './call';

// Payment methods, comp deduct, receipts, credits and charges (API-068..073, API-086..088; decisions D-40..42, D-71).

/** A payment method (API-068); eighttrack is compensation deduction, without expiry or number. */
export const paymentMethod = z.object({
  id: z.number().int(),
  card_type: z.string().min(1),
  default: z.boolean(),
  is_expired: z.boolean(),
  /** The last day the card can be used. */
  expires: maybe(isoDay),
  masked_number: maybe(z.string()),
});
export type PaymentMethodRecord = z.output<typeof paymentMethod>;

/** Decision D-40: digits only, a two-digit month, a four-digit year. */
export const cardDataBody = z.object({
  card_data: z.object({ number: z.string(), exp_month: z.string(), exp_year: z.string() }),
});

/** The processor's refusal (API-069, API-070): a 200 that carries the user's problem (BILL-005). */
export const cardRefusal = z.object({ error: z.string().min(1) });

/** A receipt (API-086); `used` names what paid it (decision D-42). */
export const billingReceipt = z.object({
  id: z.string().min(1),
  category: z.string(),
  used: maybe(z.string()),
  amount: decimal,
  created: isoDateTime,
  notes: maybe(z.string()),
});
export type ReceiptRecord = z.output<typeof billingReceipt>;

/** A credit (API-087); `used` tells whether it has been applied to a bill (decision D-42). */
export const billingCredit = z.object({
  id: z.number().int(),
  category: z.string(),
  used: z.boolean(),
  amount: decimal,
  created: isoDateTime,
  notes: maybe(z.string()),
});
export type CreditRecord = z.output<typeof billingCredit>;

/** Decision D-71: a refused amount reads like the rule's text, whatever made it unusable. */
const amountMessage = (value: unknown) => billingAmountError(value) ?? BILLING_MESSAGES.amount;

/**
 * API-088's amount: a DRF decimal (the contract's `decimal`). A JSON number that is not finite (1e999) is "at most",
 * anything else that is not a decimal is VALID-035's text, not zod's.
 */
const billingAmount = z
  .union([z.number(), z.string()], { error: (issue) => amountMessage(issue.input) })
  .transform((value, ctx) => {
    const parsed = decimal.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.issues.push({ code: 'custom', message: amountMessage(Number.NaN), input: value });
    return z.NEVER;
  });

export const billingBody = z.object({
  amount: billingAmount,
  category: z.string(),
  notes: z.string().nullish(),
  mode: z.enum(BILLING_MODES),
});

const PAYMENT_METHODS = 'api/agents/{agentId}/payment_methods/';
const PAYMENT_METHOD = `${PAYMENT_METHODS}{paymentMethodId}/`;
const BILLING = 'api/agents/{agentId}/billing/';

export const billingCalls = {
  paymentMethods: restCall({ api: 'API-068', method: 'GET', path: PAYMENT_METHODS, answer: z.array(paymentMethod) }),
  addPaymentMethod: restCall({
    api: 'API-069',
    method: 'POST',
    path: PAYMENT_METHODS,
    body: cardDataBody,
    answer: z.union([paymentMethod, cardRefusal]),
    status: 201,
  }),
  updatePaymentMethod: restCall({
    api: 'API-070',
    method: 'PUT',
    path: PAYMENT_METHOD,
    body: cardDataBody,
    answer: z.union([paymentMethod, cardRefusal]),
  }),
  deletePaymentMethod: restCall({ api: 'API-071', method: 'DELETE', path: PAYMENT_METHOD, answer: noContent, status: 204 }),
  selectPaymentMethod: restCall({
    api: 'API-072',
    method: 'PUT',
    path: `${PAYMENT_METHOD}enable_payment_method/`,
    answer: paymentMethod,
  }),
  useCompDeduct: restCall({
    api: 'API-073',
    method: 'PUT',
    path: `${PAYMENT_METHODS}use_comp_deduct/`,
    body: z.object({ use_eight_track: z.boolean() }),
    answer: z.array(paymentMethod),
  }),
  receipts: restCall({ api: 'API-086', method: 'GET', path: 'api/agents/{agentId}/receipts/', answer: z.array(billingReceipt) }),
  credits: restCall({ api: 'API-087', method: 'GET', path: BILLING, answer: z.array(billingCredit) }),
  /** success false (nothing usable to charge) is the provider's refusal: ERR-093. */
  addBilling: restCall({
    api: 'API-088',
    method: 'POST',
    path: BILLING,
    body: billingBody,
    answer: z.object({ success: z.boolean(), transaction_id: maybe(z.string().min(1)) }),
    status: 201,
  }),
};
