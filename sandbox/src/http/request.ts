import type { UserRow } from '../db/users';

declare global {
  namespace Express {
    interface Request {
      /** The signed-in user of this request's session, if any. */
      user?: UserRow;
      /** The session key this request carried, when it named a live session. */
      sessionKey?: string;
    }
  }
}

export {};
