import { GraphQLError } from 'graphql';
import { canOpenOverview, MESSAGES, type OverviewPageKey, type SessionUser } from '@portal/rules';
import { requireUser } from '../session/guards';
import type { GatewayContext } from '../context';

/**
 * Decision D-46: the overview permission table (AUTH-011, OVERVIEW-001..008) enforced in the gateway. Each overview
 * field calls this for its page before any upstream call; '' is the landing (corp or provider staff).
 */
export async function requireOverview(ctx: GatewayContext, page: OverviewPageKey | ''): Promise<SessionUser> {
  const user = await requireUser(ctx);
  if (!canOpenOverview(user, page)) {
    throw new GraphQLError(MESSAGES.forbidden, { extensions: { code: 'FORBIDDEN' } });
  }
  return user;
}
