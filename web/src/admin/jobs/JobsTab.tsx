import { Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { GETTING_JOBS_TEXT } from './jobsTexts';
import { Suspense } from 'react';
import type { AgentTabProps } from '../agentTab';
import { JobLocations } from './JobLocations';

/** ADMIN-014, ADMIN-068: the agent's office locations and their job listings; "Getting jobs..." while they load. */
export default function JobsTab({ agentId }: AgentTabProps) {
  return (
    <Stack gap="4">
      <Heading as="h3" size="md">
        Jobs Listing
      </Heading>
      <Suspense
        fallback={
          <Flex gap="2" align="center" role="status">
            <Spinner size="sm" />
            <Text>{GETTING_JOBS_TEXT}</Text>
          </Flex>
        }
      >
        <JobLocations agentId={agentId} />
      </Suspense>
    </Stack>
  );
}
