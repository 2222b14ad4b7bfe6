import type { LoaderFunctionArgs } from 'react-router-dom';
import CallTrackingPageQueryNode, { type CallTrackingPageQuery } from '../__generated__/CallTrackingPageQuery.graphql';
import { requireAccess } from '../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../routes/preload';
import { defaultRange } from '../widgets/dateRange';
import { DEFAULT_CALL_SORT } from './callSort';

export type CallTrackingLoaderData = QueryLoaderData<CallTrackingPageQuery>;

export async function callTrackingLoader({ request, params }: LoaderFunctionArgs): Promise<CallTrackingLoaderData> {
  await requireAccess(request);
  return preloadQuery<CallTrackingPageQuery>(
    CallTrackingPageQueryNode,
    { associateId: params.agentID ?? '', ...defaultRange(), ...DEFAULT_CALL_SORT },
    'store-and-network',
  );
}
