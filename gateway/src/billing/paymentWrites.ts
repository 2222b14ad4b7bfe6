import { cardDigits, MESSAGES, validateCardData } from '@portal/rules';
import { billingCalls, type AnswerOf } from '@portal/rules/contract';
import type {
  AddPaymentMethodInput,
  CardDataInput,
  PaymentMethodRefInput,
  UpdatePaymentMethodInput,
  UseCompDeductInput,
} from '../__generated__/resolvers';
import { forbidden, requireAgentAccess } from '../session/guards';
import type { GatewayContext } from '../context';
import { refuseRuleErrors } from '../lib/ruleErrors';
import { badUserInput } from '../rest/errors';

/** What a payment write answers: the payload's fields read the agent and its payment info again. */
export interface PaymentWriteResult {
  agentId: string;
}

/**
 * VALID-001..007 before the write: bad card data never reaches the upstream. The fields are named number, expMonth
 * and expYear, as an upstream 400 on card_data names them too. The body is card_data as the upstream takes it
 * (decision D-40): digits only, a two-digit month, a four-digit year.
 */
function cardBody(card: CardDataInput) {
  refuseRuleErrors(validateCardData(card));
  return {
    card_data: {
      number: cardDigits(card.number),
      exp_month: card.expMonth.trim().padStart(2, '0'),
      exp_year: card.expYear.trim(),
    },
  };
}

/** BILL-005: an answer carrying {error} is the user's problem even on a 2xx. */
function refuseCardRefusal(answer: AnswerOf<typeof billingCalls.addPaymentMethod>): void {
  if (!('error' in answer)) return;
  throw badUserInput(answer.error, { cardData: [answer.error] });
}

/**
 * A payment method named under an agent must be one of that agent's (decision D-162): it is looked up in the agent's
 * list (API-068) before the write, and another agent's card is the roles table's FORBIDDEN, never named upstream.
 */
async function requireOwnPaymentMethod(ctx: GatewayContext, agentId: string, paymentMethodId: string) {
  const records = await ctx.rest.call(billingCalls.paymentMethods, { path: { agentId }, failure: MESSAGES.paymentLoad });
  if (!records.some((record) => String(record.id) === paymentMethodId)) throw forbidden();
}

/** API-069, BILL-005. */
export async function addPaymentMethod(ctx: GatewayContext, input: AddPaymentMethodInput): Promise<PaymentWriteResult> {
  await requireAgentAccess(ctx, input.agentId);
  const answer = await ctx.rest.call(billingCalls.addPaymentMethod, {
    path: { agentId: input.agentId },
    body: cardBody(input.cardData),
    failure: MESSAGES.paymentAdd, // ERR-058
  });
  refuseCardRefusal(answer);
  return { agentId: input.agentId };
}

/** API-070, BILL-006. */
export async function updatePaymentMethod(
  ctx: GatewayContext,
  input: UpdatePaymentMethodInput,
): Promise<PaymentWriteResult> {
  await requireAgentAccess(ctx, input.agentId);
  const body = cardBody(input.cardData);
  await requireOwnPaymentMethod(ctx, input.agentId, input.paymentMethodId);
  const answer = await ctx.rest.call(billingCalls.updatePaymentMethod, {
    path: { agentId: input.agentId, paymentMethodId: input.paymentMethodId },
    body,
    failure: MESSAGES.paymentUpdate, // ERR-057
  });
  refuseCardRefusal(answer);
  return { agentId: input.agentId };
}

/** API-071, BILL-007. */
export async function deletePaymentMethod(ctx: GatewayContext, input: PaymentMethodRefInput): Promise<PaymentWriteResult> {
  await requireAgentAccess(ctx, input.agentId);
  await requireOwnPaymentMethod(ctx, input.agentId, input.paymentMethodId);
  await ctx.rest.call(billingCalls.deletePaymentMethod, {
    path: { agentId: input.agentId, paymentMethodId: input.paymentMethodId },
    failure: MESSAGES.paymentDelete, // ERR-059
  });
  return { agentId: input.agentId };
}

/** API-072, BILL-008. */
export async function selectPaymentMethod(ctx: GatewayContext, input: PaymentMethodRefInput): Promise<PaymentWriteResult> {
  await requireAgentAccess(ctx, input.agentId);
  await requireOwnPaymentMethod(ctx, input.agentId, input.paymentMethodId);
  await ctx.rest.call(billingCalls.selectPaymentMethod, {
    path: { agentId: input.agentId, paymentMethodId: input.paymentMethodId },
    failure: MESSAGES.paymentSelect, // ERR-060
  });
  return { agentId: input.agentId };
}

/** API-073, BILL-009. */
export async function useCompDeduct(ctx: GatewayContext, input: UseCompDeductInput): Promise<PaymentWriteResult> {
  await requireAgentAccess(ctx, input.agentId);
  await ctx.rest.call(billingCalls.useCompDeduct, {
    path: { agentId: input.agentId },
    body: { use_eight_track: input.useEightTrack },
    failure: MESSAGES.compDeduct, // ERR-061
  });
  return { agentId: input.agentId };
}
