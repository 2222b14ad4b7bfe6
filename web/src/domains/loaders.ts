import { graphql } from 'relay-runtime';
import type { loadersDomainOrderPageQuery } from '../__generated__/loadersDomainOrderPageQuery.graphql';
import type { loadersDomainsPageQuery } from '../__generated__/loadersDomainsPageQuery.graphql';
import type { loadersWelcomePageQuery } from '../__generated__/loadersWelcomePageQuery.graphql';
import { defineQueryLoader } from '../routes/defineQueryLoader';

const agentOfRoute = (params: { agentID?: string }) => ({ associateId: params.agentID ?? '' });

/** ROUTE-021, DOM-002: the domain list's one query (the list, and whether purchases and transfers are open). */
export const { loader: domainsLoader, usePageData: useDomainsPageData } = defineQueryLoader<loadersDomainsPageQuery>({
  query: graphql`
    query loadersDomainsPageQuery($associateId: ID!) {
      siteConfig {
        domainTransactionsEnabled
      }
      agent(associateId: $associateId) {
        id
        displayName
        domains {
          totalCount
        }
        ...DomainTable_agent
      }
    }
  `,
  variables: agentOfRoute,
});

/**
 * ROUTE-022, ROUTE-023: the purchase and the transfer page share one query. network-only: whether domain transactions
 * are open is decided on the site config as it is now, not as the store remembers it.
 */
export const { loader: domainOrderLoader, usePageData: useDomainOrderPageData } =
  defineQueryLoader<loadersDomainOrderPageQuery>({
    query: graphql`
      query loadersDomainOrderPageQuery($associateId: ID!) {
        siteConfig {
          domainTransactionsEnabled
        }
        agent(associateId: $associateId) {
          ...DomainOrderForm_agent
        }
      }
    `,
    variables: agentOfRoute,
    fetchPolicy: 'network-only',
  });

/** ROUTE-035: the welcome page's one query. */
export const { loader: welcomeLoader, usePageData: useWelcomePageData } = defineQueryLoader<loadersWelcomePageQuery>({
  query: graphql`
    query loadersWelcomePageQuery($associateId: ID!) {
      siteConfig {
        domainTransactionsEnabled
      }
      agent(associateId: $associateId) {
        displayName
        domains {
          totalCount
        }
      }
    }
  `,
  variables: agentOfRoute,
});
