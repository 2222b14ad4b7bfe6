import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import LoginPageQueryNode, { type LoginPageQuery } from '../__generated__/LoginPageQuery.graphql';
import { slashRedirect } from '../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../routes/preload';
import { peekSession } from './sessionCache';

export type LoginLoaderData = QueryLoaderData<LoginPageQuery>;

/**
 * SHELL-012: the login page does not wait for the session. Once the session is known (the root loader runs the
 * page's loaders again when it arrives), a signed-in user is sent home.
 */
export function loginLoader({ request }: LoaderFunctionArgs): LoginLoaderData {
  const slashed = slashRedirect(new URL(request.url));
  if (slashed) throw replace(slashed);
  const session = peekSession();
  if (session?.authenticated) throw replace(session.homePath);
  return preloadQuery<LoginPageQuery>(LoginPageQueryNode, {});
}
