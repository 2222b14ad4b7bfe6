import {
  cardTypeLabel,
  isCardExpired,
  isCardExpiringSoon,
  isCompDeduct,
  MESSAGES,
  paymentState,
  type PaymentMethodLike,
} from '@portal/rules';
import type { GatewayContext } from '../context';
import { upstreamFailure } from '../rest/errors';
import { objectId } from './ids';
import { paymentMethodsPath } from './paths';
import { idOf, text } from './values';

/** A payment method as API-068 answers it (BILL-004). */
interface RawPaymentMethod {
  id?: unknown;
  card_type?: unknown;
  default?: unknown;
  is_expired?: unknown;
  expires?: unknown;
  masked_number?: unknown;
}

export interface PaymentMethodObject {
  id: string;
  paymentMethodId: string;
  cardType: string;
  cardLabel: string;
  maskedNumber: string | null;
  isDefault: boolean;
  isExpired: boolean;
  expires: string | null;
  expiringSoon: boolean;
  isCompDeduct: boolean;
}

/** The rules' view of a method: the provider's own field names. */
function ruleView(raw: RawPaymentMethod): PaymentMethodLike {
  return {
    card_type: String(raw.card_type),
    default: raw.default === true,
    is_expired: raw.is_expired === true,
    expires: text(raw.expires),
  };
}

export function toPaymentMethod(raw: RawPaymentMethod, agentId: string, today: Date): PaymentMethodObject {
  const paymentMethodId = idOf(raw?.id);
  if (!paymentMethodId || typeof raw.card_type !== 'string') throw upstreamFailure(MESSAGES.paymentLoad);
  const method = ruleView(raw);
  const expires = text(raw.expires);
  return {
    id: objectId('PaymentMethod', `${agentId}/${paymentMethodId}`),
    paymentMethodId,
    cardType: raw.card_type,
    cardLabel: cardTypeLabel(raw.card_type),
    maskedNumber: text(raw.masked_number),
    isDefault: raw.default === true,
    isExpired: isCardExpired(method, today),
    expires: expires && expires.slice(0, 10),
    expiringSoon: isCardExpiringSoon(method, today),
    isCompDeduct: isCompDeduct(method),
  };
}

/** BILL-004 and BILL-010..015: the methods and the summary the rules give for them, today. */
export function toPaymentInfo(raw: unknown, agentId: string, today: Date = new Date()) {
  if (!Array.isArray(raw)) throw upstreamFailure(MESSAGES.paymentLoad);
  const raws = raw as RawPaymentMethod[];
  const methods = raws.map((r) => toPaymentMethod(r, agentId, today));
  const views = raws.map(ruleView);
  // paymentState answers one of the views it was given, so its index names the method.
  const state = paymentState(views, today);
  const card = state.card ? methods[views.indexOf(state.card)] : null;
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
  const raw = await ctx.rest.get(paymentMethodsPath(agentId), { failure: MESSAGES.paymentLoad }); // ERR-056
  return toPaymentInfo(raw, agentId);
}
