import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { environment } from '../relay/environment';
import { trackQuery } from './queryRefs';

/** What a data route's loader returns: the query it started, read by usePreloadedQuery. */
export interface QueryLoaderData<T extends OperationType> {
  queryRef: PreloadedQuery<T>;
}

/** Starts a route's query before the route renders (render-as-you-fetch). */
export function preloadQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T['variables'],
  fetchPolicy: 'store-or-network' | 'store-and-network' | 'network-only' = 'store-or-network',
): QueryLoaderData<T> {
  return { queryRef: trackQuery(loadQuery<T>(environment, query, variables, { fetchPolicy })) };
}
