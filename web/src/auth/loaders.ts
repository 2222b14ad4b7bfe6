import { usePreloadedQuery } from 'react-relay/hooks';
import { replace, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { graphql } from 'relay-runtime';
import type { loadersLoginPageQuery } from '../__generated__/loadersLoginPageQuery.graphql';
import { slashRedirect } from '../routes/guard';
import { preloadQuery, type QueryLoaderData } from '../routes/preload';
import { peekSession } from './sessionCache';

const loginPageQuery = graphql`
  query loadersLoginPageQuery {
    ...LoginPage_accounts
  }
`;

/**
 * ROUTE-011, SHELL-012: the login page does not wait for the session (so not defineQueryLoader, whose guard does).
 * Once the session is known (the root loader runs the page's loaders again when it arrives), a signed-in user is
 * sent home.
 */
export function loginLoader({ request }: LoaderFunctionArgs): QueryLoaderData<loadersLoginPageQuery> {
  const slashed = slashRedirect(new URL(request.url));
  if (slashed) throw replace(slashed);
  const session = peekSession();
  if (session?.authenticated) throw replace(session.homePath);
  return preloadQuery<loadersLoginPageQuery>(loginPageQuery, {});
}

/** The login page's data (its fragment: the sandbox's demo accounts). */
export function useLoginPageData(): loadersLoginPageQuery['response'] {
  const { queryRef } = useLoaderData<QueryLoaderData<loadersLoginPageQuery>>();
  return usePreloadedQuery<loadersLoginPageQuery>(loginPageQuery, queryRef);
}
