import type { SessionUser } from '@portal/rules';
import { PATHS } from '../routes/paths';

/**
 * SHELL-003 (decision D-20): the header's home link. A corporate employee goes to the overview, an agent to their
 * dashboard, everyone else to / (which sends each user to their landing page).
 */
export function headerHomePath(user: Pick<SessionUser, 'authenticated' | 'userType'> & { homePath: string }): string {
  if (!user.authenticated) return PATHS.home.href();
  if (user.userType === 'corp') return PATHS.overview.href();
  if (user.userType === 'agent') return user.homePath;
  return PATHS.home.href();
}
