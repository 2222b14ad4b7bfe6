import { graphql } from 'relay-runtime';

/** DOM-011 (API-038). The payload refreshes the row, which then shows Cancelled. */
export const cancelDomainMutation = graphql`
  mutation cancelDomainMutation($input: CancelDomainInput!) {
    cancelDomain(input: $input) {
      domain {
        id
        ...DomainRow_domain
      }
    }
  }
`;
