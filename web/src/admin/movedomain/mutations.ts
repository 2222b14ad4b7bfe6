import { graphql } from 'relay-runtime';
import type { mutationsMoveDomainMutation } from '../../__generated__/mutationsMoveDomainMutation.graphql';
import { useKitMutation } from '../../relay/useKitMutation';

/** ADMIN-034 (API-044): the payload reads the movable domains again, so the moved one leaves the tab's list. */
export function useMoveDomain() {
  return useKitMutation<mutationsMoveDomainMutation>(graphql`
    mutation mutationsMoveDomainMutation($input: MoveDomainInput!) {
      moveDomain(input: $input) {
        domainName
        targetAgentId
        agent {
          id
          ...MoveDomainForm_agent
        }
      }
    }
  `);
}
