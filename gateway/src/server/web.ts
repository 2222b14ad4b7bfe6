import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Router } from 'express';

const LONG_CACHE = 'public, max-age=31536000, immutable';

export function wantsHtml(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
}

/** GET /graphql from a browser opens GraphiQL, which the web build provides (Apollo's landing page needs a CDN). */
export function graphiqlPage(webDist: string | undefined): RequestHandler {
  const file = webDist ? path.join(webDist, 'graphiql.html') : undefined;
  return (req, res, next) => {
    if (!file || !wantsHtml(req) || !existsSync(file)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(file);
  };
}

/** The built web client: hashed /assets/* are cached for good, everything else is revalidated. */
export function webClient(webDist: string): Router {
  const router = express.Router();
  const assets = path.join(webDist, 'assets') + path.sep;
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', filePath.startsWith(assets) ? LONG_CACHE : 'no-cache');
      },
    }),
  );
  const index = path.join(webDist, 'index.html');
  // SPA fallback: client-side routes get index.html.
  router.use((req, res, next) => {
    if (!wantsHtml(req) || req.path === '/graphql' || req.path.startsWith('/graphql/') || !existsSync(index)) {
      return next();
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
