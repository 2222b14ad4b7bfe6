import { Alert, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { JobLocationsQuery } from '../../__generated__/JobLocationsQuery.graphql';
import { TabGroup } from '../../widgets/TabGroup';
import { JobListingPanel } from './JobListingPanel';

/** ADMIN-059, ADMIN-060: a tab per office ("city, state"), active listings first (the gateway's order). */
export function JobLocations({ agentId }: { agentId: string }) {
  const { jobLocations } = useLazyLoadQuery<JobLocationsQuery>(
    graphql`
      query JobLocationsQuery($agentId: ID!) {
        jobLocations(agentId: $agentId) {
          officeAssociateId
          label
          listing {
            ...JobListingPanel_listing
          }
        }
      }
    `,
    { agentId },
    { fetchPolicy: 'store-and-network' },
  );
  // ERR-074 in the tab: the alert bar is behind the drawer.
  if (!jobLocations) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{MESSAGES.jobListings}</Alert.Title>
      </Alert.Root>
    );
  }
  if (jobLocations.length === 0) return <Text>This agent has no office locations.</Text>;
  return (
    <TabGroup
      groupId="jobs"
      label="Office locations"
      tabs={jobLocations.map((location) => ({
        path: location.officeAssociateId,
        name: location.label,
        content: location.listing ? (
          <JobListingPanel agentId={agentId} officeAssociateId={location.officeAssociateId} listing={location.listing} />
        ) : (
          <Text>This office has no job listing yet.</Text>
        ),
      }))}
    />
  );
}
