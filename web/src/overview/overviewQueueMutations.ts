import { graphql } from 'relay-runtime';

// Each payload reads the queue again on the same Overview record, so the table refreshes in the same round trip.

/** OVERVIEW-010 (decision D-47): the pending override goes live. */
export const approveMutation = graphql`
  mutation overviewQueueMutationsApproveMutation($input: OverviewQueueItemInput!) {
    approveQueuedOverride(input: $input) {
      removedId
      overview {
        id
        ...OverviewQueueTable_overview
      }
    }
  }
`;

/** OVERVIEW-010 (decision D-47): the pending override is deleted. */
export const rejectMutation = graphql`
  mutation overviewQueueMutationsRejectMutation($input: OverviewQueueItemInput!) {
    rejectQueuedOverride(input: $input) {
      removedId
      overview {
        id
        ...OverviewQueueTable_overview
      }
    }
  }
`;
