import { matchPath, useLocation } from 'react-router-dom';
import { PATHS } from '../routes/paths';

/** The route every agent page sits under (`agents/:agentID/`). */
const AGENT_ROUTE = { path: PATHS.agent.full, end: false } as const;

/** The agent of a path (`/agents/{agentID}/…`), or null. */
export function agentIdOfPath(pathname: string): string | null {
  return matchPath(AGENT_ROUTE, pathname)?.params.agentID ?? null;
}

/**
 * The agent of the current route, or null: the agent the toolbox's agent tabs work on. Read from the address, so the
 * toolbox's frame knows it before the route's loaders have run (issue #26: the frame shows at once).
 */
export function useToolboxAgentId(): string | null {
  return agentIdOfPath(useLocation().pathname);
}
