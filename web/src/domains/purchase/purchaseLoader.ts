import PurchasePageQueryNode, { type PurchasePageQuery } from '../../__generated__/PurchasePageQuery.graphql';
import type { QueryLoaderData } from '../../routes/preload';
import { domainOrderLoader } from '../orderLoader';

export type PurchaseLoaderData = QueryLoaderData<PurchasePageQuery>;

/** ROUTE-022 */
export const purchaseLoader = domainOrderLoader<PurchasePageQuery>(PurchasePageQueryNode);
