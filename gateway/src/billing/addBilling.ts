import { MESSAGES, toCents, validateBilling } from '@portal/rules';
import { billingCalls } from '@portal/rules/contract';
import type { AddBillingInput } from '../__generated__/resolvers';
import { requireAdmin } from '../session/guards';
import type { GatewayContext } from '../context';
import { refuseRuleErrors } from '../lib/ruleErrors';
import { upstreamFailure } from '../rest/errors';

/** What addBilling answers; the payload reads the agent again. */
export interface AddBillingResult {
  success: true;
  transactionId: string | null;
  agentId: string;
}

/**
 * API-088, ADMIN-024. Internal users only (decision D-42); VALID-035..037 and the maximum amount (decision D-71)
 * before the POST. success false is a failure like a 500: ERR-093.
 */
export async function addBilling(ctx: GatewayContext, input: AddBillingInput): Promise<AddBillingResult> {
  await requireAdmin(ctx);
  const category = input.category.trim();
  refuseRuleErrors(validateBilling({ mode: input.mode, amount: input.amount, category }));
  const failure = MESSAGES.billingCreate;
  const answer = await ctx.rest.call(billingCalls.addBilling, {
    path: { agentId: input.agentId },
    body: { amount: toCents(input.amount) / 100, category, notes: input.notes?.trim() ?? '', mode: input.mode },
    failure,
  });
  if (!answer.success) throw upstreamFailure(failure);
  return { success: true, transactionId: answer.transaction_id, agentId: input.agentId };
}
