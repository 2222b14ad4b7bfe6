import { Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeader } from '../widgets/PageHeader';
import { CancelSubscription } from './CancelSubscription';
import { SchedulerSaveIndicator } from './SchedulerSaveIndicator';
import { SchedulerTabs } from './SchedulerTabs';

/** The frame of the scheduler's child pages: the title, the sub-navigation, the save indicator and the cancel. */
export function SchedulerFrame({ agentId, title, children }: { agentId: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="5">
      <PageHeader
        title={title}
        actions={
          <Flex gap="3" align="center">
            <SchedulerSaveIndicator />
            <CancelSubscription agentId={agentId} />
          </Flex>
        }
      />
      <SchedulerTabs agentId={agentId} />
      {children}
    </Stack>
  );
}
