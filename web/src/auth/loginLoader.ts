import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import LoginPageQueryNode, { type LoginPageQuery } from '../__generated__/LoginPageQuery.graphql';
import { requireAccess } from '../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../routes/preload';

export type LoginLoaderData = QueryLoaderData<LoginPageQuery>;

export async function loginLoader({ request }: LoaderFunctionArgs): Promise<LoginLoaderData> {
  const session = await requireAccess(request);
  if (session.authenticated) throw replace(session.homePath);
  return preloadQuery<LoginPageQuery>(LoginPageQueryNode, {});
}
