import type { LoaderFunctionArgs } from 'react-router-dom';
import DomainStatsPageQueryNode, { type DomainStatsPageQuery } from '../__generated__/DomainStatsPageQuery.graphql';
import { requireAccess } from '../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../routes/preload';
import { defaultRange } from '../widgets/dateRange';

export type DomainStatsLoaderData = QueryLoaderData<DomainStatsPageQuery>;

export async function domainStatsLoader({ request, params }: LoaderFunctionArgs): Promise<DomainStatsLoaderData> {
  await requireAccess(request);
  return preloadQuery<DomainStatsPageQuery>(
    DomainStatsPageQueryNode,
    { associateId: params.agentID ?? '', domainName: params.domainName ?? '', ...defaultRange() },
    'store-and-network',
  );
}
