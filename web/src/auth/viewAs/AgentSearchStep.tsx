import { Button, Field, Input, List, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql } from 'relay-runtime';
import type {
  AgentSearchStepQuery,
  AgentSearchStepQuery$data,
} from '../../__generated__/AgentSearchStepQuery.graphql';
import { environment } from '../../relay/environment';

/** CONST-021: the agent search waits this long after the last key. */
export const AGENT_SEARCH_DEBOUNCE_MS = 500;

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

/** AUTH-019: the search step. Picking an agent fills the update step with that agent. */
export function AgentSearchStep({ onPick }: { onPick: (associateId: string) => void }) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<readonly Agent[] | null>(null);
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    const q = text.trim();
    if (!q) {
      setResults(null);
      return;
    }
    let subscription: { unsubscribe(): void } | null = null;
    const timer = setTimeout(() => {
      setSearching(true);
      subscription = fetchQuery<AgentSearchStepQuery>(
        environment,
        query,
        { text: q },
        { fetchPolicy: 'network-only' },
      ).subscribe({
        next: (data) => setResults(data.searchAgents),
        // The alert bar shows the failure (ERR-089).
        error: () => {
          setResults([]);
          setSearching(false);
        },
        complete: () => setSearching(false),
      });
    }, AGENT_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [text]);

  return (
    <Stack gap="3" pt="4">
      <Field.Root>
        <Field.Label>Search agents</Field.Label>
        <Input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Name, alias or associate id"
          autoComplete="off"
        />
        <Field.HelperText>Pick an agent to view the portal as them, or go to the update step.</Field.HelperText>
      </Field.Root>
      <Text role="status" fontSize="sm" color="fg.muted" minH="1lh">
        {searching ? 'Searching…' : results === null ? '' : `${results.length} agent${results.length === 1 ? '' : 's'} found`}
      </Text>
      {results && results.length > 0 && (
        <List.Root variant="plain" gap="1" aria-label="Agents found">
          {results.map((agent) => (
            <List.Item key={agent.id}>
              <Button variant="ghost" w="full" justifyContent="flex-start" onClick={() => onPick(agent.associateId)}>
                {`${agent.displayName} (${agent.associateId})`}
                {agent.alias && (
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {agent.alias}
                  </Text>
                )}
              </Button>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
