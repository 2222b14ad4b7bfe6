import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { agentsFoundText, searchAgents, type FoundAgent } from '../../lib/agentSearch';
import { Autocomplete } from '../../widgets/Autocomplete';
import { useDebouncedSearch } from '../../widgets/useDebouncedSearch';
import type { RecentAgent } from '../search/recentAgentList';
import { readRecentAgents, recentOf, rememberAgent } from '../search/recentAgents';

const optionText = (agent: FoundAgent) =>
  `${agent.displayName} (${agent.alias ? `${agent.alias}, ` : ''}${agent.associateId})`;

/**
 * Issue #26: choose the agent the toolbox works on, where the toolbox is: the toolbox's own agent search (debounced,
 * lower-cased by the gateway, CONST-021) and the recently viewed agents (CONST-020). The choice joins the recent.
 */
export function AgentPicker({ onPick }: { onPick: (entry: RecentAgent) => void }) {
  const [text, setText] = useState('');
  const [recent] = useState(readRecentAgents);
  const { results, searching } = useDebouncedSearch(text, searchAgents);
  const recentHeading = useId();
  const pick = (entry: RecentAgent) => {
    rememberAgent(entry);
    onPick(entry);
  };
  return (
    <Stack gap="3">
      <Autocomplete
        label="Find an agent"
        helperText="Name, alias or associate id"
        value={text}
        onValueChange={setText}
        options={results}
        optionKey={(agent) => agent.id}
        renderOption={optionText}
        onSelect={(agent) => pick(recentOf(agent))}
        status={agentsFoundText(searching, results)}
      />
      {recent.length > 0 && (
        <Stack as="section" gap="2" aria-labelledby={recentHeading}>
          <Heading as="h3" size="xs" id={recentHeading}>
            Recent agents
          </Heading>
          <Flex as="ul" gap="2" wrap="wrap" listStyleType="none">
            {recent.map((entry) => (
              <li key={entry.associate_id}>
                <Button size="xs" variant="outline" onClick={() => pick(entry)} aria-label={`${entry.title}, ${entry.subtext}`}>
                  {entry.title}
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {entry.associate_id}
                  </Text>
                </Button>
              </li>
            ))}
          </Flex>
        </Stack>
      )}
    </Stack>
  );
}
