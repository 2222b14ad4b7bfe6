import type { Request, RequestHandler, Response } from 'express';
import type { Db } from '../db/module';
import { findUserById } from '../db/users';
import { SESSION_AGE_MS, SESSION_COOKIE, sessionCookie } from './cookies';
import { setCsrfToken } from './csrf';
import { randomToken } from './tokens';

/** Loads the session named by the sessionid cookie (sessions live in SQLite, like django.contrib.sessions). */
export function sessionMiddleware(db: Db): RequestHandler {
  const find = db.prepare<[string, string], { user_id: number }>(
    'SELECT user_id FROM sessions WHERE key = ? AND expires_at > ?',
  );
  return (req, _res, next) => {
    const key: unknown = req.cookies?.[SESSION_COOKIE];
    if (typeof key === 'string' && key !== '') {
      const session = find.get(key, new Date().toISOString());
      const user = session && findUserById(db, session.user_id);
      if (user) {
        req.user = user;
        req.sessionKey = key;
      }
    }
    next();
  };
}

/** Signs a user in: a new session key (no fixation) and a rotated CSRF token, as Django's login() does. */
export function startSession(db: Db, req: Request, res: Response, userId: number): void {
  endSession(db, req);
  const key = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_AGE_MS).toISOString();
  db.prepare('INSERT INTO sessions (key, user_id, expires_at) VALUES (?, ?, ?)').run(key, userId, expiresAt);
  res.cookie(SESSION_COOKIE, key, sessionCookie);
  setCsrfToken(res);
}

export function endSession(db: Db, req: Request, res?: Response): void {
  const key: unknown = req.cookies?.[SESSION_COOKIE];
  if (typeof key === 'string') db.prepare('DELETE FROM sessions WHERE key = ?').run(key);
  if (res) res.clearCookie(SESSION_COOKIE, sessionCookie); // Express 5 ignores maxAge here
}
