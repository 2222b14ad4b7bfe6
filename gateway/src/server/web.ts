import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import { constants as zlibConstants } from 'node:zlib';
import type { PageRender, RenderedParts } from './pageRender';
import { pageNonce, type SecurityHeaders } from './securityHeaders';

const LONG_CACHE = 'public, max-age=31536000, immutable';

function wantsHtml(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
}

const GRAPHIQL_FILE = 'graphiql.html';
const INDEX_FILE = 'index.html';

type PagePolicy = SecurityHeaders['page'];

/** The nonce attributes Vite writes into a built page's tags (web/vite.config.ts `html.cspNonce`). */
const NONCE_ATTRIBUTE = / nonce="[^"]*"/g;

// A page is made per answer (its nonce, a rendered page's markup), so it is compressed per answer, as GraphQL's are.
const compressPage = compression({ threshold: 1024, level: 6, brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } });

const SERVER_DATA_ID = 'portal-server-data'; // web/src/routes/hydration.ts
const EMPTY_ROOT = '<div id="root"></div>';

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>/g;

/**
 * The built page's entry script and preloads, started once the rendered page has painted instead of while the page
 * is parsed: the first paint never waits for the scripts, on any network (the page is readable, then interactive).
 */
function scriptsAfterFirstPaint(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const loader =
    `<script nonce="placeholder">(function(){var started=false;function start(){if(started)return;started=true;` +
    `var head=document.head;${JSON.stringify(preloads)}.forEach(function(href){var l=document.createElement('link');` +
    `l.rel='modulepreload';l.crossOrigin='';l.href=href;head.appendChild(l)});var s=document.createElement('script');` +
    `s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};head.appendChild(s)}` +
    // After the next frame, or soon in a tab that draws no frames (opened in the background).
    `requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,200)})()</script>`;
  return html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</body>', `  ${loader}\n  </body>`);
}

/** index.html with a server-rendered page in it: its styles in <head>, its markup in #root, its data after it. */
function withRenderedPage(html: string, parts: RenderedParts): string {
  if (!html.includes(EMPTY_ROOT)) return html;
  return scriptsAfterFirstPaint(html)
    .replace('</head>', `${parts.styles}\n  </head>`)
    .replace(
      EMPTY_ROOT,
      `<div id="root" data-server-rendered>${parts.html}</div>\n    <script type="application/json" id="${SERVER_DATA_ID}" nonce="placeholder">${parts.data}</script>`,
    );
}

/**
 * A built page with a fresh CSP nonce in its tags and its policy (decision D-160), and the rendered page when there is
 * one; next() when the build has no such page. Never stored by a cache without asking again, and sent without a
 * validator: a 304 would let the browser keep a page whose nonces no longer match the policy it was just given.
 */
async function sendPage(
  file: string,
  policy: PagePolicy,
  req: Request,
  res: Response,
  next: NextFunction,
  rendered: RenderedParts | null = null,
): Promise<void> {
  let html: string;
  try {
    html = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return next();
    throw error;
  }
  const nonce = pageNonce(res);
  policy(req, res, (error) => {
    if (error) return next(error);
    const body = (rendered ? withRenderedPage(html, rendered) : html).replace(NONCE_ATTRIBUTE, ` nonce="${nonce}"`);
    compressPage(req, res, () => {
      res.status(200);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  });
}

/** A browser asking for /graphql gets GraphiQL's page when the build has one; everything else is GraphQL. */
export function opensGraphiql(req: IncomingMessage, webDist: string | undefined): boolean {
  return webDist !== undefined && wantsHtml(req) && existsSync(path.join(webDist, GRAPHIQL_FILE));
}

/** Whether this browser may open GraphiQL; everyone when not given (outside production). */
export type GraphiqlGate = (req: Request, res: Response) => Promise<boolean>;

const GRAPHIQL_REFUSED = 'The GraphQL playground is available to signed-in provider staff only.';

/**
 * GET /graphql from a browser opens GraphiQL, which the web build provides (Apollo's landing page needs a CDN).
 * In production only internal provider staff get it (decision D-61); others get a 403 page.
 */
export function graphiqlPage(webDist: string | undefined, headers: SecurityHeaders, gate?: GraphiqlGate): RequestHandler {
  const file = webDist ? path.join(webDist, GRAPHIQL_FILE) : undefined;
  return (req, res, next) => {
    if (!file || !wantsHtml(req)) return next();
    const allowed = gate ? gate(req, res) : Promise.resolve(true);
    allowed.then(async (allowed) => {
      if (allowed) return sendPage(file, headers.playground, req, res, next);
      res.setHeader('Cache-Control', 'no-cache');
      res.status(403).type('text/plain').send(GRAPHIQL_REFUSED);
    }).catch((error: unknown) => next(error));
  };
}

const API_PREFIXES = ['/graphql', '/assets'];

/** A GET or HEAD for a client-side route: anything that is not the GraphQL endpoint or a built asset. */
function isAppPath(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  return !API_PREFIXES.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`));
}

/**
 * The built web client: hashed /assets/* are cached for good, everything else is revalidated. The build stores each
 * asset beside itself as .br and .gz (web/vite.config.ts, decision D-111); the one the browser accepts is sent with
 * its Content-Encoding and `Vary: Accept-Encoding` (brotli first when both are accepted), else the file itself.
 */
export function webClient(webDist: string, headers: SecurityHeaders, pages: PageRender | null = null): Router {
  const router = express.Router();
  const assets = path.join(webDist, 'assets') + path.sep;
  const index = path.join(webDist, INDEX_FILE);
  const sendIndex: RequestHandler = (req, res, next) => sendPage(index, headers.page, req, res, next).catch(next);
  // Issue #27 (decision D-248): a page the server renders comes with its markup; every other route gets index.html.
  const sendApp: RequestHandler = (req, res, next) => {
    if (!pages || req.method !== 'GET') return sendIndex(req, res, next);
    pages
      .render(req, res)
      .then((rendered) => sendPage(index, headers.page, req, res, next, rendered))
      .catch(next);
  };
  // The playground page is served at /graphql only, where graphiqlPage decides who gets it.
  router.use((req, res, next) => (req.path === `/${GRAPHIQL_FILE}` ? res.status(404).end() : next()));
  // The built index.html is never sent as it is: it needs this answer's nonce.
  router.get(`/${INDEX_FILE}`, sendIndex);
  router.use(
    expressStaticGzip(webDist, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders: (res, filePath) => {
          res.setHeader('Cache-Control', filePath.startsWith(assets) ? LONG_CACHE : 'no-cache');
        },
      },
    }),
  );
  // SPA fallback: every GET outside the API and the built files gets index.html, whatever it accepts (curl sends
  // */*); a missing /assets/* file stays a 404 so a stale chunk fails loudly instead of parsing html as script.
  router.use((req, res, next) => (isAppPath(req) ? sendApp(req, res, next) : next()));
  return router;
}
