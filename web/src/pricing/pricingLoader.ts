import type { LoaderFunctionArgs } from 'react-router-dom';
import PricingPageQueryNode, { type PricingPageQuery } from '../__generated__/PricingPageQuery.graphql';
import { requireAccess } from '../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../routes/preload';

export type PricingLoaderData = QueryLoaderData<PricingPageQuery>;

export async function pricingLoader({ request, params }: LoaderFunctionArgs): Promise<PricingLoaderData> {
  await requireAccess(request);
  return preloadQuery<PricingPageQuery>(PricingPageQueryNode, { associateId: params.agentID ?? '' }, 'store-and-network');
}
