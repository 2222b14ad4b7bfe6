import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from 'relay-runtime';
import type { loadersOverviewCallTrackingPageQuery } from '../__generated__/loadersOverviewCallTrackingPageQuery.graphql';
import type { loadersOverviewDeparturesPageQuery } from '../__generated__/loadersOverviewDeparturesPageQuery.graphql';
import type { loadersOverviewLandingPageQuery } from '../__generated__/loadersOverviewLandingPageQuery.graphql';
import type { loadersOverviewParticipationPageQuery } from '../__generated__/loadersOverviewParticipationPageQuery.graphql';
import type { loadersOverviewQlpPageQuery } from '../__generated__/loadersOverviewQlpPageQuery.graphql';
import type { loadersOverviewQueueHistoryPageQuery } from '../__generated__/loadersOverviewQueueHistoryPageQuery.graphql';
import type { loadersOverviewQueuePageQuery } from '../__generated__/loadersOverviewQueuePageQuery.graphql';
import type { loadersOverviewReportsPageQuery } from '../__generated__/loadersOverviewReportsPageQuery.graphql';
import type { loadersOverviewStatsPageQuery } from '../__generated__/loadersOverviewStatsPageQuery.graphql';
import { defineQueryLoader } from '../routes/defineQueryLoader';
import { requireAccess } from '../routes/guard';
import { queueVariables, queueViewOf } from './queue/queueSearch';
import { rangeFromUrl } from './range';
import { PATHS } from '../routes/paths';

// Each overview page: the roles table first (requireAccess, OVERVIEW-002..008), then ONE query. A sub-page's own
// failure (ERR-039, ERR-045, ERR-064) is a null field its page reports, so the range control stays usable.

const none = () => ({});
const range = (_params: unknown, url: URL) => rangeFromUrl(url);

/** ROUTE-047, OVERVIEW-001. */
export const { loader: overviewLandingLoader, usePageData: useOverviewLandingData } =
  defineQueryLoader<loadersOverviewLandingPageQuery>({
    query: graphql`
      query loadersOverviewLandingPageQuery @throwOnFieldError {
        overview {
        ...QueueNavCount_overview
          ...OverviewLandingPage_overview
        }
      }
    `,
    variables: none,
  });

/** ROUTE-048, OVERVIEW-002. */
export const { loader: overviewCallTrackingLoader, usePageData: useOverviewCallTrackingData } =
  defineQueryLoader<loadersOverviewCallTrackingPageQuery>({
    query: graphql`
      query loadersOverviewCallTrackingPageQuery($startDate: String!, $endDate: String!) @throwOnFieldError {
        overview {
        ...QueueNavCount_overview
          ...OverviewCallTrackingPage_overview @arguments(startDate: $startDate, endDate: $endDate)
        }
      }
    `,
    variables: range,
  });

/** ROUTE-049, OVERVIEW-003, OVERVIEW-009. */
export const { loader: overviewQlpLoader, usePageData: useOverviewQlpData } = defineQueryLoader<loadersOverviewQlpPageQuery>({
  query: graphql`
    query loadersOverviewQlpPageQuery($startDate: String!, $endDate: String!) @throwOnFieldError {
      overview {
        ...QueueNavCount_overview
        ...OverviewQlpPage_overview @arguments(startDate: $startDate, endDate: $endDate)
      }
    }
  `,
  variables: range,
});

/**
 * ROUTE-050, OVERVIEW-004, OVERVIEW-010, issue #25: the page of the queue the address names, with each change's
 * verdict (the gateway checks only that page, in parallel) in this one request.
 */
export const { loader: overviewQueueLoader, usePageData: useOverviewQueueData } = defineQueryLoader<loadersOverviewQueuePageQuery>({
  query: graphql`
    query loadersOverviewQueuePageQuery(
      $agentId: ID
      $domainName: String
      $sectionKey: String
      $order: OverviewQueueOrder
      $first: Int
      $offset: Int
    ) @throwOnFieldError {
      overview {
        ...QueueNavCount_overview
        ...QueueList_overview
          @arguments(agentId: $agentId, domainName: $domainName, sectionKey: $sectionKey, order: $order, first: $first, offset: $offset)
      }
    }
  `,
  variables: (_params, url) => queueVariables(queueViewOf(url.searchParams)),
});

/** Issue #25 (decision D-170): the queue's decisions, one domain's with ?domain=. */
export const { loader: overviewQueueHistoryLoader, usePageData: useOverviewQueueHistoryData } =
  defineQueryLoader<loadersOverviewQueueHistoryPageQuery>({
    query: graphql`
      query loadersOverviewQueueHistoryPageQuery($domainName: String) @throwOnFieldError {
        overview {
          ...QueueNavCount_overview
          ...OverviewQueueHistoryPage_overview @arguments(domainName: $domainName)
        }
      }
    `,
    variables: (_params, url) => ({ domainName: url.searchParams.get('domain')?.trim() || null }),
  });

/** ROUTE-052, OVERVIEW-005. */
export const { loader: overviewStatsLoader, usePageData: useOverviewStatsData } = defineQueryLoader<loadersOverviewStatsPageQuery>({
  query: graphql`
    query loadersOverviewStatsPageQuery($startDate: String!, $endDate: String!) @throwOnFieldError {
      overview {
        ...QueueNavCount_overview
        ...OverviewStatsPage_overview @arguments(startDate: $startDate, endDate: $endDate)
      }
    }
  `,
  variables: range,
});

/** ROUTE-053, OVERVIEW-006. */
export const { loader: overviewParticipationLoader, usePageData: useOverviewParticipationData } =
  defineQueryLoader<loadersOverviewParticipationPageQuery>({
    query: graphql`
      query loadersOverviewParticipationPageQuery @throwOnFieldError {
        overview {
        ...QueueNavCount_overview
          ...OverviewParticipationPage_overview
        }
      }
    `,
    variables: none,
  });

/** ROUTE-054, OVERVIEW-007. */
export const { loader: overviewDeparturesLoader, usePageData: useOverviewDeparturesData } =
  defineQueryLoader<loadersOverviewDeparturesPageQuery>({
    query: graphql`
      query loadersOverviewDeparturesPageQuery @throwOnFieldError {
        overview {
        ...QueueNavCount_overview
          ...OverviewDeparturesPage_overview
        }
      }
    `,
    variables: none,
  });

/** ROUTE-055, OVERVIEW-008. */
export const { loader: overviewReportsLoader, usePageData: useOverviewReportsData } =
  defineQueryLoader<loadersOverviewReportsPageQuery>({
    query: graphql`
      query loadersOverviewReportsPageQuery @throwOnFieldError {
        overview {
        ...QueueNavCount_overview
          ...OverviewReportsPage_overview
        }
      }
    `,
    variables: none,
  });

/** ROUTE-051: m1stats/ is stats/ (the guard judges m1stats/ with the same permission, OVERVIEW-005). */
export async function m1statsRedirectLoader({ request }: LoaderFunctionArgs): Promise<never> {
  await requireAccess(request);
  const url = new URL(request.url);
  throw replace(`${PATHS.overviewStats.href()}${url.search}${url.hash}`);
}
