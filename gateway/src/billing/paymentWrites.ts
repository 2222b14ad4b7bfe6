import { cardDigits, MESSAGES, validateCardData, type CardDataDraft } from '@portal/rules';
import { requireAgentAccess } from '../auth/guards';
import type { GatewayContext } from '../context';
import { refuseRuleErrors } from '../domains/ruleErrors';
import { badUserInput } from '../rest/errors';
import { paymentMethodPath, paymentMethodsPath } from './paths';

export interface AddPaymentMethodInput {
  agentId: string;
  cardData: CardDataDraft;
}

export interface UpdatePaymentMethodInput extends AddPaymentMethodInput {
  paymentMethodId: string;
}

export interface PaymentMethodRefInput {
  agentId: string;
  paymentMethodId: string;
}

export interface UseCompDeductInput {
  agentId: string;
  useEightTrack: boolean;
}

/** What a payment write answers: the payload's fields read the agent and its payment info again. */
export interface PaymentWriteResult {
  agentId: string;
}

/** card_data as the upstream takes it (decision D-40): digits only, a two-digit month, a four-digit year. */
function cardBody(card: CardDataDraft) {
  return {
    card_data: {
      number: cardDigits(card.number),
      exp_month: card.expMonth.trim().padStart(2, '0'),
      exp_year: card.expYear.trim(),
    },
  };
}

/** BILL-005: an answer carrying {error} is the user's problem even on a 2xx. */
function refuseAnswerError(answer: unknown, failure: string): void {
  if (!answer || typeof answer !== 'object' || !('error' in answer)) return;
  const error = (answer as { error: unknown }).error;
  if (error === null || error === undefined || error === '' || error === false) return;
  const message = typeof error === 'string' ? error : failure;
  throw badUserInput(message, { cardData: [message] });
}

/**
 * VALID-001..007 before the write: bad card data never reaches the upstream. The fields are named number, expMonth
 * and expYear, as an upstream 400 on card_data names them too.
 */
function checkedCard(card: CardDataDraft): CardDataDraft {
  refuseRuleErrors(validateCardData(card));
  return card;
}

/** API-069, BILL-005. */
export async function addPaymentMethod(ctx: GatewayContext, input: AddPaymentMethodInput): Promise<PaymentWriteResult> {
  await requireAgentAccess(ctx, input.agentId);
  const failure = MESSAGES.paymentAdd; // ERR-058
  const answer = await ctx.rest.post(paymentMethodsPath(input.agentId), { body: cardBody(checkedCard(input.cardData)), failure });
  refuseAnswerError(answer, failure);
  return { agentId: input.agentId };
}

/** API-070, BILL-006. */
export async function updatePaymentMethod(ctx: GatewayContext, input: UpdatePaymentMethodInput): Promise<PaymentWriteResult> {
  await requireAgentAccess(ctx, input.agentId);
  const failure = MESSAGES.paymentUpdate; // ERR-057
  const answer = await ctx.rest.put(paymentMethodPath(input.agentId, input.paymentMethodId), {
    body: cardBody(checkedCard(input.cardData)),
    failure,
  });
  refuseAnswerError(answer, failure);
  return { agentId: input.agentId };
}

/** API-071, BILL-007. */
export async function deletePaymentMethod(ctx: GatewayContext, input: PaymentMethodRefInput): Promise<PaymentWriteResult> {
  await requireAgentAccess(ctx, input.agentId);
  await ctx.rest.delete(paymentMethodPath(input.agentId, input.paymentMethodId), { failure: MESSAGES.paymentDelete }); // ERR-059
  return { agentId: input.agentId };
}

/** API-072, BILL-008. */
export async function selectPaymentMethod(ctx: GatewayContext, input: PaymentMethodRefInput): Promise<PaymentWriteResult> {
  await requireAgentAccess(ctx, input.agentId);
  await ctx.rest.put(`${paymentMethodPath(input.agentId, input.paymentMethodId)}enable_payment_method/`, {
    failure: MESSAGES.paymentSelect, // ERR-060
  });
  return { agentId: input.agentId };
}

/** API-073, BILL-009. */
export async function useCompDeduct(ctx: GatewayContext, input: UseCompDeductInput): Promise<PaymentWriteResult> {
  await requireAgentAccess(ctx, input.agentId);
  await ctx.rest.put(`${paymentMethodsPath(input.agentId)}use_comp_deduct/`, {
    body: { use_eight_track: input.useEightTrack },
    failure: MESSAGES.compDeduct, // ERR-061
  });
  return { agentId: input.agentId };
}
