import { MESSAGES } from '@portal/rules';
import { requireRealAdmin } from '../auth/guards';
import type { GatewayContext } from '../context';
import { upstreamFailure } from '../rest/errors';
import { toAgent, type AgentObject } from '../shell/agent';

const SEARCH_PATH = 'api/agents/search/';

/** VALID-044: the upstream gets the text trimmed and lower-cased. */
export function searchText(text: string): string {
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
  const list = await ctx.rest.get<unknown>(SEARCH_PATH, { query: { q }, failure: MESSAGES.agentSearch }); // ERR-089
  if (!Array.isArray(list)) throw upstreamFailure(MESSAGES.agentSearch);
  return list
    .filter((r): r is Record<string, unknown> => !!r && typeof r === 'object' && typeof r.associate_id === 'string')
    .filter((r) => r.associate_id !== '')
    .map((r) => toAgent(r, r.associate_id as string));
}
