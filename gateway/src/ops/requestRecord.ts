import type { ServerResponse } from 'node:http';
import type { GatewayContext } from '../context';

/** What one request did, filled in as it runs and written out once when it ends (one log line, its metrics). */
export interface RequestRecord {
  id: string;
  /** performance.now() at arrival. */
  started: number;
  operation?: string;
  clientName: string;
  clientVersion?: string;
  /** The signed-in user's type ("anonymous" when nobody is); never who it is (D-114). */
  userType?: string;
  upstreamCalls: number;
  /** Worst upstream answer: no answer (null) beats 5xx beats 4xx beats 2xx; undefined when no call was made. */
  worstUpstreamStatus?: number | null;
  errorCodes: string[];
  /** The request's trace id when tracing is on (D-128). */
  traceId?: string;
}

/**
 * A property on the response and on the GraphQL context, not a WeakMap entry: Apollo hands plugins a shallow copy of
 * the context (which copies the property), and a WeakMap entry per request is work for every garbage collection
 * (issue #14, gateway overhead).
 */
const RECORD = Symbol('requestRecord');
type Recorded = { [RECORD]?: RequestRecord };

export function attachRecord(res: ServerResponse, record: RequestRecord): void {
  (res as Recorded)[RECORD] = record;
}

/** The GraphQL context of a request shares its record (for the Apollo plugin). */
export function attachContextRecord(ctx: GatewayContext, record: RequestRecord): void {
  (ctx as Recorded)[RECORD] = record;
}

/** The record of a request; undefined outside the gateway's app (a test building a context by hand). */
export function recordOf(of: ServerResponse | GatewayContext): RequestRecord | undefined {
  return (of as Recorded)[RECORD];
}

function rank(status: number | null): number {
  return status === null ? 1_000 : status;
}

/** Counts one upstream call and keeps the worst status. */
export function noteUpstream(record: RequestRecord, status: number | null): void {
  record.upstreamCalls += 1;
  const worst = record.worstUpstreamStatus;
  if (worst === undefined || rank(status) > rank(worst)) record.worstUpstreamStatus = status;
}
