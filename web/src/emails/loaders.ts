import { graphql } from 'relay-runtime';
import type { loadersEmailsPageQuery } from '../__generated__/loadersEmailsPageQuery.graphql';
import { defineQueryLoader } from '../routes/defineQueryLoader';

/** ROUTE-025: the emails page's one query (EMAIL-001: every redirect, and the domains for the forms and the cost). */
export const { loader: emailsLoader, usePageData: useEmailsPageData } = defineQueryLoader<loadersEmailsPageQuery>({
  query: graphql`
    query loadersEmailsPageQuery($associateId: ID!) @throwOnFieldError {
      agent(associateId: $associateId) {
        associateId
        displayName
        ...EmailsPage_redirects
      }
    }
  `,
  variables: (params) => ({ associateId: params.agentID ?? '' }),
});
