import { MESSAGES } from '@portal/rules';
import { teamCalls } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import { loadAgent } from '../lib/agent';
import { parseSchedulerId } from './ids';

export interface SchedulerPersonObject {
  personId: string;
  name: string;
}

/**
 * Names for the ids a schedule stores (an availability block's staff, who is out): the agent's own display name
 * (API-060) and the agent's team members (API-074). Both GETs are the ones the portal already makes, shared within
 * the request; the team is asked only for an id that is not the agent's. A name that cannot be found (another
 * associate, a failed call) is the id itself: the list still shows, it only reads less well.
 */
async function namesFor(ctx: GatewayContext, agentId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (ids.includes(agentId)) {
    const agent = await loadAgent(ctx, agentId).catch(() => null);
    if (agent) names.set(agentId, agent.displayName);
  }
  if (ids.some((id) => id !== agentId)) {
    const team = await ctx.rest
      .call(teamCalls.team, { path: { agentId }, failure: MESSAGES.staffLoad })
      .catch(() => null);
    for (const member of team?.agents ?? []) if (member.name) names.set(member.staff_id, member.name);
  }
  return names;
}

/** The people behind `ids`, in their order, for a block of the schedule `scheduleId` (whose agent owns it). */
export async function peopleOf(
  ctx: GatewayContext,
  scheduleId: string,
  ids: readonly string[],
): Promise<SchedulerPersonObject[]> {
  const agentId = parseSchedulerId(scheduleId, 'Schedule')?.agentId;
  if (ids.length === 0 || !agentId) return ids.map((id) => ({ personId: id, name: id }));
  const names = await namesFor(ctx, agentId, ids);
  return ids.map((id) => ({ personId: id, name: names.get(id) ?? id }));
}
