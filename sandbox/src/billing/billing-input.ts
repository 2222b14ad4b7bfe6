import { toCents, validateBilling, type BillingMode } from '@portal/rules';
import { addRuleErrors } from '../domains/rule-errors';
import { FieldErrors } from '../http/validation';

export interface BillingEntry {
  mode: BillingMode;
  amount_cents: number;
  category: string;
  notes: string | null;
}

/** DRF's DecimalField takes a number or a numeric string. */
function amountOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

/** A charge or credit body (API-088) checked with the shared rules (VALID-035..037); a 400 lists every problem. */
export function parseBillingEntry(body: Record<string, unknown>): BillingEntry {
  const errors = new FieldErrors();
  const notes = errors.optionalText(body, 'notes');
  const mode = typeof body.mode === 'string' ? body.mode : '';
  const amount = amountOf(body.amount);
  const category = typeof body.category === 'string' ? body.category.trim() : '';
  addRuleErrors(errors, validateBilling({ mode, amount, category }), {});
  errors.throwIfAny();
  return { mode: mode as BillingMode, amount_cents: toCents(amount as number), category, notes: notes?.trim() || null };
}
