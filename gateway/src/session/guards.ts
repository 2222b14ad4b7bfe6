import { GraphQLError } from 'graphql';
import { canAccessAgent, canAdminister, MESSAGES, type SessionUser } from '@portal/rules';
import type { ViewerLoader } from './viewer';

/** What the guards read of a request's context: its signed-in user (session/ knows no more of the context). */
type WithViewer = { viewer: Pick<ViewerLoader, 'load' | 'real'> };

function unauthenticated(): GraphQLError {
  return new GraphQLError(MESSAGES.notAuthenticated, { extensions: { code: 'UNAUTHENTICATED' } });
}

/** The effective user (view-as applied, AUTH-020): every permission check below uses it. */
export async function requireUser(ctx: WithViewer): Promise<SessionUser> {
  const user = await ctx.viewer.load();
  if (!user.authenticated) throw unauthenticated();
  return user;
}

/** The roles table's one refusal (AUTH-007..012): every write the viewer may not make gets it. */
export function forbidden(): GraphQLError {
  return new GraphQLError(MESSAGES.forbidden, { extensions: { code: 'FORBIDDEN' } });
}

/** AUTH-007, AUTH-008, AUTH-010: checked before any upstream call about the agent is made. */
export async function requireAgentAccess(ctx: WithViewer, agentId: string): Promise<SessionUser> {
  const user = await requireUser(ctx);
  if (!canAccessAgent(user, agentId)) throw forbidden();
  return user;
}

/** Site config and site notification writes (decision D-06: internal mirus users only). */
export async function requireAdmin(ctx: WithViewer): Promise<SessionUser> {
  const user = await requireUser(ctx);
  if (!canAdminister(user)) throw forbidden();
  return user;
}

/**
 * Agent search (API-065) checks the REAL user, not the view-as one: a provider viewing the portal as an agent must
 * still reach the search that switches them to someone else or back (decision D-19).
 */
export async function requireRealAdmin(ctx: WithViewer): Promise<SessionUser> {
  const user = await ctx.viewer.real();
  if (!user.authenticated) throw unauthenticated();
  if (!canAdminister(user)) throw forbidden();
  return user;
}
