import type { LoaderFunctionArgs } from 'react-router-dom';
import PaymentPageQueryNode, { type PaymentPageQuery } from '../../__generated__/PaymentPageQuery.graphql';
import { requireAccess } from '../../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../../routes/preload';

export type PaymentLoaderData = QueryLoaderData<PaymentPageQuery>;

export async function paymentLoader({ request, params }: LoaderFunctionArgs): Promise<PaymentLoaderData> {
  await requireAccess(request);
  return preloadQuery<PaymentPageQuery>(PaymentPageQueryNode, { associateId: params.agentID ?? '' }, 'store-and-network');
}
