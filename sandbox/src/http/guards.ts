import type { SessionUser } from '@portal/rules';
import type { Request } from 'express';
import { toSessionUser, type UserRow } from '../db/users';
import { notAuthenticated, permissionDenied } from './errors';

export interface SignedIn {
  row: UserRow;
  user: SessionUser;
}

/** The signed-in user, or a DRF 403 "not authenticated". */
export function requireUser(req: Request): SignedIn {
  if (!req.user) throw notAuthenticated();
  return { row: req.user, user: toSessionUser(req.user) };
}

/** The signed-in user when the rules allow them, else the matching 403. */
export function requireAllowed(req: Request, allowed: (user: SessionUser) => boolean): SignedIn {
  const signedIn = requireUser(req);
  if (!allowed(signedIn.user)) throw permissionDenied();
  return signedIn;
}
