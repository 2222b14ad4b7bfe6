import { existsSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

const LONG_CACHE = 'public, max-age=31536000, immutable';

function wantsHtml(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
}

const GRAPHIQL_FILE = 'graphiql.html';

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
export function graphiqlPage(webDist: string | undefined, gate?: GraphiqlGate): RequestHandler {
  const file = webDist ? path.join(webDist, GRAPHIQL_FILE) : undefined;
  return (req, res, next) => {
    if (!file || !wantsHtml(req) || !existsSync(file)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (!gate) return res.sendFile(file);
    gate(req, res).then(
      (allowed) => {
        if (allowed) return res.sendFile(file);
        res.status(403).type('text/plain').send(GRAPHIQL_REFUSED);
      },
      (error: unknown) => next(error),
    );
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
export function webClient(webDist: string): Router {
  const router = express.Router();
  const assets = path.join(webDist, 'assets') + path.sep;
  // The playground page is served at /graphql only, where graphiqlPage decides who gets it.
  router.use((req, res, next) => (req.path === `/${GRAPHIQL_FILE}` ? res.status(404).end() : next()));
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
  const index = path.join(webDist, 'index.html');
  // SPA fallback: every GET outside the API and the built files gets index.html, whatever it accepts (curl sends
  // */*); a missing /assets/* file stays a 404 so a stale chunk fails loudly instead of parsing html as script.
  router.use((req, res, next) => {
    if (!isAppPath(req) || !existsSync(index)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
