import { graphql } from 'relay-runtime';
import type { loadersCampaignsPageQuery } from '../__generated__/loadersCampaignsPageQuery.graphql';
import { defineQueryLoader } from '../routes/defineQueryLoader';
import { defaultRange } from '../widgets/dateRange';
import { initialTableState } from './campaignQuery';

/**
 * ROUTE-026: the campaigns page's one query (STATS-009 the first page of campaign stats, STATS-010 the QLP views).
 * No @throwOnFieldError: a failed part (ERR-064) leaves the rest of the page.
 */
export const { loader: campaignsLoader, usePageData: useCampaignsPageData } = defineQueryLoader<loadersCampaignsPageQuery>({
  query: graphql`
    query loadersCampaignsPageQuery(
      $associateId: ID!
      $startDate: String!
      $endDate: String!
      $page: Int!
      $pageSize: Int!
      $sortKey: CampaignSortKey!
      $sortDescending: Boolean!
      $includeUncampaigned: Boolean!
      $domainFilter: String!
    ) {
      agent(associateId: $associateId) {
        ...CampaignsPage_agent
      }
    }
  `,
  variables: (params) => ({ associateId: params.agentID ?? '', ...initialTableState(defaultRange()) }),
});
