import type { Params, RouteMatch } from 'react-router-dom';
import { createOperationDescriptor, getRequest, type GraphQLTaggedNode, type Variables } from 'relay-runtime';
import { sendEarly } from '../relay/fetchGraphQL';

/** A route's one query as its loader will start it, so the boot can send it before the session has answered. */
interface BootQuery {
  query: GraphQLTaggedNode;
  variables: (params: Params, url: URL) => Variables;
}

const bootQueries = new WeakMap<object, BootQuery>();
/** A route's `lazy` object → the import of its page chunk. */
const bootChunks = new WeakMap<object, () => Promise<unknown>>();

/** Registers a loader's query (defineQueryLoader does, for every data page). */
export function registerBootQuery(loader: object, boot: BootQuery): void {
  bootQueries.set(loader, boot);
}

/** Registers a page's chunk (page() does, for every page route). */
export function registerBootChunk(lazy: object, load: () => Promise<unknown>): void {
  bootChunks.set(lazy, load);
}

/**
 * Issue #14: the page chunks of the routes this URL opens (the boot's one matchRoutes), requested before the boot's
 * queries so that the browser's few connections per host (HTTP/1.1) fetch them first instead of queueing them behind
 * the queries. The router asks for the same modules later and gets them from the module map; a failure is left to it
 * (it reports SHELL-035).
 */
export function loadRouteChunksEarly(matches: RouteMatch[]): void {
  for (const { route } of matches) {
    const load = route.lazy && typeof route.lazy === 'object' ? bootChunks.get(route.lazy) : undefined;
    load?.().catch(() => undefined);
  }
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
export function sendRouteQueriesEarly(matches: RouteMatch[], url: URL): void {
  if (!url.pathname.endsWith('/')) return; // ROUTE-018 redirects first
  for (const { route, params } of matches) {
    const boot = typeof route.loader === 'function' ? bootQueries.get(route.loader) : undefined;
    if (boot) sendQueryEarly(boot.query, boot.variables(params, url));
  }
}
