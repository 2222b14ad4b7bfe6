import type { UserRow } from '../db/users';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types its Request through this global namespace
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
