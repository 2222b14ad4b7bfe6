import { CSRF_HEADER } from '@portal/rules';
import type { RequestHandler, Response } from 'express';
import { CSRF_COOKIE, csrfCookie } from './cookies';
import { DETAIL } from './errors';
import { randomToken } from './tokens';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);
const EXEMPT_PREFIX = '/api/sandbox/';

export function setCsrfToken(res: Response): void {
  res.cookie(CSRF_COOKIE, randomToken(), csrfCookie);
}

/** Gives every client without a token one, like Django's ensure_csrf_cookie. */
export const ensureCsrfCookie: RequestHandler = (req, res, next) => {
  if (!req.cookies?.[CSRF_COOKIE]) setCsrfToken(res);
  next();
};

/** Unsafe methods must echo the csrftoken cookie in X-CSRFToken (sandbox control calls are exempt). */
export const checkCsrf: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method) || req.path.startsWith(EXEMPT_PREFIX)) return next();
  const cookie: unknown = req.cookies?.[CSRF_COOKIE];
  const header = req.get(CSRF_HEADER);
  if (typeof cookie === 'string' && cookie !== '' && header === cookie) return next();
  res.status(403).json({ detail: DETAIL.csrfFailed });
};
