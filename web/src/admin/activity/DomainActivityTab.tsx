import { Heading, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { LoadingState } from '../../widgets/LoadingState';
import type { AgentTabProps } from '../agentTab';
import { ACTIVITY_LOADING_TEXT } from './activityView';
import { DomainActivityList } from './DomainActivityList';

/** ADMIN-010, ADMIN-072: the heading stays while the agent's service updates load ("Retrieving domain activity..."). */
export default function DomainActivityTab({ agentId, query }: AgentTabProps) {
  return (
    <Stack gap="4">
      <Heading as="h3" size="md">
        Domain Activity
      </Heading>
      <Suspense fallback={<LoadingState text={ACTIVITY_LOADING_TEXT} />}>
        <DomainActivityList agentId={agentId} query={query} />
      </Suspense>
    </Stack>
  );
}
