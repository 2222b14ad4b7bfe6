import { graphql } from 'relay-runtime';
import type { mutationsMoveDomainMutation } from '../../__generated__/mutationsMoveDomainMutation.graphql';
import { useKitMutation } from '../../relay/useKitMutation';

/**
 * ADMIN-034 (API-044): the payload reads the movable domains and the domain count again, so the moved one leaves the
 * tab's list and the page behind counts one domain less in the same round trip (issue #26); the form then has the
 * page's own query run again for the rest (revalidatePage).
 */
export function useMoveDomain() {
  return useKitMutation<mutationsMoveDomainMutation>(graphql`
    mutation mutationsMoveDomainMutation($input: MoveDomainInput!) {
      moveDomain(input: $input) {
        domainName
        targetAgentId
        agent {
          id
          domains {
            totalCount
          }
          ...MoveDomainForm_agent
        }
      }
    }
  `);
}
