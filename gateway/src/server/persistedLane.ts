import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { sendRequestFailure } from '../lib/jsonAnswer';
import { logRequestFailure } from '../ops/failureLog';
import type { Logger } from '../ops/logger';
import type { KnownOperations } from '../ops/operations';
import { recordOf } from '../ops/requestRecord';
import { noteOperation, type RequestLog } from '../ops/requestLog';
import { JSON_BODY_LIMIT } from './limits';
import type { PreparedOperations } from './preparedOperations';

const GRAPHQL_PATH = '/graphql';

export interface PersistedLaneSettings {
  /** Answers every request the lane does not. */
  app: Express;
  log: RequestLog;
  known: KnownOperations;
  prepared: PreparedOperations;
  logger: Logger;
}

function isUtf8Json(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [type, ...parameters] = contentType.split(';');
  if (type!.trim().toLowerCase() !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name, value] = parameter.split('=');
    return name!.trim().toLowerCase() === 'charset' && value?.trim().replace(/^"|"$/g, '').toLowerCase() === 'utf-8';
  });
}

/** What the web client sends: a POST to /graphql with a UTF-8 JSON body of a known length within the limit. */
function claims(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || req.url !== GRAPHQL_PATH) return false;
  const length = Number(req.headers['content-length']);
  if (!(length > 0 && length <= JSON_BODY_LIMIT)) return false;
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return false;
  return isUtf8Json(req.headers['content-type']);
}

/** The body as text; null when the client went away before sending all of it. */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8')));
    req.once('error', () => resolve(null));
    req.once('close', () => resolve(null));
  });
}

/** JSON's own whitespace (space, tab, line feed, carriage return), then an object or an array. */
const JSON_START = /^[ \t\n\r]*[{[]/;

/** What express.json() accepts (strict: an object or an array, a byte order mark dropped); undefined otherwise. */
function parseJson(text: string): unknown {
  const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (!JSON_START.test(json)) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}

type BodiedRequest = IncomingMessage & { body?: unknown };

/**
 * Issue #14 (decision D-126): the web client's requests, persisted ids POSTed to /graphql, are answered here, before
 * Express. Express's router, body parser and response helpers cost more per request than the whole GraphQL work
 * of a persisted operation; this lane reads the body, begins the request's log line (or refuses it while draining)
 * and runs the prepared operation (D-122). Anything else, including a request whose body it read and then found is
 * not a known persisted id, goes on to Express unchanged: its body parser sees the body already read and keeps it.
 */
export function persistedLane(settings: PersistedLaneSettings): RequestListener {
  const { app, log, prepared } = settings;
  const fail = (res: ServerResponse, error: unknown) => {
    logRequestFailure(settings.logger, res, error);
    if (!res.headersSent) sendRequestFailure(res, 500);
  };
  return (req, res) => {
    if (!claims(req)) return void app(req, res);
    if (!log.begin(req, res)) return;
    readBody(req).then((text) => {
      if (text === null) return;
      const body = parseJson(text);
      // What Express's error handler answers for a body its JSON parser refuses.
      if (body === undefined) return sendRequestFailure(res, 400);
      const request = prepared.match(body, req.headers.accept);
      if (!request) {
        (req as BodiedRequest).body = body;
        return void app(req, res);
      }
      noteOperation(settings.known, recordOf(res)!, req.headers, request.docId, undefined);
      return prepared.run(request, req, res);
    }).catch((error: unknown) => fail(res, error));
  };
}
