import { Box, Button, Flex, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { ToolboxAgentBarQuery } from '../../__generated__/ToolboxAgentBarQuery.graphql';
import { TOOLBOX_PARAM } from '../../lib/toolboxQuery';
import { ErrorBoundary } from '../../routes/ErrorBoundary';
import type { RecentAgent } from '../search/recentAgentList';
import { AgentPicker } from './AgentPicker';

/** The agent's address with the toolbox open on `tab`: switching agent keeps the tool in hand (decision D-220). */
function toolboxLinkOf(entry: RecentAgent, tab: string): string {
  return `${entry.link}?${new URLSearchParams({ [TOOLBOX_PARAM]: tab }).toString()}`;
}

/** Opens the chosen agent's dashboard with the toolbox on `tab`. */
export function useOpenAgent(tab: string): (entry: RecentAgent) => void {
  const navigate = useNavigate();
  return (entry) => navigate(toolboxLinkOf(entry, tab));
}

function AgentLines({ name, details }: { name: ReactNode; details: ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="fg.muted">
        Working on
      </Text>
      <Text fontWeight="semibold" fontSize="lg" wordBreak="break-word">
        {name}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {details}
      </Text>
    </Stack>
  );
}

function AgentName({ agentId }: { agentId: string }) {
  const { agent } = useLazyLoadQuery<ToolboxAgentBarQuery>(
    graphql`
      query ToolboxAgentBarQuery($associateId: ID!) {
        agent(associateId: $associateId) {
          associateId
          displayName
          alias
        }
      }
    `,
    { associateId: agentId },
    { fetchPolicy: 'store-or-network' },
  );
  if (!agent) return <AgentLines name={agentId} details={MESSAGES.agentData(agentId)} />;
  return (
    <AgentLines
      name={agent.displayName}
      details={`${agent.alias ? `Alias ${agent.alias} · ` : ''}Associate id ${agent.associateId}`}
    />
  );
}

/**
 * Issue #26 (decision D-220): the agent the toolbox acts on, pinned at the top of the toolbox (name, alias, id), with
 * the way to switch agent right there. `tab` is the tab to reopen for the new agent.
 */
export function ToolboxAgentBar({ agentId, tab }: { agentId: string | null; tab: string }) {
  const [switching, setSwitching] = useState(false);
  const pickerId = useId();
  const openAgent = useOpenAgent(tab);
  const pick = (entry: RecentAgent) => {
    setSwitching(false);
    openAgent(entry);
  };
  return (
    <Box as="section" aria-label="Agent" borderWidth="1px" rounded="md" px="3" py="2" bg="bg.subtle">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        {agentId ? (
          <ErrorBoundary fallback={<AgentLines name={agentId} details={MESSAGES.agentData(agentId)} />}>
            <Suspense
              fallback={
                <AgentLines
                  name={
                    <>
                      <Skeleton as="span" display="inline-block" h="1lh" w="12rem" aria-hidden />
                      <VisuallyHidden>Loading the agent…</VisuallyHidden>
                    </>
                  }
                  details={`Associate id ${agentId}`}
                />
              }
            >
              <AgentName agentId={agentId} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <AgentLines name="No agent" details="The agent tools work on the agent you choose." />
        )}
        <Button size="sm" variant="outline" aria-expanded={switching} aria-controls={pickerId} onClick={() => setSwitching((s) => !s)}>
          {agentId ? 'Switch agent' : 'Choose an agent'}
        </Button>
      </Flex>
      <Box id={pickerId} hidden={!switching} mt="3">
        {switching && <AgentPicker onPick={pick} />}
      </Box>
    </Box>
  );
}
