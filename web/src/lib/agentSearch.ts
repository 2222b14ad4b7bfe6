import { fetchQuery, graphql } from 'relay-runtime';
import type { agentSearchQuery, agentSearchQuery$data } from '../__generated__/agentSearchQuery.graphql';
import { environment } from '../relay/environment';

/** An agent the search found: what the view-as dialog and the toolbox's search tab show of them. */
export type FoundAgent = agentSearchQuery$data['searchAgents'][number];

const query = graphql`
  query agentSearchQuery($text: String!) {
    searchAgents(text: $text) {
      id
      associateId
      displayName
      alias
    }
  }
`;

/**
 * API-065 through the gateway (trimmed and lower-cased there, VALID-044), for useDebouncedSearch. A failure's text
 * (ERR-089) goes to the alert bar through the network layer.
 */
export function searchAgents(text: string) {
  return fetchQuery<agentSearchQuery>(environment, query, { text }, { fetchPolicy: 'network-only' }).map(
    (data) => data.searchAgents,
  );
}

/** "Searching…", "1 agent found", "3 agents found"; `idle` before the first search. */
export function agentsFoundText(searching: boolean, results: readonly FoundAgent[] | null, idle = ''): string {
  if (searching) return 'Searching…';
  if (results === null) return idle;
  return `${results.length} agent${results.length === 1 ? '' : 's'} found`;
}
