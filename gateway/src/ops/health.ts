import type { RequestHandler } from 'express';
import { request, type Dispatcher } from 'undici';

export interface ReadinessSettings {
  /** The default backend's base URL (with a trailing slash). */
  upstreamUrl: string;
  dispatcher: Dispatcher;
  timeoutMs: number;
  /** True once the instance is draining: no longer ready. */
  draining: () => boolean;
}

/** A probe's answer is reused this long, so many pollers cost the upstream one call per interval. */
const PROBE_REUSE_MS = 2_000;
/** Any HTTP answer proves the upstream is up; auth_info without a session is its cheapest (a 403). */
const PROBE_PATH = 'api/users/auth_info/';

/** GET /healthz: the process runs and its event loop answers. */
export const healthz: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json({ status: 'ok' });
};

/** GET /readyz: the schema is loaded (it is, once the app exists), not draining, and the upstream answers in time. */
export function readyz(settings: ReadinessSettings): RequestHandler {
  let last: { at: number; probe: Promise<boolean> } | null = null;
  const probe = async (): Promise<boolean> => {
    try {
      const response = await request(new URL(PROBE_PATH, settings.upstreamUrl), {
        method: 'GET',
        dispatcher: settings.dispatcher,
        headersTimeout: settings.timeoutMs,
        bodyTimeout: settings.timeoutMs,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      await response.body.dump();
      return response.statusCode < 500;
    } catch {
      return false;
    }
  };
  return (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    if (settings.draining()) {
      res.status(503).json({ status: 'draining' });
      return;
    }
    const now = performance.now();
    if (!last || now - last.at > PROBE_REUSE_MS) last = { at: now, probe: probe() };
    last.probe.then((up) => {
      if (up) res.json({ status: 'ready' });
      else res.status(503).json({ status: 'upstream unavailable' });
    }, next);
  };
}
