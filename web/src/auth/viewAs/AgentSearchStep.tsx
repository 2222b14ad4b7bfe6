import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { fetchQuery, graphql } from 'relay-runtime';
import type {
  AgentSearchStepQuery,
  AgentSearchStepQuery$data,
} from '../../__generated__/AgentSearchStepQuery.graphql';
import { environment } from '../../relay/environment';
import { Autocomplete } from '../../widgets/Autocomplete';
import { useDebouncedSearch } from '../../widgets/useDebouncedSearch';

type Agent = AgentSearchStepQuery$data['searchAgents'][number];

const query = graphql`
  query AgentSearchStepQuery($text: String!) {
    searchAgents(text: $text) {
      id
      associateId
      displayName
      alias
    }
  }
`;

/** The failure (ERR-089) goes to the alert bar through the network layer. */
function searchAgents(text: string) {
  return fetchQuery<AgentSearchStepQuery>(environment, query, { text }, { fetchPolicy: 'network-only' }).map(
    (data) => data.searchAgents,
  );
}

function statusText(searching: boolean, results: readonly Agent[] | null): string {
  if (searching) return 'Searching…';
  if (results === null) return '';
  return `${results.length} agent${results.length === 1 ? '' : 's'} found`;
}

/** AUTH-019: the search step (debounced by CONST-021). Picking an agent fills the update step with that agent. */
export function AgentSearchStep({ onPick }: { onPick: (associateId: string) => void }) {
  const [text, setText] = useState('');
  const { results, searching } = useDebouncedSearch(text, searchAgents);

  return (
    <Stack gap="3" pt="4">
      <Autocomplete
        label="Search agents"
        placeholder="Name, alias or associate id"
        helperText="Pick an agent to view the portal as them, or go to the update step."
        value={text}
        onValueChange={setText}
        options={results}
        optionKey={(agent) => agent.id}
        onSelect={(agent) => onPick(agent.associateId)}
        status={statusText(searching, results)}
        renderOption={(agent) => (
          <>
            {`${agent.displayName} (${agent.associateId})`}
            {agent.alias && (
              <Text as="span" color="fg.muted" ms="2">
                {agent.alias}
              </Text>
            )}
          </>
        )}
      />
    </Stack>
  );
}
