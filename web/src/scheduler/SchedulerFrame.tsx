import { Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CancelSubscription } from './CancelSubscription';
import { SchedulerSaveIndicator } from './SchedulerSaveIndicator';
import { SchedulerTabs } from './SchedulerTabs';

/** The frame of the scheduler's child pages: the title, the sub-navigation, the save indicator and the cancel. */
export function SchedulerFrame({ agentId, title, children }: { agentId: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="5">
      <Flex gap="4" align="flex-end" justify="space-between" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
        </Stack>
        <Flex gap="3" align="center">
          <SchedulerSaveIndicator />
          <CancelSubscription agentId={agentId} />
        </Flex>
      </Flex>
      <SchedulerTabs agentId={agentId} />
      {children}
    </Stack>
  );
}
