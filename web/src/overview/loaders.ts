import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import OverviewCallTrackingPageQueryNode, {
  type OverviewCallTrackingPageQuery,
} from '../__generated__/OverviewCallTrackingPageQuery.graphql';
import OverviewDeparturesPageQueryNode, {
  type OverviewDeparturesPageQuery,
} from '../__generated__/OverviewDeparturesPageQuery.graphql';
import OverviewLandingPageQueryNode, { type OverviewLandingPageQuery } from '../__generated__/OverviewLandingPageQuery.graphql';
import OverviewParticipationPageQueryNode, {
  type OverviewParticipationPageQuery,
} from '../__generated__/OverviewParticipationPageQuery.graphql';
import OverviewQlpPageQueryNode, { type OverviewQlpPageQuery } from '../__generated__/OverviewQlpPageQuery.graphql';
import OverviewQueuePageQueryNode, { type OverviewQueuePageQuery } from '../__generated__/OverviewQueuePageQuery.graphql';
import OverviewReportsPageQueryNode, { type OverviewReportsPageQuery } from '../__generated__/OverviewReportsPageQuery.graphql';
import OverviewStatsPageQueryNode, { type OverviewStatsPageQuery } from '../__generated__/OverviewStatsPageQuery.graphql';
import { requireAccess } from '../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../routes/preload';
import { rangeFromUrl } from './range';

/** Each overview page's loader: the roles table first (requireAccess, OVERVIEW-002..008), then ONE preloaded query. */
function loader<T extends OperationType>(query: ConcreteRequest, variables: (url: URL) => T['variables']) {
  return async ({ request }: LoaderFunctionArgs): Promise<QueryLoaderData<T>> => {
    await requireAccess(request);
    return preloadQuery<T>(query, variables(new URL(request.url)), 'store-and-network');
  };
}

const none = () => ({});

export type OverviewLandingData = QueryLoaderData<OverviewLandingPageQuery>;
export const overviewLandingLoader = loader<OverviewLandingPageQuery>(OverviewLandingPageQueryNode, none);

export type OverviewCallTrackingData = QueryLoaderData<OverviewCallTrackingPageQuery>;
export const overviewCallTrackingLoader = loader<OverviewCallTrackingPageQuery>(OverviewCallTrackingPageQueryNode, rangeFromUrl);

export type OverviewQlpData = QueryLoaderData<OverviewQlpPageQuery>;
export const overviewQlpLoader = loader<OverviewQlpPageQuery>(OverviewQlpPageQueryNode, rangeFromUrl);

export type OverviewQueueData = QueryLoaderData<OverviewQueuePageQuery>;
export const overviewQueueLoader = loader<OverviewQueuePageQuery>(OverviewQueuePageQueryNode, none);

export type OverviewStatsData = QueryLoaderData<OverviewStatsPageQuery>;
export const overviewStatsLoader = loader<OverviewStatsPageQuery>(OverviewStatsPageQueryNode, rangeFromUrl);

export type OverviewParticipationData = QueryLoaderData<OverviewParticipationPageQuery>;
export const overviewParticipationLoader = loader<OverviewParticipationPageQuery>(OverviewParticipationPageQueryNode, none);

export type OverviewDeparturesData = QueryLoaderData<OverviewDeparturesPageQuery>;
export const overviewDeparturesLoader = loader<OverviewDeparturesPageQuery>(OverviewDeparturesPageQueryNode, none);

export type OverviewReportsData = QueryLoaderData<OverviewReportsPageQuery>;
export const overviewReportsLoader = loader<OverviewReportsPageQuery>(OverviewReportsPageQueryNode, none);

/** ROUTE-051: m1stats/ is stats/ (the guard judges m1stats/ with the same permission, OVERVIEW-005). */
export async function m1statsRedirectLoader({ request }: LoaderFunctionArgs): Promise<never> {
  await requireAccess(request);
  const url = new URL(request.url);
  throw replace(`/overview/stats/${url.search}${url.hash}`);
}
