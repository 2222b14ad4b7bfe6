import { OVERVIEW_PATH, type SessionUser } from '@portal/rules';

/**
 * SHELL-003 (decision D-20): the header's home link. A corporate employee goes to the overview, an agent to their
 * dashboard, everyone else to / (which sends each user to their landing page).
 */
export function headerHomePath(user: Pick<SessionUser, 'authenticated' | 'userType'> & { homePath: string }): string {
  if (!user.authenticated) return '/';
  if (user.userType === 'corp') return OVERVIEW_PATH;
  if (user.userType === 'agent') return user.homePath;
  return '/';
}
