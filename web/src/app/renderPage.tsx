/**
 * The server renderer (decision D-248), built by `vite build --ssr` into web/dist-ssr/ and loaded by the gateway
 * (gateway/src/server/pageRender.ts). Everything a render uses is its own: a Relay environment holding only the
 * answers the gateway ran for this request, an emotion cache collecting only this page's styles, a static router.
 */
import createCache from '@emotion/cache';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createOperationDescriptor, Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { AppProviders } from './AppProviders';
import { routes } from './routes';
import { serverPageAt } from '../routes/serverPages';

/** A query the gateway runs for the page before rendering it: the persisted id the client would send. */
export interface PageQuery {
  id: string;
  variables: Record<string, unknown>;
}

export interface RenderedPage {
  /** The page's styles: one <style> for <head>, nonce placeholder included (the gateway puts the answer's nonce). */
  styles: string;
  /** The markup inside #root. */
  html: string;
  /** The Relay records the page was rendered from, for the client's store (routes/hydration.ts). */
  records: Record<string, unknown>;
}

const handler = createStaticHandler(routes);

/** The queries to run for a page at this path, or null when it is not rendered on the server. */
export function queriesFor(pathname: string): PageQuery[] | null {
  const page = serverPageAt(pathname);
  if (!page) return null;
  return page.queries.map(({ node, variables }) => {
    const id = node.params.id;
    if (!id) throw new Error(`${node.params.name} has no persisted id`);
    return { id, variables };
  });
}

function requestEnvironment(): Environment {
  return new Environment({
    // Whatever the page needs was run before the render; a render that asks for more is a defect, not a fetch.
    network: Network.create(() => {
      throw new Error('A server render fetches nothing: the gateway runs its queries first');
    }),
    store: new Store(new RecordSource()),
    isServer: true,
  });
}

/** The style rules this render inserted, as one element the browser's emotion cache adopts (data-emotion ids). */
function styleElement(inserted: Record<string, string | true | undefined>): string {
  const rules = Object.entries(inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const ids = rules.map(([id]) => id).join(' ');
  return `<style data-emotion="css ${ids}" nonce="placeholder">${rules.map(([, css]) => css).join('')}</style>`;
}

/**
 * The page at `url` rendered with the answers to its queries (in queriesFor's order), or null when the route does
 * not render here (a redirect, another page).
 */
export async function renderPage(url: string, answers: readonly GraphQLResponse[]): Promise<RenderedPage | null> {
  const page = serverPageAt(new URL(url).pathname);
  if (!page) return null;
  const environment = requestEnvironment();
  page.queries.forEach(({ node, variables }, i) => {
    const answer = answers[i];
    if (!answer || !('data' in answer) || !answer.data || ('errors' in answer && answer.errors?.length)) {
      throw new Error(`${node.params.name} did not answer with data`);
    }
    environment.commitPayload(createOperationDescriptor(node, variables), answer.data);
  });
  const loaderData = page.loaderData(environment);
  const context = await handler.query(new Request(url), {
    // The routes' own loaders are the browser's (they start queries in its one environment): here each route's
    // data is the page's, made in this request's environment; lazy route modules still load as usual.
    dataStrategy: async ({ matches }) => {
      const results = await Promise.all(
        matches.map(async (match) => [match.route.id, await match.resolve(() => Promise.resolve(loaderData[match.route.id] ?? null))] as const),
      );
      return Object.fromEntries(results);
    },
  });
  if (context instanceof Response || context.errors) return null;
  const styleCache = createCache({ key: 'css' });
  // compat: the rules are collected in the cache instead of written as <style> elements beside each element.
  styleCache.compat = true;
  const html = renderToString(
    <AppProviders environment={environment} styleCache={styleCache}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </AppProviders>,
  );
  return { styles: styleElement(styleCache.inserted), html, records: environment.getStore().getSource().toJSON() };
}
