import { MESSAGES, toCents, validateBilling, type BillingMode } from '@portal/rules';
import { requireAdmin } from '../auth/guards';
import type { GatewayContext } from '../context';
import { refuseRuleErrors } from '../domains/ruleErrors';
import { upstreamFailure } from '../rest/errors';
import { billingPath } from './paths';
import { idOf } from './values';

export interface AddBillingInput {
  agentId: string;
  mode: BillingMode;
  amount: number;
  category: string;
  notes?: string | null;
}

/**
 * API-088, ADMIN-024. Internal users only (decision D-42); VALID-035..037 before the POST. An answer without
 * success true is a failure like a 500: ERR-093.
 */
export async function addBilling(ctx: GatewayContext, input: AddBillingInput) {
  await requireAdmin(ctx);
  const category = input.category.trim();
  refuseRuleErrors(validateBilling({ mode: input.mode, amount: input.amount, category }));
  const failure = MESSAGES.billingCreate;
  const answer = await ctx.rest.post<{ success?: unknown; transaction_id?: unknown }>(billingPath(input.agentId), {
    body: { amount: toCents(input.amount) / 100, category, notes: input.notes?.trim() ?? '', mode: input.mode },
    failure,
  });
  if (answer?.success !== true) throw upstreamFailure(failure);
  return { success: true, transactionId: idOf(answer.transaction_id), agentId: input.agentId };
}
