import { graphql } from 'relay-runtime';

// Each payload carries the agent, so the team refreshes in the same round trip.

/** TEAM-002 (API-075): add or remove a member by e-mail. */
export const updateStaffMutation = graphql`
  mutation teamMutationsUpdateStaffMutation($input: UpdateStaffInput!) {
    updateStaff(input: $input) {
      agent {
        ...TeamPage_team
      }
    }
  }
`;

/** TEAM-003 (API-076): a member's permissions. */
export const updatePermissionsMutation = graphql`
  mutation teamMutationsUpdatePermissionsMutation($input: UpdateStaffPermissionsInput!) {
    updateStaffPermissions(input: $input) {
      agent {
        ...TeamPage_team
      }
    }
  }
`;
