import TransferPageQueryNode, { type TransferPageQuery } from '../../__generated__/TransferPageQuery.graphql';
import type { QueryLoaderData } from '../../routes/preload';
import { domainOrderLoader } from '../orderLoader';

export type TransferLoaderData = QueryLoaderData<TransferPageQuery>;

/** ROUTE-023 */
export const transferLoader = domainOrderLoader<TransferPageQuery>(TransferPageQueryNode);
