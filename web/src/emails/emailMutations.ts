import { graphql } from 'relay-runtime';

// Each payload carries the agent, so the list and the cost note refresh in the same round trip.

/** EMAIL-002 (API-011). */
export const addRedirectMutation = graphql`
  mutation emailMutationsAddMutation($input: AddEmailRedirectInput!) {
    addEmailRedirect(input: $input) {
      emailRedirect {
        id
      }
      agent {
        ...EmailsPage_redirects
      }
    }
  }
`;

/** EMAIL-003 (API-012). */
export const populateRedirectsMutation = graphql`
  mutation emailMutationsPopulateMutation($input: PopulateEmailRedirectsInput!) {
    populateEmailRedirects(input: $input) {
      emailRedirects {
        id
      }
      agent {
        ...EmailsPage_redirects
      }
    }
  }
`;

/** EMAIL-004 (API-013). */
export const updateRedirectMutation = graphql`
  mutation emailMutationsUpdateMutation($input: UpdateEmailRedirectInput!) {
    updateEmailRedirect(input: $input) {
      emailRedirect {
        id
        redirectAddress
        realAddress
      }
      agent {
        ...EmailsPage_redirects
      }
    }
  }
`;

/** EMAIL-005 (API-014). */
export const deleteRedirectMutation = graphql`
  mutation emailMutationsDeleteMutation($input: DeleteEmailRedirectInput!) {
    deleteEmailRedirect(input: $input) {
      deletedId
      agent {
        ...EmailsPage_redirects
      }
    }
  }
`;

/** EMAIL-006 (API-015). */
export const testRedirectMutation = graphql`
  mutation emailMutationsTestMutation($input: TestEmailRedirectInput!) {
    testEmailRedirect(input: $input) {
      sent
      emailRedirect {
        id
        redirectAddress
        realAddress
      }
    }
  }
`;
