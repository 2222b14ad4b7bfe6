import type { Session } from '../sessionCache';
import { userTypeLabel } from '../../relay/viewAsChoice';

export interface ViewedUser {
  /** Who is being viewed, as a person reads it: "Bob Baker", else the id the portal has ("S9"). */
  name: string;
  /** "agent", "agent team member", … */
  type: string;
  /** The id as a secondary detail ("Associate id A1003"), only when the name is not the id itself. */
  idDetail: string | null;
}

const ID_WORDS: Record<string, string> = { agent: 'Associate id', staff: 'Staff id', corp: 'Employee id' };

/** AUTH-020 (issue #9): the user a provider staff member views the portal as, by name, the id only as a detail. */
export function viewedUser(session: Session): ViewedUser {
  const id = session.user ?? session.userDetails?.identifier ?? '';
  const name = session.viewedName ?? (id || 'another user');
  const idDetail = session.viewedName && id ? `${ID_WORDS[session.userType ?? ''] ?? 'Id'} ${id}` : null;
  return { name, type: userTypeLabel(session.userType), idDetail };
}
