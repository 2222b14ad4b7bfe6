import { graphql } from 'relay-runtime';
import type { loadersPricingPageQuery } from '../__generated__/loadersPricingPageQuery.graphql';
import { defineQueryLoader } from '../routes/defineQueryLoader';

/** ROUTE-029: the catalogue is static; the query says whether domains can be bought and what this agent may buy. */
export const { loader: pricingLoader, usePageData: usePricingPageData } = defineQueryLoader<loadersPricingPageQuery>({
  query: graphql`
    query loadersPricingPageQuery($associateId: ID!) @throwOnFieldError {
      ...PricingPage_query @arguments(associateId: $associateId)
    }
  `,
  variables: (params) => ({ associateId: params.agentID ?? '' }),
});
