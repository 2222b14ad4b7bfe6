import { usePreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs, type Params } from 'react-router-dom';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { registerBootQuery } from './bootQueries';
import { requireAccess } from './guard';
import { preloadQuery, type QueryLoaderData } from './preload';

export interface QueryLoaderDefinition<T extends OperationType> {
  /** The page's one query: graphql`query <file><Page>Query ...` in the area's loaders.ts (outside the lazy page chunk). */
  query: GraphQLTaggedNode;
  /**
   * The query's variables from the route's params (agentID, domainName) and the URL (its search). Not from the
   * session: the boot sends the query before the session has answered (decision D-113).
   */
  variables: (params: Params, url: URL) => T['variables'];
  /** store-and-network (default) shows the cached page at once and refreshes it; network-only always waits. */
  fetchPolicy?: 'store-or-network' | 'store-and-network' | 'network-only';
}

export interface QueryLoader<T extends OperationType> {
  /** The route's loader: the roles table first (requireAccess), then ONE preloaded query, before the page renders. */
  loader: (args: LoaderFunctionArgs) => Promise<QueryLoaderData<T>>;
  /** The page's data, typed: call it in the route's page component (it suspends until the query has answered). */
  usePageData: () => T['response'];
}

/**
 * A data page's loader and typed data hook from one definition (render-as-you-fetch, one GraphQL request per
 * navigation). In `<area>/loaders.ts`:
 *
 *   export const { loader: emailsLoader, usePageData: useEmailsPageData } = defineQueryLoader<loadersEmailsPageQuery>({
 *     query: graphql`query loadersEmailsPageQuery($associateId: ID!) { agent(associateId: $associateId) { ... } }`,
 *     variables: (params) => ({ associateId: params.agentID ?? '' }),
 *   });
 *
 * then `loader: emailsLoader` in the area's routes.tsx and `const data = useEmailsPageData()` in the page.
 */
export function defineQueryLoader<T extends OperationType>({
  query,
  variables,
  fetchPolicy = 'store-and-network',
}: QueryLoaderDefinition<T>): QueryLoader<T> {
  async function loader({ request, params }: LoaderFunctionArgs): Promise<QueryLoaderData<T>> {
    await requireAccess(request);
    return preloadQuery<T>(query, variables(params, new URL(request.url)), fetchPolicy);
  }
  registerBootQuery(loader, { query, variables });

  function usePageData(): T['response'] {
    // The one place that knows what this route's loader returned.
    const data = useLoaderData() as QueryLoaderData<T> | undefined;
    if (!data?.queryRef) throw new Error('usePageData() runs outside the route whose loader defines it');
    return usePreloadedQuery<T>(query, data.queryRef);
  }

  return { loader, usePageData };
}
