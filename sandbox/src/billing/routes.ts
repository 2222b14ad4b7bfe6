import { canManageBilling, COMP_DEDUCT_CARD_TYPE } from '@portal/rules';
import type { Request, Router } from 'express';
import { findAgent, type Agent } from '../agents/store';
import type { AreaContext } from '../area';
import type { Db } from '../db/module';
import { allowedAgent } from '../domains/access';
import { bodyObject } from '../http/body';
import { badRequest, notFound } from '../http/errors';
import { requireAllowed } from '../http/guards';
import { route } from '../http/routes';
import { FieldErrors } from '../http/validation';
import { parseBillingEntry } from './billing-input';
import { CARD_ERRORS, DECLINED_NUMBERS, parseCardData, type CardData } from './card-input';
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
} from './payment-methods';
import { insertReceipt, listReceipts } from './receipts';

export const BILLING_DETAILS = {
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
  const id = Number(req.params.pmId);
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
  route(router, '/api/agents/:agentId/payment_methods/', {
    GET: (req, res) => {
      res.json(listPaymentMethods(db, allowedAgent(db, req).associate_id));
    },
    POST: (req, res) => {
      const agent = allowedAgent(db, req);
      const card = parseCardData(bodyObject(req));
      const error = refusal(db, agent, card);
      if (error) {
        res.json({ error });
        return;
      }
      const { digits: _digits, ...stored } = card;
      const methods = listPaymentMethodRecords(db, agent.associate_id);
      // The first card, or a card added while nothing is the default, becomes the default; comp deduct stays on.
      const isDefault = !methods.some((m) => m.is_default);
      const created = insertPaymentMethod(db, { ...stored, associate_id: agent.associate_id, is_default: isDefault });
      res.status(201).json(toPaymentMethod(created));
    },
  });

  // Before payment_methods/:pmId/, so that "use_comp_deduct" is not taken for an id.
  route(router, '/api/agents/:agentId/payment_methods/use_comp_deduct/', {
    PUT: (req, res) => {
      const agent = allowedAgent(db, req);
      const errors = new FieldErrors();
      const on = errors.boolean(bodyObject(req), 'use_eight_track');
      errors.throwIfAny();
      setCompDeduct(db, agent.associate_id, on);
      res.json(listPaymentMethods(db, agent.associate_id));
    },
  });

  route(router, '/api/agents/:agentId/payment_methods/:pmId/', {
    PUT: (req, res) => {
      const agent = allowedAgent(db, req);
      const method = pathMethod(db, req, agent);
      if (method.card_type === COMP_DEDUCT_CARD_TYPE) throw badRequest({ detail: BILLING_DETAILS.compDeductHasNoCard });
      const card = parseCardData(bodyObject(req));
      const error = refusal(db, agent, card, method);
      if (error) {
        res.json({ error });
        return;
      }
      const { digits: _digits, ...stored } = card;
      updateCard(db, method.id, stored);
      res.json(toPaymentMethod(findPaymentMethod(db, agent.associate_id, method.id)!));
    },
    DELETE: (req, res) => {
      const agent = allowedAgent(db, req);
      deletePaymentMethod(db, agent.associate_id, pathMethod(db, req, agent).id);
      res.status(204).end();
    },
  });

  route(router, '/api/agents/:agentId/payment_methods/:pmId/enable_payment_method/', {
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
      res.json(toPaymentMethod(findPaymentMethod(db, agent.associate_id, method.id)!));
    },
  });

  route(router, '/api/agents/:agentId/receipts/', {
    GET: (req, res) => {
      res.json(listReceipts(db, allowedAgent(db, req).associate_id));
    },
  });

  route(router, '/api/agents/:agentId/billing/', {
    GET: (req, res) => {
      res.json(listCredits(db, internalAgent(db, req).associate_id));
    },
    POST: (req, res) => {
      const agent = internalAgent(db, req);
      const entry = parseBillingEntry(bodyObject(req));
      const base = { associate_id: agent.associate_id, category: entry.category, amount_cents: entry.amount_cents, notes: entry.notes };
      if (entry.mode === 'credit') {
        const credit = insertCredit(db, { ...base, used: false });
        res.status(201).json({ success: true, transaction_id: `C${credit.id}` });
        return;
      }
      const paying = payingMethod(db, agent.associate_id);
      // Nothing usable to charge: the provider answers success false (ERR-093) and records nothing.
      if (!paying) {
        res.json({ success: false, transaction_id: null });
        return;
      }
      const receipt = insertReceipt(db, { ...base, used: paidWith(paying) });
      res.status(201).json({ success: true, transaction_id: receipt.id });
    },
  });
}
