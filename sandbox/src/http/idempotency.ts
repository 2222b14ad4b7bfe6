import type { RequestHandler, Response } from 'express';
import type { Db } from '../db/module';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const EXEMPT_PREFIX = '/api/sandbox/';
const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a key is remembered (decision D-64). */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY = /^[\x21-\x7e]{1,255}$/;

const IDEMPOTENCY_DETAIL = {
  invalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  reused: 'This Idempotency-Key was already used for another request.',
  inFlight: 'A request with this Idempotency-Key is still being processed.',
} as const;

interface KeyRow {
  method: string;
  path: string;
  status: number | null;
  content_type: string | null;
  body: Buffer | null;
}

type Chunk = string | Buffer | Uint8Array;

function bufferOf(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return null;
}

/** Collects what the handler writes, and hands it over when the answer ends (even if the caller hung up). */
function captureAnswer(res: Response, onEnd: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    const buffer = bufferOf(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const buffer = typeof chunk === 'function' ? null : bufferOf(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    onEnd(Buffer.concat(chunks));
    return end(chunk, ...rest);
  }) as Response['end'];
}

/**
 * Idempotency-Key on writes (decision D-64, after the IETF httpapi-idempotency-key draft): a signed-in user's write
 * whose key this user sent within 24 hours for the same method and path answers the first answer (status, body,
 * content type) and runs nothing. The same key for another method or path is 422; while the first request still
 * runs, 409. A 5xx is not remembered, so the retry runs again. Writes without the header run as always.
 */
export function idempotencyMiddleware(db: Db): RequestHandler {
  const purge = db.prepare('DELETE FROM idempotency_keys WHERE created_at <= ?');
  const find = db.prepare<[number, string], KeyRow>(
    'SELECT method, path, status, content_type, body FROM idempotency_keys WHERE user_id = ? AND key = ?',
  );
  const reserve = db.prepare(
    'INSERT INTO idempotency_keys (user_id, key, method, path, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const remember = db.prepare(
    'UPDATE idempotency_keys SET status = ?, content_type = ?, body = ? WHERE user_id = ? AND key = ?',
  );
  const forget = db.prepare('DELETE FROM idempotency_keys WHERE user_id = ? AND key = ?');

  return (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    const user = req.user;
    if (!UNSAFE_METHODS.has(req.method) || req.path.startsWith(EXEMPT_PREFIX) || key === undefined || !user) {
      return next();
    }
    if (!KEY.test(key)) {
      res.status(400).json({ detail: IDEMPOTENCY_DETAIL.invalid });
      return;
    }
    const now = Date.now();
    purge.run(now - IDEMPOTENCY_TTL_MS);
    const path = req.originalUrl;
    const seen = find.get(user.id, key);
    if (seen) {
      if (seen.method !== req.method || seen.path !== path) {
        res.status(422).json({ detail: IDEMPOTENCY_DETAIL.reused });
      } else if (seen.status === null) {
        res.status(409).json({ detail: IDEMPOTENCY_DETAIL.inFlight });
      } else {
        res.status(seen.status).set(REPLAYED_HEADER, 'true');
        if (seen.content_type) res.type(seen.content_type);
        res.end(seen.body ?? undefined);
      }
      return;
    }
    reserve.run(user.id, key, req.method, path, now);
    captureAnswer(res, (body) => {
      if (res.statusCode >= 500) {
        forget.run(user.id, key);
        return;
      }
      const type = res.get('Content-Type');
      remember.run(res.statusCode, type ?? null, body.length > 0 ? body : null, user.id, key);
    });
    next();
  };
}
