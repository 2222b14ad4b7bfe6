import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response } from 'express';
import type { Dispatcher } from 'undici';
import { MESSAGES } from '@portal/rules';
import { imageUploadCalls } from '@portal/rules/contract';
import type { GatewayContext } from '../context';

type ContextOf = (args: { req: Request; res: Response }) => Promise<GatewayContext>;

const FILE_NAME = /^[A-Za-z0-9_-]{1,80}\.(png|jpg|gif|webp)$/;
const IMAGE = /^image\/(png|jpeg|gif|webp)\s*(;|$)/i;

function headerOf(headers: Dispatcher.ResponseData['headers'], name: string): string {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function notFound(res: Response): void {
  res.status(404).type('text/plain; charset=utf-8').send('Not found');
}

/**
 * GET /media/uploads/{file}: the provider's uploaded media under the same path on the portal (decision D-108), so an
 * override's value (API-058's root-relative fileUrl) shows in the editor and the live view. Only an image answer of
 * the upstream is passed on, streamed, with its type and an immutable cache header (a stored file never changes).
 */
export function mediaRoute(contextOf: ContextOf): RequestHandler {
  return async (req, res) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const fileName = String(req.params.fileName ?? '');
    if (!FILE_NAME.test(fileName)) return notFound(res);
    const gone = new AbortController();
    res.once('close', () => gone.abort());
    let upstream: Dispatcher.ResponseData;
    try {
      const ctx = await contextOf({ req, res });
      upstream = await ctx.rest.stream(imageUploadCalls.media, {
        path: { fileName },
        accept: 'image/*',
        signal: gone.signal,
        failure: MESSAGES.imageUpload,
      });
    } catch {
      return res.status(502).type('text/plain; charset=utf-8').send(MESSAGES.generic);
    }
    const type = headerOf(upstream.headers, 'content-type');
    if (upstream.statusCode !== 200 || !IMAGE.test(type)) {
      await upstream.body.dump().catch(() => undefined);
      return notFound(res);
    }
    res.status(200);
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    const length = headerOf(upstream.headers, 'content-length');
    if (length) res.setHeader('Content-Length', length);
    try {
      await pipeline(upstream.body, res);
    } catch {
      // The upstream broke off or the browser left: both ends are destroyed, the image arrives incomplete.
    }
  };
}
