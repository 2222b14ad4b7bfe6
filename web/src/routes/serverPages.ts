import { loadQuery } from 'react-relay/hooks';
import type { ConcreteRequest, IEnvironment, Variables } from 'relay-runtime';
import LoginPageQuery from '../__generated__/loadersLoginPageQuery.graphql';
import { ROOT_ROUTE_ID } from '../auth/useSession';
import { LOGIN_PATH } from '../auth/redirects';
import { SIGNED_OUT_ROOT_DATA } from './rootLoader';

/** The login route's id in the route table (app/routes.tsx). */
export const LOGIN_ROUTE_ID = 'login';

/**
 * A page the gateway renders on the server (decision D-248): the queries it runs for it, in-process through its
 * pipeline, and the loader data of each route of the page, made from those answers in the request's own environment.
 */
interface ServerPage {
  queries: readonly { node: ConcreteRequest; variables: Variables }[];
  loaderData(environment: IEnvironment): Record<string, unknown>;
}

/**
 * Issue #27: the login page, the first screen of every new visitor and the one page without a session, so one render
 * serves every browser (its only data, the sandbox's demo accounts, is the same for all). The frame is the signed-out
 * one; the client hydrates with the same root data (routes/rootLoader.ts) and then asks for the session.
 */
const SERVER_PAGES: ReadonlyMap<string, ServerPage> = new Map([
  [
    LOGIN_PATH,
    {
      queries: [{ node: LoginPageQuery, variables: {} }],
      loaderData: (environment) => ({
        [ROOT_ROUTE_ID]: SIGNED_OUT_ROOT_DATA,
        [LOGIN_ROUTE_ID]: { queryRef: loadQuery(environment, LoginPageQuery, {}, { fetchPolicy: 'store-only' }) },
      }),
    },
  ],
]);

/** The server page at this path, if the gateway renders it. */
export function serverPageAt(pathname: string): ServerPage | undefined {
  return SERVER_PAGES.get(pathname);
}
