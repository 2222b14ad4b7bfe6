import { Heading, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { LoadingState } from '../../widgets/LoadingState';
import type { AgentTabProps } from '../agentTab';
import { GETTING_JOBS_TEXT } from './jobsTexts';
import { JobLocations } from './JobLocations';

/** ADMIN-014, ADMIN-068: the agent's office locations and their job listings; "Getting jobs..." while they load. */
export default function JobsTab({ agentId, query }: AgentTabProps) {
  return (
    <Stack gap="4">
      <Heading as="h3" size="md">
        Jobs Listing
      </Heading>
      <Suspense fallback={<LoadingState text={GETTING_JOBS_TEXT} />}>
        <JobLocations agentId={agentId} query={query} />
      </Suspense>
    </Stack>
  );
}
