import { MESSAGES, type SessionUser } from '@portal/rules';
import { agentCalls, teamCalls } from '@portal/rules/contract';
import type { GatewayContext } from '../context';

function nameOf(first: string | null, preferred: string | null, last: string | null): string | null {
  return [preferred || first, last].filter(Boolean).join(' ') || null;
}

/**
 * Who the provider's staff member is viewing the portal as (AUTH-020), by name: the agent record (API-060) or the
 * staff record (API-066). Any failure only means no name: the banner then shows the id, and the page is unaffected.
 */
export async function viewedUserName(ctx: GatewayContext, user: SessionUser): Promise<string | null> {
  const id = user.user;
  if (!id) return null;
  try {
    if (user.userType === 'agent') {
      const agent = await ctx.rest.call(agentCalls.agent, { path: { agentId: id }, failure: MESSAGES.generic });
      return nameOf(agent.first_name, agent.preferred_first_name, agent.last_name);
    }
    if (user.userType === 'staff') {
      const staff = await ctx.rest.call(teamCalls.staffUser, { path: { staffId: id }, failure: MESSAGES.generic });
      return staff.name || null;
    }
  } catch {
    return null;
  }
  return null;
}
