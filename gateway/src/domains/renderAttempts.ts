import { MESSAGES } from '@portal/rules';
import { domainCalls, type AnswerOf } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import type { DomainObject } from '../lib/domain';

type RecentRenders = AnswerOf<typeof domainCalls.renderAttempts>;
type RenderRecord = NonNullable<RecentRenders['last_failed_render']>;

const toAttempt = (record: RenderRecord | null) =>
  record && { renderTime: new Date(record.render_time), success: record.success };

function toRenderAttempts(answer: RecentRenders) {
  return {
    lastFailedRender: toAttempt(answer.last_failed_render),
    lastSuccessfulRender: toAttempt(answer.last_successful_render),
  };
}

/** API-042, DOM-013; only asked when a query selects it. */
export async function loadRenderAttempts(ctx: GatewayContext, domain: DomainObject) {
  const answer = await ctx.rest.call(domainCalls.renderAttempts, {
    path: { agentId: domain.agentId, domain: domain.domainName },
    failure: MESSAGES.renderAttempts, // ERR-041
  });
  return toRenderAttempts(answer);
}
