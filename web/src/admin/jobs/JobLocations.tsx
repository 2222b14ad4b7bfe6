import { Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { JobLocationsQuery } from '../../__generated__/JobLocationsQuery.graphql';
import { LoadFailure } from '../../widgets/LoadFailure';
import type { QueryFetchOptions } from '../../widgets/QueryBoundary';
import { useTabReload } from '../agentTab';
import { TabGroup } from '../../widgets/TabGroup';
import { JobListingPanel } from './JobListingPanel';

/** ADMIN-059, ADMIN-060: a tab per office ("city, state"), active listings first (the gateway's order). */
export function JobLocations({ agentId, query }: { agentId: string; query: QueryFetchOptions }) {
  const { options, reload, reloading } = useTabReload(query);
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
    options,
  );
  // ERR-074 in the tab: the alert bar is behind the drawer.
  if (!jobLocations) {
    return <LoadFailure text={MESSAGES.jobListings} onRetry={reload} retrying={reloading} />;
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
