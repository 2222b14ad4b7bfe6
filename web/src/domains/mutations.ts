import { graphql } from 'relay-runtime';
import type { mutationsCancelDomainMutation } from '../__generated__/mutationsCancelDomainMutation.graphql';
import type { mutationsChangeProductTypeMutation } from '../__generated__/mutationsChangeProductTypeMutation.graphql';
import type { mutationsPurchaseDomainMutation } from '../__generated__/mutationsPurchaseDomainMutation.graphql';
import type { mutationsTransferDomainMutation } from '../__generated__/mutationsTransferDomainMutation.graphql';
import { useKitMutation } from '../relay/useKitMutation';

// Each payload carries what changed (the agent's list, or the domain's row), so the page refreshes in the same round trip.

/** DOM-004 (API-039). */
export function usePurchaseDomain() {
  return useKitMutation<mutationsPurchaseDomainMutation>(graphql`
    mutation mutationsPurchaseDomainMutation($input: PurchaseDomainInput!) {
      purchaseDomain(input: $input) {
        domain {
          domainName
        }
        agent {
          domains {
            totalCount
          }
          ...DomainTable_agent
          ...DomainOrderForm_agent
        }
      }
    }
  `);
}

/** DOM-005 (API-039 with is_transfer). */
export function useTransferDomain() {
  return useKitMutation<mutationsTransferDomainMutation>(graphql`
    mutation mutationsTransferDomainMutation($input: TransferDomainInput!) {
      transferDomain(input: $input) {
        domain {
          domainName
        }
        agent {
          domains {
            totalCount
          }
          ...DomainTable_agent
          ...DomainOrderForm_agent
        }
      }
    }
  `);
}

/** DOM-007 (API-037): the row and its change options. */
export function useChangeProductType() {
  return useKitMutation<mutationsChangeProductTypeMutation>(graphql`
    mutation mutationsChangeProductTypeMutation($input: ChangeProductTypeInput!) {
      changeProductType(input: $input) {
        domain {
          id
          productType
          active
          ...ChangeTypeDialog_domain
        }
      }
    }
  `);
}

/** DOM-011 (API-038): the row then shows Cancelled. */
export function useCancelDomain() {
  return useKitMutation<mutationsCancelDomainMutation>(graphql`
    mutation mutationsCancelDomainMutation($input: CancelDomainInput!) {
      cancelDomain(input: $input) {
        domain {
          id
          isCancelled
          active
        }
      }
    }
  `);
}

