import { graphql } from 'react-relay';

// Each payload reads the payment info again, so the list and the state refresh in the same round trip.

export const addPaymentMethodMutation = graphql`
  mutation paymentMutationsAddMutation($input: AddPaymentMethodInput!) {
    addPaymentMethod(input: $input) {
      paymentInfo {
        ...PaymentMethodList_paymentInfo
      }
      agent {
        id
      }
    }
  }
`;

export const updatePaymentMethodMutation = graphql`
  mutation paymentMutationsUpdateMutation($input: UpdatePaymentMethodInput!) {
    updatePaymentMethod(input: $input) {
      paymentInfo {
        ...PaymentMethodList_paymentInfo
      }
      agent {
        id
      }
    }
  }
`;

export const deletePaymentMethodMutation = graphql`
  mutation paymentMutationsDeleteMutation($input: PaymentMethodRefInput!) {
    deletePaymentMethod(input: $input) {
      paymentInfo {
        ...PaymentMethodList_paymentInfo
      }
      agent {
        id
      }
    }
  }
`;

export const selectPaymentMethodMutation = graphql`
  mutation paymentMutationsSelectMutation($input: PaymentMethodRefInput!) {
    selectPaymentMethod(input: $input) {
      paymentInfo {
        ...PaymentMethodList_paymentInfo
      }
      agent {
        id
      }
    }
  }
`;

export const useCompDeductMutation = graphql`
  mutation paymentMutationsCompDeductMutation($input: UseCompDeductInput!) {
    useCompDeduct(input: $input) {
      paymentInfo {
        ...PaymentMethodList_paymentInfo
      }
      agent {
        id
      }
    }
  }
`;
