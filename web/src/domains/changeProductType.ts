import { graphql } from 'relay-runtime';

/** DOM-007 (API-037). The payload refreshes the row and its change options. */
export const changeProductTypeMutation = graphql`
  mutation changeProductTypeMutation($input: ChangeProductTypeInput!) {
    changeProductType(input: $input) {
      domain {
        id
        ...DomainRow_domain
        ...ChangeTypeDialog_domain
      }
    }
  }
`;
