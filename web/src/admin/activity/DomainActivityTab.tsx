import { Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { ACTIVITY_LOADING_TEXT } from './activityView';
import { Suspense } from 'react';
import type { AgentTabProps } from '../agentTab';
import { DomainActivityList } from './DomainActivityList';

/** ADMIN-010, ADMIN-072: the heading stays while the agent's service updates load ("Retrieving domain activity..."). */
export default function DomainActivityTab({ agentId }: AgentTabProps) {
  return (
    <Stack gap="4">
      <Heading as="h3" size="md">
        Domain Activity
      </Heading>
      <Suspense
        fallback={
          <Flex gap="2" align="center" role="status">
            <Spinner size="sm" />
            <Text>{ACTIVITY_LOADING_TEXT}</Text>
          </Flex>
        }
      >
        <DomainActivityList agentId={agentId} />
      </Suspense>
    </Stack>
  );
}
