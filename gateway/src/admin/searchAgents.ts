import { MESSAGES } from '@portal/rules';
import { agentCalls } from '@portal/rules/contract';
import { requireRealAdmin } from '../session/guards';
import type { GatewayContext } from '../context';
import { toAgent, type AgentObject } from '../lib/agent';

/** VALID-044: the upstream gets the text trimmed and lower-cased. */
function searchText(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * API-065 for the view-as search step and the admin toolbox. The permission is the REAL user's (requireRealAdmin):
 * view-as must not lock a provider out of the search they use to switch to another user or back. A blank text
 * searches nothing, so it answers [] without any upstream call.
 */
export async function searchAgents(ctx: GatewayContext, text: string): Promise<AgentObject[]> {
  const q = searchText(text);
  if (!q) return [];
  await requireRealAdmin(ctx);
  const hits = await ctx.rest.call(agentCalls.search, { query: { q }, failure: MESSAGES.agentSearch }); // ERR-089
  return hits.map(toAgent);
}
