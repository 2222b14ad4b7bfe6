import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import { createOperationDescriptor, getRequest, type GraphQLTaggedNode, type Variables } from 'relay-runtime';
import { sendEarly } from '../relay/fetchGraphQL';

/** A route's one query as its loader will start it, so the boot can send it before the session has answered. */
interface BootQuery {
  query: GraphQLTaggedNode;
  variables: (params: Params, url: URL) => Variables;
}

const bootQueries = new WeakMap<object, BootQuery>();

/** Registers a loader's query (defineQueryLoader does, for every data page). */
export function registerBootQuery(loader: object, boot: BootQuery): void {
  bootQueries.set(loader, boot);
}

/** Sends a query with the variables Relay will ask with (its defaults filled in), so the request can be reused. */
export function sendQueryEarly(query: GraphQLTaggedNode, variables: Variables): void {
  const request = getRequest(query);
  sendEarly(request.params, createOperationDescriptor(request, variables).request.variables);
}

/**
 * Issue #14 (decision D-113): the queries of the routes this URL opens, sent at once, beside the session query
 * instead of after it. The loaders still run the roles table first and ask Relay only when the route may open; that
 * request takes the answer already on its way, and an answer nobody asks for is dropped unread.
 */
export function sendRouteQueriesEarly(routes: RouteObject[], url: URL): void {
  if (!url.pathname.endsWith('/')) return; // ROUTE-018 redirects first
  for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
    const boot = typeof route.loader === 'function' ? bootQueries.get(route.loader) : undefined;
    if (boot) sendQueryEarly(boot.query, boot.variables(params, url));
  }
}
