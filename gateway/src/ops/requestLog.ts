import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { CLIENT_NAME_HEADER, WEB_CLIENT_NAME } from '@portal/rules';
import type { Drain } from './drain';
import type { Logger } from './logger';
import type { GatewayMetrics } from './metrics';
import type { KnownOperations } from './operations';
import { attachRecord, recordOf, type RequestRecord } from './requestRecord';
import { REQUEST_ID_HEADER, requestIdOf } from './requestId';
import { activeTraceId } from '../lib/tracing';

const CLIENT_VERSION_HEADER = 'apollographql-client-version';
const MAX_FIELD = 64;

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first.slice(0, MAX_FIELD) : undefined;
}

/** The operation's name and the client's, for the log line and the metric labels. */
export function noteOperation(
  known: KnownOperations,
  record: RequestRecord,
  headers: IncomingHttpHeaders,
  docId: string | undefined,
  nameSent: string | undefined,
): void {
  record.operation = (docId !== undefined ? known.byId.get(docId) : undefined) ?? nameSent;
  // The web client sends persisted ids without naming itself.
  if (!header(headers, CLIENT_NAME_HEADER) && docId !== undefined) record.clientName = WEB_CLIENT_NAME;
}

export interface RequestLogSettings {
  logger: Logger;
  metrics: GatewayMetrics;
  known: KnownOperations;
  /** Refuses requests while draining and counts those in flight. */
  drain: Drain;
}

function finish(settings: RequestLogSettings, req: IncomingMessage, res: ServerResponse, record: RequestRecord, path: string): void {
  settings.drain.inFlight.count -= 1;
  const seconds = (performance.now() - record.started) / 1000;
  const graphql = path === '/graphql' || path.startsWith('/graphql/');
  if (graphql) {
    settings.metrics.graphqlRequest(settings.known.label(record.operation), record.clientName, seconds);
    for (const code of record.errorCodes) settings.metrics.graphqlError(code);
  }
  // Field by field: never a header, a cookie, a query string or a body (decision D-114).
  settings.logger.info(
    {
      reqId: record.id,
      method: req.method,
      path: path.slice(0, 200),
      status: res.writableFinished ? res.statusCode : 'aborted',
      ms: Math.round(seconds * 10_000) / 10,
      operation: record.operation,
      client: record.clientName,
      clientVersion: record.clientVersion,
      userType: record.userType,
      upstreamCalls: record.upstreamCalls,
      upstreamWorst: record.worstUpstreamStatus === null ? 'no answer' : record.worstUpstreamStatus,
      errors: record.errorCodes.length > 0 ? record.errorCodes : undefined,
      traceId: record.traceId,
    },
    'request',
  );
}

export interface RequestLog {
  /**
   * Gives a request its id (X-Request-Id in and out) and writes its log line and metrics when it ends; while the
   * instance drains, refuses it instead (not logged) and returns false.
   */
  begin(req: IncomingMessage, res: ServerResponse): boolean;
  /** begin() as an Express layer, for the requests outside GraphQL (the pipeline begins its own, D-127). */
  middleware: RequestHandler;
}

export function requestLog(settings: RequestLogSettings): RequestLog {
  const begin = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (settings.drain.draining) {
      settings.drain.refuse(res);
      return false;
    }
    const record: RequestRecord = {
      id: requestIdOf(req.headers[REQUEST_ID_HEADER]),
      started: performance.now(),
      clientName: header(req.headers, CLIENT_NAME_HEADER) ?? 'unknown',
      clientVersion: header(req.headers, CLIENT_VERSION_HEADER),
      upstreamCalls: 0,
      errorCodes: [],
      traceId: activeTraceId(),
    };
    // Read now: Express rewrites req.url while a request passes a mounted router.
    const path = (req.url ?? '/').split('?')[0]!;
    attachRecord(res, record);
    res.setHeader('X-Request-Id', record.id);
    settings.drain.inFlight.count += 1;
    // 'close' is emitted once per response, finished or aborted.
    res.on('close', () => finish(settings, req, res, record, path));
    return true;
  };
  return {
    begin,
    middleware: (req, res, next) => {
      if (recordOf(res) !== undefined || begin(req, res)) next();
    },
  };
}
