import type { Request, Response } from 'express';
import type { Dispatcher } from 'undici';
import type { LoginThrottle } from '../auth/loginThrottle';
import { parseViewAs, VIEW_AS_HEADER } from '../auth/viewAs';
import { ViewerLoader } from '../auth/viewer';
import type { GatewayContext } from '../context';
import { RestClient } from '../rest/client';
import { CookieJar, csrfHeaderOf } from '../rest/cookies';
import { browserIdempotencyKey, IDEMPOTENCY_HEADER } from '../rest/idempotencyKey';
import { BACKEND_HEADER, chooseBackend, type Backends } from '../lib/backends';

export interface ContextSettings {
  backends: Backends;
  dispatcher: Dispatcher;
  timeoutMs: number;
  devMode: boolean;
  production: boolean;
  loginThrottle: LoginThrottle;
}

/** A fresh REST client and viewer per GraphQL request, bound to the browser's cookies and backend choice. */
export function contextFactory(settings: ContextSettings) {
  return async ({ req, res }: { req: Request; res: Response }): Promise<GatewayContext> => {
    const backend = chooseBackend(settings.backends, req.headers[BACKEND_HEADER]);
    const jar = new CookieJar(req.headers.cookie, csrfHeaderOf(req.headers));
    const rest = new RestClient({
      upstreamUrl: backend.url,
      dispatcher: settings.dispatcher,
      timeoutMs: settings.timeoutMs,
      jar,
      onSessionCookies: (lines) => res.setHeader('Set-Cookie', lines),
      idempotencyKey: browserIdempotencyKey(req.headers[IDEMPOTENCY_HEADER]),
    });
    return {
      rest,
      viewer: new ViewerLoader(rest, parseViewAs(req.headers[VIEW_AS_HEADER])),
      sandboxMode: backend.sandbox,
      loginThrottle: settings.loginThrottle.forClient(req.ip),
      portal: {
        devMode: settings.devMode,
        production: settings.production,
        backend,
        backends: settings.backends.choices,
      },
    };
  };
}
