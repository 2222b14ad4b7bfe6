import type { LoaderFunctionArgs } from 'react-router-dom';
import DashboardPageQueryNode, { type DashboardPageQuery } from '../__generated__/DashboardPageQuery.graphql';
import { requireAccess } from '../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../routes/preload';
import { defaultRange } from '../widgets/dateRange';

export type DashboardLoaderData = QueryLoaderData<DashboardPageQuery>;

export async function dashboardLoader({ request, params }: LoaderFunctionArgs): Promise<DashboardLoaderData> {
  await requireAccess(request);
  return preloadQuery<DashboardPageQuery>(
    DashboardPageQueryNode,
    { associateId: params.agentID ?? '', ...defaultRange() },
    'store-and-network',
  );
}
