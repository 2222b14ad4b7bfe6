import { graphql } from 'relay-runtime';
import type { mutationsApproveQueuedOverrideMutation } from '../__generated__/mutationsApproveQueuedOverrideMutation.graphql';
import type { mutationsRejectQueuedOverrideMutation } from '../__generated__/mutationsRejectQueuedOverrideMutation.graphql';
import { useKitMutation } from '../relay/useKitMutation';

// Each payload reads the queue again on the same Overview record, so the table refreshes in the same round trip.

/** OVERVIEW-010 (decision D-47): the pending override goes live. Failure: ERR-046. */
export function useApproveQueuedOverride() {
  return useKitMutation<mutationsApproveQueuedOverrideMutation>(graphql`
    mutation mutationsApproveQueuedOverrideMutation($input: OverviewQueueItemInput!) {
      approveQueuedOverride(input: $input) {
        removedId
        overview {
          id
          ...OverviewQueueTable_overview
        }
      }
    }
  `);
}

/** OVERVIEW-010 (decision D-47): the pending override is deleted. Failure: ERR-047. */
export function useRejectQueuedOverride() {
  return useKitMutation<mutationsRejectQueuedOverrideMutation>(graphql`
    mutation mutationsRejectQueuedOverrideMutation($input: OverviewQueueItemInput!) {
      rejectQueuedOverride(input: $input) {
        removedId
        overview {
          id
          ...OverviewQueueTable_overview
        }
      }
    }
  `);
}
