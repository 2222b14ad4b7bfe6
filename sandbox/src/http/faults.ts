import type { RequestHandler } from 'express';

export interface Fault {
  method: string;
  path: string;
  /** The status to answer; left out (with delayMs) the call is only slowed and then answered normally. */
  status?: number;
  /** Wait this long before answering: a slow upstream (e.g. a compliance vendor timing out). */
  delayMs?: number;
  body?: unknown;
  /** How many more calls it answers; undefined means every call until cleared. */
  times?: number;
}

/** Injected failures, kept in memory per app: they are test scaffolding, not data. */
export class FaultStore {
  private faults: Fault[] = [];

  add(fault: Fault): Fault {
    const stored = { ...fault, method: fault.method.toUpperCase(), path: normalizePath(fault.path) };
    this.faults.push(stored);
    return { ...stored };
  }

  clear(): void {
    this.faults = [];
  }

  /** The fault answering this call, counting it down. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find((f) => f.method === method.toUpperCase() && f.path === path);
    if (fault?.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults = this.faults.filter((f) => f !== fault);
    }
    return fault;
  }
}

function normalizePath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

const CONTROL_PREFIX = '/api/sandbox/';

/** Answers a faulted call before any routing; the control calls stay reachable so faults can be cleared. */
export function faultMiddleware(store: FaultStore): RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith(CONTROL_PREFIX)) return next();
    const fault = store.take(req.method, req.path);
    if (!fault) return next();
    const answer = () => {
      if (fault.status === undefined) return next();
      res.status(fault.status);
      if (fault.body === undefined) res.end();
      else if (typeof fault.body === 'string') res.type('text/plain').send(fault.body);
      else res.json(fault.body);
    };
    if (fault.delayMs) setTimeout(answer, fault.delayMs);
    else answer();
  };
}
