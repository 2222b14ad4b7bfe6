import type { LoaderFunctionArgs } from 'react-router-dom';
import EmailsPageQueryNode, { type EmailsPageQuery } from '../__generated__/EmailsPageQuery.graphql';
import { requireAccess } from '../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../routes/preload';

export type EmailsLoaderData = QueryLoaderData<EmailsPageQuery>;

export async function emailsLoader({ request, params }: LoaderFunctionArgs): Promise<EmailsLoaderData> {
  await requireAccess(request);
  return preloadQuery<EmailsPageQuery>(EmailsPageQueryNode, { associateId: params.agentID ?? '' }, 'store-and-network');
}
