import { useMatches } from 'react-router-dom';

/** The agent of the current route (`/agents/{agentID}/…`), or null: the agent the toolbox's agent tabs work on. */
export function useToolboxAgentId(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const id = matches[i].params.agentID;
    if (id) return id;
  }
  return null;
}
