import { graphql } from 'relay-runtime';
import type { mutationsUpdateStaffMutation } from '../__generated__/mutationsUpdateStaffMutation.graphql';
import type { mutationsUpdateStaffPermissionsMutation } from '../__generated__/mutationsUpdateStaffPermissionsMutation.graphql';
import { useKitMutation } from '../relay/useKitMutation';

// Each payload carries the agent, so the team refreshes in the same round trip.

/** TEAM-002 (API-075): add or remove a member by e-mail. */
export function useUpdateStaff() {
  return useKitMutation<mutationsUpdateStaffMutation>(graphql`
    mutation mutationsUpdateStaffMutation($input: UpdateStaffInput!) {
      updateStaff(input: $input) {
        agent {
          ...TeamPage_team
        }
      }
    }
  `);
}

/** TEAM-003 (API-076): a member's permissions. */
export function useUpdateStaffPermissions() {
  return useKitMutation<mutationsUpdateStaffPermissionsMutation>(graphql`
    mutation mutationsUpdateStaffPermissionsMutation($input: UpdateStaffPermissionsInput!) {
      updateStaffPermissions(input: $input) {
        agent {
          ...TeamPage_team
        }
      }
    }
  `);
}
