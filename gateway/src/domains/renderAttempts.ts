import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import { toDate } from '../shell/dates';
import type { DomainObject } from './domain';
import { domainPath } from './paths';

interface RawRenderAttempts {
  last_failed_render?: unknown;
  last_successful_render?: unknown;
}

function toAttempt(value: unknown) {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const renderTime = toDate(raw.render_time);
  return renderTime && { renderTime, success: raw.success === true };
}

export function toRenderAttempts(raw: RawRenderAttempts | null) {
  return {
    lastFailedRender: toAttempt(raw?.last_failed_render),
    lastSuccessfulRender: toAttempt(raw?.last_successful_render),
  };
}

/** API-042, DOM-013; only asked when a query selects it. */
export async function loadRenderAttempts(ctx: GatewayContext, domain: DomainObject) {
  const raw = await ctx.rest.get<RawRenderAttempts>(
    `${domainPath(domain.agentId, domain.domainName)}render_attempts/recent/`,
    { failure: MESSAGES.renderAttempts }, // ERR-041
  );
  return toRenderAttempts(raw);
}
