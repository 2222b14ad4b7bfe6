import { toCents, validateBilling, type BillingMode } from '@portal/rules';
import type { billingBody } from '@portal/rules/contract';
import type { z } from 'zod';
import { addRuleErrors } from '../lib/ruleErrors';
import { FieldErrors } from '../http/validation';

export interface BillingEntry {
  mode: BillingMode;
  amount_cents: number;
  category: string;
  notes: string | null;
}

/**
 * A charge or credit body (API-088) that fits the contract, checked with the shared rules (VALID-035..037 and the
 * maximum of decision D-71); a 400 lists every problem.
 */
export function parseBillingEntry(body: z.output<typeof billingBody>): BillingEntry {
  const errors = new FieldErrors();
  const amount = Number(body.amount);
  const category = body.category.trim();
  addRuleErrors(errors, validateBilling({ mode: body.mode, amount, category }), {});
  errors.throwIfAny();
  return { mode: body.mode, amount_cents: toCents(amount), category, notes: body.notes?.trim() || null };
}
