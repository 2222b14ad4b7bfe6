import { graphql } from 'relay-runtime';
import type { mutationsRetrySessionTrackerMutation } from '../__generated__/mutationsRetrySessionTrackerMutation.graphql';
import { useKitMutation } from '../relay/useKitMutation';

// The payload reads the account again (its fields and stats), so the page refreshes in the same round trip.

/** STATS-013 (API-083): numbers in another area code. */
export function useRetrySessionTracker() {
  return useKitMutation<mutationsRetrySessionTrackerMutation>(graphql`
    mutation mutationsRetrySessionTrackerMutation($input: RetrySessionTrackerInput!) {
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
  `);
}
