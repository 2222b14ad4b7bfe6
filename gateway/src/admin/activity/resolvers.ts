import { domainActivityOf, MESSAGES } from '@portal/rules';
import { activityCalls, domainCalls } from '@portal/rules/contract';
import type { Resolvers } from '../../__generated__/resolvers';
import { requireAdmin } from '../../session/guards';
import type { GatewayContext } from '../../context';

/** ADMIN-072..077: API-036 and API-107 in parallel, grouped by domain; either failing is ERR-097. */
async function domainActivity(ctx: GatewayContext, agentId: string) {
  await requireAdmin(ctx);
  const path = { agentId };
  const [domains, updates] = await Promise.all([
    ctx.rest.call(domainCalls.list, { path, failure: MESSAGES.serviceUpdates }),
    ctx.rest.call(activityCalls.serviceUpdates, { path, failure: MESSAGES.serviceUpdates }),
  ]);
  return domainActivityOf(domains, updates).map((d) => ({ ...d, eventCount: d.events.length }));
}

export const activityResolvers: Resolvers = {
  Query: {
    domainActivity: (_, args, ctx) => domainActivity(ctx, args.agentId),
  },
};
