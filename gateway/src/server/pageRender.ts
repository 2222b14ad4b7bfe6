import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FormattedExecutionResult } from 'graphql';
import { SESSION_COOKIE } from '@portal/rules';
import { parseCookie } from 'cookie';
import type { Logger } from '../ops/logger';

/** What web/src/app/renderPage.tsx exports (the web build's server renderer, decision D-248). */
interface Renderer {
  queriesFor(pathname: string): { id: string; variables: Record<string, unknown> }[] | null;
  renderPage(url: string, answers: readonly FormattedExecutionResult[]): Promise<{ styles: string; html: string; records: Record<string, unknown> } | null>;
}

/** A query run in the page request's context (the pipeline's runQuery). */
export type RunQuery = (req: IncomingMessage, res: ServerResponse, docId: string, variables: Record<string, unknown>) => Promise<FormattedExecutionResult>;

/** The parts a rendered page adds to the built index.html. */
export interface RenderedParts {
  styles: string;
  html: string;
  data: string;
}

export interface PageRender {
  /** The page at this request's path rendered, or null when the gateway does not render it (the client does). */
  render(req: IncomingMessage, res: ServerResponse): Promise<RenderedParts | null>;
}

/** The server renderer is built beside the client: web/dist → web/dist-ssr/renderPage.js (web/vite.config.ts). */
function rendererFileFor(webDist: string): string {
  return path.join(path.dirname(webDist), `${path.basename(webDist)}-ssr`, 'renderPage.js');
}

/** JSON that cannot end the <script> element it travels in. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Issue #27 (decision D-248): the pages the web build's renderer knows are answered with their markup, styles and
 * data instead of an empty root. Only a browser without a session gets a rendered page (the login page is the one
 * rendered today); a failed render is logged and the page is sent unrendered, as before.
 */
export function pageRender(webDist: string, runQuery: RunQuery, logger: Logger): PageRender | null {
  const file = rendererFileFor(webDist);
  if (!existsSync(file)) return null;
  let loading: Promise<Renderer> | null = null;
  const renderer = () => (loading ??= import(pathToFileURL(file).href) as Promise<Renderer>);
  void renderer().catch((error: unknown) => logger.error({ err: error, file }, 'the server renderer did not load'));

  return {
    async render(req, res) {
      const cookies = parseCookie(req.headers.cookie ?? '');
      if (cookies[SESSION_COOKIE]) return null;
      const url = new URL(req.url ?? '/', 'http://portal.invalid');
      try {
        const { queriesFor, renderPage } = await renderer();
        const queries = queriesFor(url.pathname);
        if (!queries) return null;
        // In parallel, each through the one pipeline with this request's context (its cookies, its client address).
        const answers = await Promise.all(queries.map((q) => runQuery(req, res, q.id, q.variables)));
        const page = await renderPage(url.href, answers);
        if (!page) return null;
        return { styles: page.styles, html: page.html, data: scriptSafeJson({ records: page.records }) };
      } catch (error) {
        logger.error({ err: error, path: url.pathname }, 'a page did not render on the server; sent unrendered');
        return null;
      }
    },
  };
}
