import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { agentsFoundText, searchAgents } from '../../lib/agentSearch';
import { Autocomplete } from '../../widgets/Autocomplete';
import { useDebouncedSearch } from '../../widgets/useDebouncedSearch';

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
        status={agentsFoundText(searching, results)}
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
