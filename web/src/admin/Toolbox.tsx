import { Alert, CloseButton, Drawer, Flex, Portal, Stack } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TOOLBOX_PARAM } from '../lib/toolboxQuery';
import { LoadingState } from '../widgets/LoadingState';
import { QueryBoundary } from '../widgets/QueryBoundary';
import { TabGroup } from '../widgets/TabGroup';
import { paramScope, UnsavedWorkScopeProvider } from '../widgets/unsavedWork';
import { AgentPicker } from './agent/AgentPicker';
import { ToolboxAgentBar, useOpenAgent } from './agent/ToolboxAgentBar';
import { useToolboxAgentId } from './toolboxAgent';
import { useToolboxParam } from './toolboxParam';
import { screenOf, TOOLBOX, type ToolboxTab } from './toolboxTabs';
import { DEFAULT_TOOLBOX_TAB, toolboxTabOf, unknownToolboxTabText } from './toolboxTable';
import { VersionBadge } from './VersionBadge';

const loadingText = (tab: ToolboxTab) => `Loading ${tab.title}…`;

/** ADMIN-005: an agent tab with no agent in the route says so, and offers the agent picker right there (issue #26). */
function NeedsAgent({ tab }: { tab: ToolboxTab }) {
  const openAgent = useOpenAgent(tab.key);
  return (
    <Stack gap="4">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{MESSAGES.toolboxNeedsAgent}</Alert.Title>
      </Alert.Root>
      <AgentPicker onPick={openAgent} />
    </Stack>
  );
}

function TabBody({ tab, agentId, early }: { tab: ToolboxTab; agentId: string | null; early: boolean }) {
  if (tab.needsAgent && !agentId) return <NeedsAgent tab={tab} />;
  // Before the session is in, the frame shows where the tab will be (decision D-220).
  if (early) return <LoadingState text={loadingText(tab)} />;
  // Issue #26: a tab whose data (or code) did not arrive says so with "Try again", which asks the network again.
  return (
    <QueryBoundary loadingText={loadingText(tab)} failureText={tab.loadFailure} fetchPolicy="store-and-network" announce>
      {(query) => {
        const Screen = screenOf(tab, query.fetchKey);
        return <Screen agentId={agentId ?? ''} query={query} />;
      }}
    </QueryBoundary>
  );
}

/** A tab's forms live while its `admin={key}` and the agent stay: another tab or closing the toolbox leaves them. */
const TAB_SCOPE = paramScope(TOOLBOX_PARAM);

/** The early frame was on screen: the toolbox that takes its place does not slide in a second time. */
let frameShown = false;

/**
 * ADMIN-001..019: the toolbox, a wide drawer over the current page (the page and its agent stay). Escape, the close
 * button or a click outside close it, which takes `admin` out of the address; the tab is `admin={key}`. The agent it
 * acts on is pinned at its top (issue #26). `early`: the frame shown before the session (decision D-220).
 */
export default function Toolbox({ early = false }: { early?: boolean }) {
  const { close } = useToolboxParam();
  const agentId = useToolboxAgentId();
  const [search] = useSearchParams();
  const value = search.get(TOOLBOX_PARAM) ?? '';
  const selected = toolboxTabOf(value);
  const [slideIn] = useState(() => !frameShown);
  useEffect(() => {
    frameShown = true;
  }, []);
  return (
    <Drawer.Root open onOpenChange={(details) => !details.open && close()} size={{ base: 'full', md: 'xl' }} placement="end">
      <Portal>
        <Drawer.Backdrop animationDuration={slideIn ? undefined : '0s'} />
        <Drawer.Positioner>
          {/* Wide enough at 1280 px for the tables' columns, Actions included (issue #26); the page still shows beside it. */}
          <Drawer.Content animationDuration={slideIn ? undefined : '0s'} maxW={{ md: 'min(76rem, calc(100vw - 4rem))' }}>
            <Drawer.Header flexDirection="column" alignItems="stretch" gap="3" pe="12">
              <Flex gap="3" align="center" wrap="wrap">
                <Drawer.Title>Admin toolbox</Drawer.Title>
                <VersionBadge />
              </Flex>
              <ToolboxAgentBar agentId={agentId} tab={selected ?? DEFAULT_TOOLBOX_TAB} />
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                {selected === null && (
                  <Alert.Root status="warning" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{unknownToolboxTabText(value)}</Alert.Title>
                  </Alert.Root>
                )}
                <UnsavedWorkScopeProvider value={TAB_SCOPE}>
                  <TabGroup
                    groupId="admin-toolbox"
                    param={TOOLBOX_PARAM}
                    label="Toolbox tabs"
                    selected={selected}
                    tabs={TOOLBOX.map((tab) => ({
                      path: tab.key,
                      name: tab.title,
                      group: tab.group,
                      // Another agent is another tab: nothing typed for the last one stays.
                      content: <TabBody key={agentId ?? 'no agent'} tab={tab} agentId={agentId} early={early} />,
                    }))}
                  />
                </UnsavedWorkScopeProvider>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the toolbox" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
