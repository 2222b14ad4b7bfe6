import type { LoaderFunctionArgs } from 'react-router-dom';
import TeamPageQueryNode, { type TeamPageQuery } from '../__generated__/TeamPageQuery.graphql';
import { requireAccess } from '../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../routes/preload';

export type TeamLoaderData = QueryLoaderData<TeamPageQuery>;

export async function teamLoader({ request, params }: LoaderFunctionArgs): Promise<TeamLoaderData> {
  await requireAccess(request);
  return preloadQuery<TeamPageQuery>(TeamPageQueryNode, { associateId: params.agentID ?? '' }, 'store-and-network');
}
