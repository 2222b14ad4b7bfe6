import type { LoaderFunctionArgs } from 'react-router-dom';
import WelcomePageQueryNode, { type WelcomePageQuery } from '../../__generated__/WelcomePageQuery.graphql';
import { requireAccess } from '../../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../../routes/preload';

export type WelcomeLoaderData = QueryLoaderData<WelcomePageQuery>;

export async function welcomeLoader({ request, params }: LoaderFunctionArgs): Promise<WelcomeLoaderData> {
  await requireAccess(request);
  return preloadQuery<WelcomePageQuery>(
    WelcomePageQueryNode,
    { associateId: params.agentID ?? '' },
    'store-and-network',
  );
}
