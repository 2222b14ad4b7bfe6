import { GraphQLError } from 'graphql';
import { canManageTeam, MESSAGES } from '@portal/rules';
import { requireUser } from '../session/guards';
import type { GatewayContext } from '../context';

/** Decision D-33: only the agent or provider staff change a team; checked before any upstream call about the agent. */
export async function requireTeamManager(ctx: GatewayContext, agentId: string): Promise<void> {
  const user = await requireUser(ctx);
  if (!canManageTeam(user, agentId)) {
    throw new GraphQLError(MESSAGES.forbidden, { extensions: { code: 'FORBIDDEN' } });
  }
}

/** Whether the viewer may change this team, so a screen can show its switches read-only. */
export async function viewerManagesTeam(ctx: GatewayContext, agentId: string): Promise<boolean> {
  const user = await ctx.viewer.load();
  return canManageTeam(user, agentId);
}
