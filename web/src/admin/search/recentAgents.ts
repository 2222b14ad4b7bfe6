import type { FoundAgent } from '../../lib/agentSearch';
import { PATHS } from '../../routes/paths';
import { addRecentAgent, type RecentAgent } from './recentAgentList';

/** ADMIN-022 (CONST-020): the agents this browser's provider staff opened from the search tab, newest first. */
const RECENT_AGENTS_KEY = 'portal.recentAgents';

function isRecentAgent(value: unknown): value is RecentAgent {
  if (!value || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.title === 'string' &&
    typeof e.subtext === 'string' &&
    typeof e.associate_id === 'string' &&
    typeof e.link === 'string'
  );
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readRecentAgents(): RecentAgent[] {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(RECENT_AGENTS_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter(isRecentAgent) : [];
  } catch {
    return [];
  }
}

/** ADMIN-021: the opened agent goes first in the list. */
export function rememberAgent(entry: RecentAgent): void {
  try {
    storage()?.setItem(RECENT_AGENTS_KEY, JSON.stringify(addRecentAgent(readRecentAgents(), entry)));
  } catch {
    // Storage full or disabled: the list just does not grow.
  }
}

/** ADMIN-022: the entry of an agent the search found: name, alias and id, and their dashboard. */
export function recentOf(agent: Pick<FoundAgent, 'displayName' | 'alias' | 'associateId'>): RecentAgent {
  return {
    title: agent.displayName,
    subtext: agent.alias ? `${agent.alias} · ${agent.associateId}` : agent.associateId,
    associate_id: agent.associateId,
    link: PATHS.dashboard.href({ agentID: agent.associateId }),
  };
}
