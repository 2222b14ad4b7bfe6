import {
  cardTypeLabel,
  isCardExpired,
  isCardExpiringSoon,
  isCompDeduct,
  MESSAGES,
  paymentState,
} from '@portal/rules';
import { billingCalls, type PaymentMethodRecord } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import { objectId } from '../lib/objectId';

/** A payment method as API-068 answers it (BILL-004), with what the rules say about it today. */
function toPaymentMethod(record: PaymentMethodRecord, agentId: string, today: Date) {
  return {
    id: objectId('PaymentMethod', `${agentId}/${record.id}`),
    paymentMethodId: String(record.id),
    cardType: record.card_type,
    cardLabel: cardTypeLabel(record.card_type),
    maskedNumber: record.masked_number,
    isDefault: record.default,
    isExpired: isCardExpired(record, today),
    expires: record.expires,
    expiringSoon: isCardExpiringSoon(record, today),
    isCompDeduct: isCompDeduct(record),
  };
}

/** BILL-004 and BILL-010..015: the methods and the summary the rules give for them, today. */
function toPaymentInfo(records: readonly PaymentMethodRecord[], agentId: string, today: Date = new Date()) {
  const methods = records.map((r) => toPaymentMethod(r, agentId, today));
  // paymentState answers one of the records it was given, so its index names the method.
  const state = paymentState(records, today);
  const card = state.card ? methods[records.indexOf(state.card)]! : null;
  return {
    id: objectId('PaymentInfo', agentId),
    methods,
    compDeduct: methods.some((m) => m.isCompDeduct),
    state: {
      card,
      noCard: state.no_card,
      expiredCard: state.expired_card,
      expiringCard: state.expiring_card,
      good: state.good,
    },
  };
}

/** API-068, BILL-004. Callers have checked access to the agent. */
export async function loadPaymentInfo(ctx: GatewayContext, agentId: string) {
  const records = await ctx.rest.call(billingCalls.paymentMethods, {
    path: { agentId },
    failure: MESSAGES.paymentLoad, // ERR-056
  });
  return toPaymentInfo(records, agentId);
}
