import { isProductType, MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import { upstreamFailure } from '../rest/errors';
import { domainsPath } from './paths';

interface RawMovable {
  name?: unknown;
  active?: unknown;
  can_move?: unknown;
  product_type?: unknown;
}

/** DOM-014: the four fields; DOM-015: can_move false for domains registered outside the provider. */
export function toMovable(raw: RawMovable) {
  if (typeof raw?.name !== 'string' || !isProductType(raw.product_type)) throw upstreamFailure(MESSAGES.movableDomains);
  return { name: raw.name, active: raw.active === true, canMove: raw.can_move === true, productType: raw.product_type };
}

/** API-043. The parent Agent was access-checked when it was loaded. */
export async function loadMovableDomains(ctx: GatewayContext, agentId: string) {
  const raw = await ctx.rest.get<RawMovable[]>(`${domainsPath(agentId)}movables/`, {
    failure: MESSAGES.movableDomains, // ERR-042
  });
  if (!Array.isArray(raw)) throw upstreamFailure(MESSAGES.movableDomains);
  return raw.map(toMovable);
}
