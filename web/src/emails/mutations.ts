import { graphql } from 'relay-runtime';
import type { mutationsAddEmailRedirectMutation } from '../__generated__/mutationsAddEmailRedirectMutation.graphql';
import type { mutationsDeleteEmailRedirectMutation } from '../__generated__/mutationsDeleteEmailRedirectMutation.graphql';
import type { mutationsPopulateEmailRedirectsMutation } from '../__generated__/mutationsPopulateEmailRedirectsMutation.graphql';
import type { mutationsTestEmailRedirectMutation } from '../__generated__/mutationsTestEmailRedirectMutation.graphql';
import type { mutationsUpdateEmailRedirectMutation } from '../__generated__/mutationsUpdateEmailRedirectMutation.graphql';
import { useKitMutation } from '../relay/useKitMutation';

// Each payload carries the agent, so the list and the cost note refresh in the same round trip.

/** EMAIL-002 (API-011). */
export function useAddEmailRedirect() {
  return useKitMutation<mutationsAddEmailRedirectMutation>(graphql`
    mutation mutationsAddEmailRedirectMutation($input: AddEmailRedirectInput!) {
      addEmailRedirect(input: $input) {
        emailRedirect {
          id
        }
        agent {
          ...EmailsPage_redirects
        }
      }
    }
  `);
}

/** EMAIL-003 (API-012). */
export function usePopulateEmailRedirects() {
  return useKitMutation<mutationsPopulateEmailRedirectsMutation>(graphql`
    mutation mutationsPopulateEmailRedirectsMutation($input: PopulateEmailRedirectsInput!) {
      populateEmailRedirects(input: $input) {
        emailRedirects {
          id
        }
        agent {
          ...EmailsPage_redirects
        }
      }
    }
  `);
}

/** EMAIL-004 (API-013). */
export function useUpdateEmailRedirect() {
  return useKitMutation<mutationsUpdateEmailRedirectMutation>(graphql`
    mutation mutationsUpdateEmailRedirectMutation($input: UpdateEmailRedirectInput!) {
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
  `);
}

/** EMAIL-005 (API-014). */
export function useDeleteEmailRedirect() {
  return useKitMutation<mutationsDeleteEmailRedirectMutation>(graphql`
    mutation mutationsDeleteEmailRedirectMutation($input: DeleteEmailRedirectInput!) {
      deleteEmailRedirect(input: $input) {
        deletedId
        agent {
          ...EmailsPage_redirects
        }
      }
    }
  `);
}

/** EMAIL-006 (API-015). */
export function useTestEmailRedirect() {
  return useKitMutation<mutationsTestEmailRedirectMutation>(graphql`
    mutation mutationsTestEmailRedirectMutation($input: TestEmailRedirectInput!) {
      testEmailRedirect(input: $input) {
        sent
        emailRedirect {
          id
          redirectAddress
          realAddress
        }
      }
    }
  `);
}
