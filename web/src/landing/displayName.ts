import type { Session } from '../auth/sessionCache';

/** How a landing page greets the user: their name, else their identifier or e-mail. */
export function displayName(session: Session): string {
  return session.user ?? session.userDetails?.identifier ?? session.email ?? session.userDetails?.email ?? 'there';
}
