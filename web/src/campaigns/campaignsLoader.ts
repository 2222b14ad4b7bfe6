import type { LoaderFunctionArgs } from 'react-router-dom';
import CampaignsPageQueryNode, { type CampaignsPageQuery } from '../__generated__/CampaignsPageQuery.graphql';
import { requireAccess } from '../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../routes/preload';
import { defaultRange } from '../widgets/dateRange';
import { initialTableState } from './tableState';

export type CampaignsLoaderData = QueryLoaderData<CampaignsPageQuery>;

export async function campaignsLoader({ request, params }: LoaderFunctionArgs): Promise<CampaignsLoaderData> {
  await requireAccess(request);
  return preloadQuery<CampaignsPageQuery>(
    CampaignsPageQueryNode,
    { associateId: params.agentID ?? '', ...initialTableState(defaultRange()) },
    'store-and-network',
  );
}
