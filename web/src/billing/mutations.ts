import { graphql } from 'relay-runtime';
import type { mutationsAddPaymentMethodMutation } from '../__generated__/mutationsAddPaymentMethodMutation.graphql';
import type { mutationsDeletePaymentMethodMutation } from '../__generated__/mutationsDeletePaymentMethodMutation.graphql';
import type { mutationsSelectPaymentMethodMutation } from '../__generated__/mutationsSelectPaymentMethodMutation.graphql';
import type { mutationsUpdatePaymentMethodMutation } from '../__generated__/mutationsUpdatePaymentMethodMutation.graphql';
import type { mutationsUseCompDeductMutation } from '../__generated__/mutationsUseCompDeductMutation.graphql';
import { useKitMutation } from '../relay/useKitMutation';

// Each payload reads the payment page's agent again, so the list, the notice and the switch refresh in one round trip.

/** BILL-005 (API-069). */
export function useAddPaymentMethod() {
  return useKitMutation<mutationsAddPaymentMethodMutation>(graphql`
    mutation mutationsAddPaymentMethodMutation($input: AddPaymentMethodInput!) {
      addPaymentMethod(input: $input) {
        agent {
          ...PaymentPage_agent
        }
      }
    }
  `);
}

/** BILL-006. */
export function useUpdatePaymentMethod() {
  return useKitMutation<mutationsUpdatePaymentMethodMutation>(graphql`
    mutation mutationsUpdatePaymentMethodMutation($input: UpdatePaymentMethodInput!) {
      updatePaymentMethod(input: $input) {
        agent {
          ...PaymentPage_agent
        }
      }
    }
  `);
}

/** BILL-007. */
export function useDeletePaymentMethod() {
  return useKitMutation<mutationsDeletePaymentMethodMutation>(graphql`
    mutation mutationsDeletePaymentMethodMutation($input: PaymentMethodRefInput!) {
      deletePaymentMethod(input: $input) {
        agent {
          ...PaymentPage_agent
        }
      }
    }
  `);
}

/** BILL-008. */
export function useSelectPaymentMethod() {
  return useKitMutation<mutationsSelectPaymentMethodMutation>(graphql`
    mutation mutationsSelectPaymentMethodMutation($input: PaymentMethodRefInput!) {
      selectPaymentMethod(input: $input) {
        agent {
          ...PaymentPage_agent
        }
      }
    }
  `);
}

/** BILL-009, BILL-010: compensation deduction on or off. */
export function useSwitchCompDeduct() {
  return useKitMutation<mutationsUseCompDeductMutation>(graphql`
    mutation mutationsUseCompDeductMutation($input: UseCompDeductInput!) {
      useCompDeduct(input: $input) {
        agent {
          ...PaymentPage_agent
        }
      }
    }
  `);
}
