import type { IncomingMessage, ServerResponse } from 'node:http';
import bodyParser from 'body-parser';
import { JSON_BODY_LIMIT } from '../limits';

/** The body's JSON, or the HTTP status of why it could not be read (400 unparseable, 413 too large, 415 encoding). */
export type BodyResult = { ok: true; body: unknown } | { ok: false; status: number };

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

function essenceOf(contentType: string | undefined): string | undefined {
  return contentType?.split(';')[0]!.trim().toLowerCase();
}

/** Only `application/json` bodies are read, as express.json() does; any other type is an empty body. */
export function isJsonBody(req: IncomingMessage): boolean {
  return essenceOf(req.headers['content-type']) === 'application/json';
}

/** A UTF-8 body of a known length within the limit, not encoded: what the web client always sends. */
function isPlainUtf8(req: IncomingMessage): boolean {
  const length = Number(req.headers['content-length']);
  if (!(length > 0 && length <= JSON_BODY_LIMIT)) return false;
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return false;
  const [, ...parameters] = req.headers['content-type']!.split(';');
  return parameters.every((parameter) => {
    const [name, value] = parameter.split('=');
    return name!.trim().toLowerCase() === 'charset' && value?.trim().replace(/^"|"$/g, '').toLowerCase() === 'utf-8';
  });
}

function readUtf8(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8')));
    req.once('error', () => resolve(null));
    req.once('close', () => resolve(null));
  });
}

/** Every other JSON body (compressed, chunked, another UTF charset, too large): body-parser, as express.json() did. */
const jsonParser = bodyParser.json({ limit: JSON_BODY_LIMIT });

function readWithBodyParser(req: IncomingMessage, res: ServerResponse): Promise<BodyResult | null> {
  return new Promise((resolve) => {
    const carrier = req as IncomingMessage & { body?: unknown };
    jsonParser(carrier, res, (error?: { status?: number; statusCode?: number }) => {
      if (error) resolve({ ok: false, status: error.status ?? error.statusCode ?? 400 });
      else resolve({ ok: true, body: carrier.body });
    });
  });
}

/**
 * The JSON body of a POST (decision D-127). The web client's requests take a plain reader: body-parser's type,
 * charset and encoding machinery cost more per request than running a persisted operation (D-126). Null when the
 * client went away before sending all of it.
 */
export async function readJsonBody(req: IncomingMessage, res: ServerResponse): Promise<BodyResult | null> {
  // Refused unread: reading megabytes only to throw them away would hold the connection (the answer closes it).
  if (Number(req.headers['content-length']) > JSON_BODY_LIMIT) return { ok: false, status: 413 };
  if (!isPlainUtf8(req)) return readWithBodyParser(req, res);
  const text = await readUtf8(req);
  if (text === null) return null;
  const body = parseJson(text);
  return body === undefined ? { ok: false, status: 400 } : { ok: true, body };
}
