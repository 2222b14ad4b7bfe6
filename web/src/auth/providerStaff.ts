import type { SessionUser } from '@portal/rules';

/**
 * The provider's own staff: a mirus user, or one viewing the portal as someone else (only they can, decision
 * D-19). They get the view-as control (AUTH-018) and the Shift+D shortcut (SHELL-005).
 */
export function isProviderStaff(user: Pick<SessionUser, 'authenticated' | 'userType'> & { viewingAs: boolean }): boolean {
  return user.authenticated && (user.userType === 'mirus' || user.viewingAs);
}
