import type { LoaderFunctionArgs } from 'react-router-dom';
import DomainsPageQueryNode, { type DomainsPageQuery } from '../__generated__/DomainsPageQuery.graphql';
import { requireAccess } from '../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../routes/preload';

export type DomainsLoaderData = QueryLoaderData<DomainsPageQuery>;

export async function domainsLoader({ request, params }: LoaderFunctionArgs): Promise<DomainsLoaderData> {
  await requireAccess(request);
  return preloadQuery<DomainsPageQuery>(
    DomainsPageQueryNode,
    { associateId: params.agentID ?? '' },
    'store-and-network',
  );
}
