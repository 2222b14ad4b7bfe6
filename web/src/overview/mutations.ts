import { graphql } from 'relay-runtime';
import type { mutationsApproveQueuedChangesMutation } from '../__generated__/mutationsApproveQueuedChangesMutation.graphql';
import type { mutationsRejectQueuedChangesMutation } from '../__generated__/mutationsRejectQueuedChangesMutation.graphql';
import { useKitMutation } from '../relay/useKitMutation';

// Each payload reads the queue again, with the page's filters and page, on the same Overview record: the list, the
// header's count and the navigation's count refresh in the same round trip. Each change's outcome is in `outcomes`.

/** OVERVIEW-010 (decisions D-47, D-171): the changes go live; each failure is reported (ERR-046). */
export function useApproveQueuedChanges() {
  return useKitMutation<mutationsApproveQueuedChangesMutation>(graphql`
    mutation mutationsApproveQueuedChangesMutation(
      $input: ApproveQueuedChangesInput!
      $agentId: ID
      $domainName: String
      $sectionKey: String
      $order: OverviewQueueOrder
      $first: Int
      $offset: Int
    ) {
      approveQueuedChanges(input: $input) {
        outcomes {
          id
          ok
          failure
        }
        overview {
          id
          ...QueueNavCount_overview
          ...QueueList_overview
            @arguments(agentId: $agentId, domainName: $domainName, sectionKey: $sectionKey, order: $order, first: $first, offset: $offset)
        }
      }
    }
  `);
}

/** OVERVIEW-010 (decisions D-47, D-170, D-171): the changes are deleted, the reason kept for the agent (ERR-047). */
export function useRejectQueuedChanges() {
  return useKitMutation<mutationsRejectQueuedChangesMutation>(graphql`
    mutation mutationsRejectQueuedChangesMutation(
      $input: RejectQueuedChangesInput!
      $agentId: ID
      $domainName: String
      $sectionKey: String
      $order: OverviewQueueOrder
      $first: Int
      $offset: Int
    ) {
      rejectQueuedChanges(input: $input) {
        outcomes {
          id
          ok
          failure
        }
        overview {
          id
          ...QueueNavCount_overview
          ...QueueList_overview
            @arguments(agentId: $agentId, domainName: $domainName, sectionKey: $sectionKey, order: $order, first: $first, offset: $offset)
        }
      }
    }
  `);
}
