import { graphql } from 'relay-runtime';
import type { loadersTeamPageQuery } from '../__generated__/loadersTeamPageQuery.graphql';
import { defineQueryLoader } from '../routes/defineQueryLoader';

/** ROUTE-034, TEAM-001: the team page's one query (the staff account, API-074). */
export const { loader: teamLoader, usePageData: useTeamPageData } = defineQueryLoader<loadersTeamPageQuery>({
  query: graphql`
    query loadersTeamPageQuery($associateId: ID!) @throwOnFieldError {
      agent(associateId: $associateId) {
        ...TeamPage_team
      }
    }
  `,
  variables: (params) => ({ associateId: params.agentID ?? '' }),
});
