import type { LoaderFunctionArgs } from 'react-router-dom';
import BillingPageQueryNode, { type BillingPageQuery } from '../__generated__/BillingPageQuery.graphql';
import ReceiptPageQueryNode, { type ReceiptPageQuery } from '../__generated__/ReceiptPageQuery.graphql';
import { requireAccess } from '../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../routes/preload';

export type BillingLoaderData = QueryLoaderData<BillingPageQuery>;
export type ReceiptLoaderData = QueryLoaderData<ReceiptPageQuery>;

export async function billingLoader({ request, params }: LoaderFunctionArgs): Promise<BillingLoaderData> {
  await requireAccess(request);
  return preloadQuery<BillingPageQuery>(BillingPageQueryNode, { associateId: params.agentID ?? '' }, 'store-and-network');
}

export async function receiptLoader({ request, params }: LoaderFunctionArgs): Promise<ReceiptLoaderData> {
  await requireAccess(request);
  return preloadQuery<ReceiptPageQuery>(
    ReceiptPageQueryNode,
    { associateId: params.agentID ?? '', receiptId: params.receiptId ?? '' },
    'store-or-network',
  );
}

/** The explanatory page has no data; it still checks the visitor may see this agent. */
export async function staticBillingLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await requireAccess(request);
  return null;
}
