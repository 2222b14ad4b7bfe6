import { GraphQLError } from 'graphql';
import { canAccessAgent, canAdminister, MESSAGES, type SessionUser } from '@portal/rules';
import type { GatewayContext } from '../context';

export async function requireUser(ctx: GatewayContext): Promise<SessionUser> {
  const user = await ctx.viewer.load();
  if (!user.authenticated) {
    throw new GraphQLError(MESSAGES.notAuthenticated, { extensions: { code: 'UNAUTHENTICATED' } });
  }
  return user;
}

function forbidden(): GraphQLError {
  return new GraphQLError(MESSAGES.forbidden, { extensions: { code: 'FORBIDDEN' } });
}

/** AUTH-007, AUTH-008, AUTH-010: checked before any upstream call about the agent is made. */
export async function requireAgentAccess(ctx: GatewayContext, agentId: string): Promise<SessionUser> {
  const user = await requireUser(ctx);
  if (!canAccessAgent(user, agentId)) throw forbidden();
  return user;
}

/** Site config and site notification writes (decision D-06: internal mirus users only). */
export async function requireAdmin(ctx: GatewayContext): Promise<SessionUser> {
  const user = await requireUser(ctx);
  if (!canAdminister(user)) throw forbidden();
  return user;
}
