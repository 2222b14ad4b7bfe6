import { graphql } from 'relay-runtime';
import type { loadersCallTrackingPageQuery } from '../__generated__/loadersCallTrackingPageQuery.graphql';
import { defineQueryLoader } from '../routes/defineQueryLoader';
import { defaultRange } from '../widgets/dateRange';
import { initialCallsState } from './callsQuery';

/**
 * ROUTE-027: the call tracking page's one query (STATS-011 the account, STATS-012 its stats and the calls of the last
 * 30 days). No @throwOnFieldError: no account (a silent 404, ERR-091) and a failed part leave the rest of the page.
 */
export const { loader: callTrackingLoader, usePageData: useCallTrackingPageData } =
  defineQueryLoader<loadersCallTrackingPageQuery>({
    query: graphql`
      query loadersCallTrackingPageQuery(
        $associateId: ID!
        $startDate: String!
        $endDate: String!
        $sort: CallSortKey!
        $sortDir: SortDirection!
      ) {
        agent(associateId: $associateId) {
          ...CallTrackingPage_agent
        }
      }
    `,
    variables: (params) => ({ associateId: params.agentID ?? '', ...initialCallsState(defaultRange()) }),
  });
