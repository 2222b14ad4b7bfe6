import type { RequestHandler } from 'express';

export interface LoggedRequest {
  method: string;
  path: string;
}

const CONTROL_PREFIX = '/api/sandbox/';
/** Enough for a few page loads; older entries drop off so a long-running sandbox stays small. */
const LIMIT = 500;

/**
 * The calls the sandbox received, kept in memory: test scaffolding, like faults. End-to-end tests read it to prove
 * which upstream calls a real browser's navigation causes (SHELL-032), not which a hand-written document would.
 */
export class RequestLog {
  private entries: LoggedRequest[] = [];

  record(entry: LoggedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > LIMIT) this.entries.splice(0, this.entries.length - LIMIT);
  }

  list(): LoggedRequest[] {
    return this.entries.map((e) => ({ ...e }));
  }

  clear(): void {
    this.entries = [];
  }
}

export function requestLogMiddleware(log: RequestLog): RequestHandler {
  return (req, _res, next) => {
    if (!req.path.startsWith(CONTROL_PREFIX)) log.record({ method: req.method, path: req.path });
    next();
  };
}
