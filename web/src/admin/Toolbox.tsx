import { Alert, CloseButton, Drawer, Flex, Portal, Spinner, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { TOOLBOX_PARAM } from '../lib/toolboxQuery';
import { Suspense } from 'react';
import { ErrorBoundary } from '../routes/ErrorBoundary';
import { TabGroup } from '../widgets/TabGroup';
import { useToolboxAgentId } from './toolboxAgent';
import { useToolboxParam } from './toolboxParam';
import { TOOLBOX, type ToolboxTab } from './toolboxTabs';
import { VersionBadge } from './VersionBadge';

function TabBody({ tab, agentId }: { tab: ToolboxTab; agentId: string | null }) {
  // ADMIN-005: an agent tab with no agent in the route says where to go instead.
  if (tab.needsAgent && !agentId) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{MESSAGES.toolboxNeedsAgent}</Alert.Title>
      </Alert.Root>
    );
  }
  if (!tab.Screen) {
    return <Text color="fg.muted">{`${tab.title} is coming to this toolbox soon.`}</Text>;
  }
  const Screen = tab.Screen;
  return (
    <ErrorBoundary fallback={<Text>{`${tab.title} did not load. Close the toolbox and open it again to retry.`}</Text>}>
      <Suspense
        fallback={
          <Flex gap="2" align="center" role="status">
            <Spinner size="sm" />
            <Text>{`Loading ${tab.title}…`}</Text>
          </Flex>
        }
      >
        <Screen agentId={agentId ?? ''} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * ADMIN-001..019: the toolbox, a wide drawer over the current page (the page and its agent stay). Escape, the close
 * button or a click outside close it, which takes `admin` out of the address; the tab is `admin={key}`.
 */
export default function Toolbox() {
  const { close } = useToolboxParam();
  const agentId = useToolboxAgentId();
  return (
    <Drawer.Root open onOpenChange={(details) => !details.open && close()} size={{ base: 'full', md: 'xl' }} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Flex gap="3" align="center" wrap="wrap">
                <Drawer.Title>Admin toolbox</Drawer.Title>
                <VersionBadge />
              </Flex>
            </Drawer.Header>
            <Drawer.Body>
              <TabGroup
                groupId="admin-toolbox"
                param={TOOLBOX_PARAM}
                label="Toolbox tabs"
                tabs={TOOLBOX.map((tab) => ({
                  path: tab.key,
                  name: tab.title,
                  content: <TabBody tab={tab} agentId={agentId} />,
                }))}
              />
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
