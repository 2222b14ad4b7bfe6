import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import './http/request';
import { areas } from './areas';
import type { AreaContext } from './area';
import { resetDatabase } from './db/open';
import type { Db } from './db/module';
import { jsonBody } from './http/body';
import { checkCsrf, ensureCsrfCookie } from './http/csrf';
import { errorHandler, notFoundHandler } from './http/errors';
import { FaultStore, faultMiddleware } from './http/faults';
import { idempotencyMiddleware } from './http/idempotency';
import { latencyMiddleware } from './http/latency';
import { RequestLog, requestLogMiddleware } from './http/requestLog';
import { sessionMiddleware } from './http/session';

export interface SandboxAppOptions {
  db: Db;
  /** Delay before every answer. */
  latencyMs?: number;
}

/** The sandbox's REST API (docs/sandbox-api.md) as an Express app over an open database. */
export function createSandboxApp({ db, latencyMs = 0 }: SandboxAppOptions): Express {
  const faults = new FaultStore();
  const requests = new RequestLog();
  const ctx: AreaContext = {
    db,
    faults,
    requests,
    reset: (options) => {
      resetDatabase(db, options);
      faults.clear();
      requests.clear();
    },
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  if (latencyMs > 0) app.use(latencyMiddleware(latencyMs));
  app.use(requestLogMiddleware(requests));
  app.use(cookieParser());
  app.use(faultMiddleware(faults));
  app.use(ensureCsrfCookie);
  app.use(checkCsrf);
  app.use(jsonBody);
  app.use(sessionMiddleware(db));
  app.use(idempotencyMiddleware(db));

  const router = express.Router();
  for (const area of areas) area.routes(router, ctx);
  app.use(router);

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
