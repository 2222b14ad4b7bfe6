import { CSRF_COOKIE, SESSION_COOKIE } from '@portal/rules';
import type { CookieOptions } from 'express';

export { CSRF_COOKIE, SESSION_COOKIE };

export const SESSION_AGE_MS = 14 * 24 * 60 * 60 * 1000; // Django's SESSION_COOKIE_AGE
const CSRF_AGE_MS = 365 * 24 * 60 * 60 * 1000; // Django's CSRF_COOKIE_AGE

export const sessionCookie: CookieOptions = { path: '/', sameSite: 'lax', httpOnly: true, maxAge: SESSION_AGE_MS };
// Readable by scripts: the client copies it into the X-CSRFToken header.
export const csrfCookie: CookieOptions = { path: '/', sameSite: 'lax', httpOnly: false, maxAge: CSRF_AGE_MS };
