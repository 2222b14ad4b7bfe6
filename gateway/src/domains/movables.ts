import { MESSAGES } from '@portal/rules';
import { domainCalls, type AnswerOf } from '@portal/rules/contract';
import type { GatewayContext } from '../context';

type MovableRecord = AnswerOf<typeof domainCalls.movables>[number];

/** DOM-014: the four fields; DOM-015: can_move false for domains registered outside the provider. */
function toMovable(record: MovableRecord) {
  return { name: record.name, active: record.active, canMove: record.can_move, productType: record.product_type };
}

/** API-043. The parent Agent was access-checked when it was loaded. */
export async function loadMovableDomains(ctx: GatewayContext, agentId: string) {
  const list = await ctx.rest.call(domainCalls.movables, {
    path: { agentId },
    failure: MESSAGES.movableDomains, // ERR-042
  });
  return list.map(toMovable);
}
