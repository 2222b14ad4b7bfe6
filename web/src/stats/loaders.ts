import { graphql } from 'relay-runtime';
import type { loadersDashboardPageQuery } from '../__generated__/loadersDashboardPageQuery.graphql';
import type { loadersDomainStatsPageQuery } from '../__generated__/loadersDomainStatsPageQuery.graphql';
import { defineQueryLoader } from '../routes/defineQueryLoader';
import { defaultRange } from '../widgets/dateRange';

// No @throwOnFieldError on these pages: a failed part (the domain list ERR-033, the overview ERR-038) leaves the rest.

/** ROUTE-020, STATS-001, STATS-002: the dashboard's one query (the account overview of the last 30 days). */
export const { loader: dashboardLoader, usePageData: useDashboardPageData } = defineQueryLoader<loadersDashboardPageQuery>({
  query: graphql`
    query loadersDashboardPageQuery($associateId: ID!, $startDate: String!, $endDate: String!) {
      agent(associateId: $associateId) {
        ...DashboardPage_agent
      }
    }
  `,
  variables: (params) => ({ associateId: params.agentID ?? '', ...defaultRange() }),
});

/** STATS-007, STATS-008: one domain's numbers for the last 30 days. */
export const { loader: domainStatsLoader, usePageData: useDomainStatsPageData } =
  defineQueryLoader<loadersDomainStatsPageQuery>({
    query: graphql`
      query loadersDomainStatsPageQuery($associateId: ID!, $domainName: String!, $startDate: String!, $endDate: String!) {
        agent(associateId: $associateId) {
          ...DomainStatsPage_agent
        }
      }
    `,
    variables: (params) => ({ associateId: params.agentID ?? '', domainName: params.domainName ?? '', ...defaultRange() }),
  });
