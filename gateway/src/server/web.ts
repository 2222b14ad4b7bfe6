import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
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

/**
 * A built page with a fresh CSP nonce in its tags and its policy (decision D-160); next() when the build has no such
 * page. Never stored by a cache without asking again, and sent without a validator: a 304 would let the browser keep
 * a page whose nonces no longer match the policy it was just given.
 */
async function sendPage(file: string, policy: PagePolicy, req: Request, res: Response, next: NextFunction): Promise<void> {
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
    const body = html.replace(NONCE_ATTRIBUTE, ` nonce="${nonce}"`);
    res.status(200);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? undefined : body);
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
export function webClient(webDist: string, headers: SecurityHeaders): Router {
  const router = express.Router();
  const assets = path.join(webDist, 'assets') + path.sep;
  const index = path.join(webDist, INDEX_FILE);
  const sendIndex: RequestHandler = (req, res, next) => sendPage(index, headers.page, req, res, next).catch(next);
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
  router.use((req, res, next) => (isAppPath(req) ? sendIndex(req, res, next) : next()));
  return router;
}
