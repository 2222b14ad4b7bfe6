import type { Request, Response } from 'express';
import type { Dispatcher } from 'undici';
import { ViewerLoader } from '../auth/viewer';
import type { GatewayContext } from '../context';
import { RestClient } from '../rest/client';
import { CookieJar, csrfHeaderOf } from '../rest/cookies';

export interface ContextSettings {
  upstreamUrl: string;
  dispatcher: Dispatcher;
  timeoutMs: number;
  sandboxMode: boolean;
}

/** A fresh REST client and viewer per GraphQL request, bound to the browser's cookies. */
export function contextFactory(settings: ContextSettings) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<GatewayContext> => {
    const jar = new CookieJar(req.headers.cookie, csrfHeaderOf(req.headers));
    const rest = new RestClient({
      upstreamUrl: settings.upstreamUrl,
      dispatcher: settings.dispatcher,
      timeoutMs: settings.timeoutMs,
      jar,
      onSessionCookies: (lines) => res.setHeader('Set-Cookie', lines),
    });
    return { rest, viewer: new ViewerLoader(rest), sandboxMode: settings.sandboxMode };
  };
}
