import { graphql } from 'react-relay';

// Payloads read the account again (its fields and stats), so the page refreshes in the same round trip.

export const retrySessionTrackerMutation = graphql`
  mutation callTrackingMutationsRetryMutation($input: RetrySessionTrackerInput!) {
    retrySessionTracker(input: $input) {
      noNumbers
      message
      severity
      callTracking {
        ...CallTrackingAccount_callTracking
      }
      agent {
        id
      }
    }
  }
`;

export const setPoolSizeMutation = graphql`
  mutation callTrackingMutationsPoolSizeMutation($input: SetPoolSizeInput!) {
    setPoolSize(input: $input) {
      callTracking {
        ...CallTrackingAccount_callTracking
      }
      agent {
        id
      }
    }
  }
`;

export const createCallTrackingMutation = graphql`
  mutation callTrackingMutationsCreateMutation($input: CreateCallTrackingInput!) {
    createCallTracking(input: $input) {
      agent {
        id
      }
    }
  }
`;

export const disableCallTrackingMutation = graphql`
  mutation callTrackingMutationsDisableMutation($input: DisableCallTrackingInput!) {
    disableCallTracking(input: $input) {
      agent {
        id
      }
    }
  }
`;
