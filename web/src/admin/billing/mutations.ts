import { graphql } from 'relay-runtime';
import type { mutationsAddBillingMutation } from '../../__generated__/mutationsAddBillingMutation.graphql';
import { useKitMutation } from '../../relay/useKitMutation';

/** ADMIN-024 (API-088): a charge or a credit; the answer carries the transaction id. */
export function useAddBilling() {
  return useKitMutation<mutationsAddBillingMutation>(graphql`
    mutation mutationsAddBillingMutation($input: AddBillingInput!) {
      addBilling(input: $input) {
        transactionId
      }
    }
  `);
}
