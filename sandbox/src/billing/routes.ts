import { canManageBilling, COMP_DEDUCT_CARD_TYPE } from '@portal/rules';
import { billingCalls, expressPath } from '@portal/rules/contract';
import type { Request, Router } from 'express';
import { findAgent, type Agent } from '../lib/agentStore';
import type { AreaContext } from '../area';
import type { Db } from '../db/module';
import { allowedAgent } from '../lib/domainAccess';
import { readBody, reply } from '../http/contract';
import { badRequest, notFound } from '../http/errors';
import { requireAllowed } from '../http/guards';
import { route } from '../http/routes';
import { parseBillingEntry } from './billingInput';
import { CARD_ERRORS, DECLINED_NUMBERS, parseCardData, type CardData } from './cardInput';
import { insertCredit, listCredits } from './credits';
import {
  compDeductMethod,
  deletePaymentMethod,
  findPaymentMethod,
  insertPaymentMethod,
  listPaymentMethodRecords,
  listPaymentMethods,
  makeDefault,
  paidWith,
  payingMethod,
  setCompDeduct,
  toPaymentMethod,
  updateCard,
  type PaymentMethodRecord,
} from './paymentMethods';
import { insertReceipt, listReceipts } from './receipts';

const BILLING_DETAILS = {
  compDeductHasNoCard: 'Compensation deduction has no card to update.',
  expiredDefault: 'An expired card cannot be the default payment method.',
} as const;

/** Decision D-42: the credits list and new charges or credits are for internal provider staff only. */
function internalAgent(db: Db, req: Request): Agent {
  requireAllowed(req, canManageBilling);
  const agent = findAgent(db, String(req.params.agentId));
  if (!agent) throw notFound();
  return agent;
}

function pathMethod(db: Db, req: Request, agent: Agent): PaymentMethodRecord {
  const id = Number(req.params.paymentMethodId);
  const method = Number.isSafeInteger(id) && id > 0 ? findPaymentMethod(db, agent.associate_id, id) : undefined;
  if (!method) throw notFound();
  return method;
}

/** The processor's refusal, answered 200 {error} as API-069 allows; null when the card is accepted. */
function refusal(db: Db, agent: Agent, card: CardData, replacing?: PaymentMethodRecord): string | null {
  if (DECLINED_NUMBERS.includes(card.digits)) return CARD_ERRORS.declined;
  const duplicate = listPaymentMethodRecords(db, agent.associate_id).some(
    (m) =>
      m.id !== replacing?.id &&
      m.card_type === card.card_type &&
      m.last4 === card.last4 &&
      m.exp_month === card.exp_month &&
      m.exp_year === card.exp_year,
  );
  return duplicate ? CARD_ERRORS.duplicate : null;
}

export function billingRoutes(router: Router, { db }: AreaContext): void {
  route(router, expressPath(billingCalls.paymentMethods.path), {
    GET: (req, res) => {
      reply(res, billingCalls.paymentMethods, listPaymentMethods(db, allowedAgent(db, req).associate_id));
    },
    POST: (req, res) => {
      const agent = allowedAgent(db, req);
      const card = parseCardData(readBody(req, billingCalls.addPaymentMethod));
      const error = refusal(db, agent, card);
      if (error) {
        reply(res, billingCalls.addPaymentMethod, { error });
        return;
      }
      const { digits: _digits, ...stored } = card;
      const methods = listPaymentMethodRecords(db, agent.associate_id);
      // The first card, or a card added while nothing is the default, becomes the default; comp deduct stays on.
      const isDefault = !methods.some((m) => m.is_default);
      const created = insertPaymentMethod(db, { ...stored, associate_id: agent.associate_id, is_default: isDefault });
      reply(res, billingCalls.addPaymentMethod, toPaymentMethod(created), 201);
    },
  });

  // Before payment_methods/:paymentMethodId/, so that "use_comp_deduct" is not taken for an id.
  route(router, expressPath(billingCalls.useCompDeduct.path), {
    PUT: (req, res) => {
      const agent = allowedAgent(db, req);
      setCompDeduct(db, agent.associate_id, readBody(req, billingCalls.useCompDeduct).use_eight_track);
      reply(res, billingCalls.useCompDeduct, listPaymentMethods(db, agent.associate_id));
    },
  });

  route(router, expressPath(billingCalls.updatePaymentMethod.path), {
    PUT: (req, res) => {
      const agent = allowedAgent(db, req);
      const method = pathMethod(db, req, agent);
      if (method.card_type === COMP_DEDUCT_CARD_TYPE) throw badRequest({ detail: BILLING_DETAILS.compDeductHasNoCard });
      const card = parseCardData(readBody(req, billingCalls.updatePaymentMethod));
      const error = refusal(db, agent, card, method);
      if (error) {
        reply(res, billingCalls.updatePaymentMethod, { error });
        return;
      }
      const { digits: _digits, ...stored } = card;
      updateCard(db, method.id, stored);
      reply(res, billingCalls.updatePaymentMethod, toPaymentMethod(findPaymentMethod(db, agent.associate_id, method.id)!));
    },
    DELETE: (req, res) => {
      const agent = allowedAgent(db, req);
      deletePaymentMethod(db, agent.associate_id, pathMethod(db, req, agent).id);
      reply(res, billingCalls.deletePaymentMethod, null, 204);
    },
  });

  route(router, expressPath(billingCalls.selectPaymentMethod.path), {
    PUT: (req, res) => {
      const agent = allowedAgent(db, req);
      const method = pathMethod(db, req, agent);
      if (toPaymentMethod(method).is_expired) throw badRequest({ detail: BILLING_DETAILS.expiredDefault });
      db.transaction(() => {
        // Choosing a card ends compensation deduction (BILL-010: eighttrack present means it is in use).
        const compDeduct = compDeductMethod(db, agent.associate_id);
        if (compDeduct && compDeduct.id !== method.id) deletePaymentMethod(db, agent.associate_id, compDeduct.id);
        makeDefault(db, agent.associate_id, method.id);
      })();
      reply(res, billingCalls.selectPaymentMethod, toPaymentMethod(findPaymentMethod(db, agent.associate_id, method.id)!));
    },
  });

  route(router, expressPath(billingCalls.receipts.path), {
    GET: (req, res) => {
      reply(res, billingCalls.receipts, listReceipts(db, allowedAgent(db, req).associate_id));
    },
  });

  route(router, expressPath(billingCalls.credits.path), {
    GET: (req, res) => {
      reply(res, billingCalls.credits, listCredits(db, internalAgent(db, req).associate_id));
    },
    POST: (req, res) => {
      const agent = internalAgent(db, req);
      const entry = parseBillingEntry(readBody(req, billingCalls.addBilling));
      const base = { associate_id: agent.associate_id, category: entry.category, amount_cents: entry.amount_cents, notes: entry.notes };
      if (entry.mode === 'credit') {
        const credit = insertCredit(db, { ...base, used: false });
        reply(res, billingCalls.addBilling, { success: true, transaction_id: `C${credit.id}` }, 201);
        return;
      }
      const paying = payingMethod(db, agent.associate_id);
      // Nothing usable to charge: the provider answers success false (ERR-093) and records nothing.
      if (!paying) {
        reply(res, billingCalls.addBilling, { success: false, transaction_id: null });
        return;
      }
      const receipt = insertReceipt(db, { ...base, used: paidWith(paying) });
      reply(res, billingCalls.addBilling, { success: true, transaction_id: receipt.id }, 201);
    },
  });
}
