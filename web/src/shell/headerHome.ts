import type { SessionUser } from '@portal/rules';

/**
 * SHELL-003 (decision D-20): the header's home link. A corporate employee goes to their /employees/{id}/ page until
 * the overview exists, an agent to their dashboard, everyone else to / (which sends each user to their landing page).
 */
export function headerHomePath(user: Pick<SessionUser, 'authenticated' | 'userType'> & { homePath: string }): string {
  if (user.authenticated && (user.userType === 'corp' || user.userType === 'agent')) return user.homePath;
  return '/';
}
