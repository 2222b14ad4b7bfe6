import type { LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from 'relay-runtime';
import type { loadersBillingPageQuery } from '../__generated__/loadersBillingPageQuery.graphql';
import type { loadersPaymentPageQuery } from '../__generated__/loadersPaymentPageQuery.graphql';
import type { loadersReceiptPageQuery } from '../__generated__/loadersReceiptPageQuery.graphql';
import { defineQueryLoader } from '../routes/defineQueryLoader';
import { requireAccess } from '../routes/guard';

// Each page reads its fields through its own fragment, so the fields live next to the code that shows them.

/** ROUTE-031, BILL-001: the billing history. */
export const { loader: billingLoader, usePageData: useBillingPageData } = defineQueryLoader<loadersBillingPageQuery>({
  query: graphql`
    query loadersBillingPageQuery($associateId: ID!) @throwOnFieldError {
      agent(associateId: $associateId) {
        ...BillingPage_agent
      }
    }
  `,
  variables: (params) => ({ associateId: params.agentID ?? '' }),
});

/** ROUTE-033, BILL-002: one receipt. */
export const { loader: receiptLoader, usePageData: useReceiptPageData } = defineQueryLoader<loadersReceiptPageQuery>({
  query: graphql`
    query loadersReceiptPageQuery($associateId: ID!, $receiptId: ID!) @throwOnFieldError {
      agent(associateId: $associateId) {
        ...ReceiptPage_agent @arguments(receiptId: $receiptId)
      }
    }
  `,
  variables: (params) => ({ associateId: params.agentID ?? '', receiptId: params.receiptId ?? '' }),
  fetchPolicy: 'store-or-network',
});

/** ROUTE-030, BILL-004..016: the payment methods and compensation deduction. */
export const { loader: paymentLoader, usePageData: usePaymentPageData } = defineQueryLoader<loadersPaymentPageQuery>({
  query: graphql`
    query loadersPaymentPageQuery($associateId: ID!) @throwOnFieldError {
      agent(associateId: $associateId) {
        ...PaymentPage_agent
      }
    }
  `,
  variables: (params) => ({ associateId: params.agentID ?? '' }),
});

/** ROUTE-032: the explanatory page has no data; it still checks the visitor may see this agent. */
export async function compDeductLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireAccess(request);
  return null;
}
