import { graphql } from 'relay-runtime';
import type { mutationsCreateCallTrackingMutation } from '../../__generated__/mutationsCreateCallTrackingMutation.graphql';
import type { mutationsDisableCallTrackingMutation } from '../../__generated__/mutationsDisableCallTrackingMutation.graphql';
import type { mutationsSetPoolSizeMutation } from '../../__generated__/mutationsSetPoolSizeMutation.graphql';
import { useKitMutation } from '../../relay/useKitMutation';

// The pool size payload reads the account again, so the tab refreshes in the same round trip; create and disable
// change which parts the tab has, so the tab asks its query again after them.

/** ADMIN-030 (API-080, decision D-43): the pool's additional lines. */
export function useSetPoolSize() {
  return useKitMutation<mutationsSetPoolSizeMutation>(graphql`
    mutation mutationsSetPoolSizeMutation($input: SetPoolSizeInput!) {
      setPoolSize(input: $input) {
        callTracking {
          id
          ...CallTrackingPool_callTracking
        }
      }
    }
  `);
}

/** ADMIN-031 (API-081). */
export function useCreateCallTracking() {
  return useKitMutation<mutationsCreateCallTrackingMutation>(graphql`
    mutation mutationsCreateCallTrackingMutation($input: CreateCallTrackingInput!) {
      createCallTracking(input: $input) {
        agent {
          id
        }
      }
    }
  `);
}

/** ADMIN-032 (API-082). */
export function useDisableCallTracking() {
  return useKitMutation<mutationsDisableCallTrackingMutation>(graphql`
    mutation mutationsDisableCallTrackingMutation($input: DisableCallTrackingInput!) {
      disableCallTracking(input: $input) {
        agent {
          id
        }
      }
    }
  `);
}
