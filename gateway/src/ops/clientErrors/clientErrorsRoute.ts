import { CLIENT_ERROR_LIMITS as LIMITS } from '@portal/rules';
import express, { Router, type ErrorRequestHandler, type Response } from 'express';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Logger } from '../logger';
import type { GatewayMetrics } from '../metrics';
import { recordOf } from '../requestRecord';
import { readBatch } from './batch';

/** The most report lines one instance writes per minute; what is over is only counted (decision D-192). */
export const CLIENT_ERROR_LOG_BUDGET = { lines: 300, seconds: 60 } as const;

/** Its own log stream: every line carries name "client-errors". */
const CLIENT_ERRORS_LOGGER = 'client-errors';

const answer = (res: Response, status: number) => {
  res.setHeader('Cache-Control', 'no-store');
  res.status(status).end();
};

/** An unreadable body: too large (413), not JSON (400) or in a charset other than UTF-8 (415); never an echo. */
const bodyFailure: ErrorRequestHandler = (err: { status?: number }, _req, res, next) => {
  if (res.headersSent) return next(err);
  const status = err.status === 413 || err.status === 415 ? err.status : 400;
  answer(res, status);
};

/**
 * CONST-044 (decision D-192): POST /client-errors takes the browser's error reports: JSON only, at most 64 kB and 10
 * reports, answered 204 with no body. No session, cookie or header is read or logged: the reports are scrubbed
 * texts, the build and the route's pattern. Each report is one line of the "client-errors" log stream and counted in
 * portal_client_errors_total{kind}.
 */
export function clientErrorsRoute(logger: Logger, metrics: GatewayMetrics): Router {
  const log = logger.child({ name: CLIENT_ERRORS_LOGGER });
  const budget = new RateLimiterMemory({ points: CLIENT_ERROR_LOG_BUDGET.lines, duration: CLIENT_ERROR_LOG_BUDGET.seconds });
  const router = Router();
  router.post('/', express.json({ limit: LIMITS.bodyBytes, type: 'application/json' }), async (req, res) => {
    if (!req.is('application/json')) return answer(res, 415);
    const batch = readBatch(req.body);
    if (!batch) return answer(res, 400);
    for (const r of batch.reports) metrics.clientError(r.kind, r.count);
    try {
      await budget.consume('lines', batch.reports.length);
    } catch {
      metrics.clientErrorsOverBudget(batch.reports.length);
      return answer(res, 429);
    }
    const reqId = recordOf(res)?.id;
    for (const r of batch.reports) {
      log.error(
        { reqId, kind: r.kind, errorName: r.name, message: r.message, stack: r.stack, route: r.route, count: r.count, version: batch.version, commit: batch.commit },
        'browser error',
      );
    }
    answer(res, 204);
  });
  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    answer(res, 405);
  });
  router.use(bodyFailure);
  return router;
}
