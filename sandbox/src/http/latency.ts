import type { RequestHandler } from 'express';

/** Delays every answer by a fixed time (SANDBOX_LATENCY_MS), to benchmark against a slow upstream. */
export function latencyMiddleware(latencyMs: number): RequestHandler {
  return (_req, _res, next) => {
    setTimeout(next, latencyMs);
  };
}
