import { CORPORATE_PERMISSIONS, isInternal, isUserType, type SessionUser, type UserType } from '@portal/rules';

/** The browser's view-as-user choice (AUTH-018..022, decision D-19), sent as URI-encoded JSON. */
export const VIEW_AS_HEADER = 'x-view-as';

export interface ViewAs {
  userType: UserType;
  id: string;
  corporatePermissions: string[];
  internal: boolean;
  staffAgents: string[];
}

function strings(value: unknown): string[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return null;
  return value.filter((v): v is string => typeof v === 'string' && v !== '');
}

/** The header's choice, or null when it is absent or malformed: a bad header is ignored, never an error. */
export function parseViewAs(header: string | string[] | undefined): ViewAs | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const id = typeof v.id === 'string' ? v.id.trim() : '';
  const permissions = strings(v.corporatePermissions);
  const staffAgents = strings(v.staffAgents);
  if (!isUserType(v.userType) || !id || typeof v.internal !== 'boolean' || !permissions || !staffAgents) return null;
  return {
    userType: v.userType,
    id,
    // Values outside the enum would fail the whole viewer; drop them instead.
    corporatePermissions: permissions.filter((p) => (CORPORATE_PERMISSIONS as readonly string[]).includes(p)),
    internal: v.internal,
    staffAgents,
  };
}

/** Only the provider's internal staff may view the portal as another user (AUTH-018). */
function mayViewAs(real: SessionUser): boolean {
  return real.authenticated && real.userType === 'mirus' && isInternal(real);
}

function emailDomain(email: string | null): string | null {
  const at = email?.lastIndexOf('@') ?? -1;
  return email && at >= 0 ? email.slice(at + 1) : null;
}

/**
 * The user every permission check sees (AUTH-020). A mirus id becomes an e-mail on the real user's domain, because
 * a mirus user's own id is the e-mail's local part (decision D-04), so homePath gives /mirus/{id}/.
 * The ToS state stays the real user's: accepting it is the real user's act.
 */
export function effectiveUser(real: SessionUser, viewAs: ViewAs | null): SessionUser {
  if (!viewAs || !mayViewAs(real)) return real;
  const domain = emailDomain(real.email ?? real.userDetails?.email ?? null);
  const email = viewAs.userType === 'mirus' ? (domain ? `${viewAs.id}@${domain}` : viewAs.id) : real.email;
  return {
    authenticated: true,
    userType: viewAs.userType,
    user: viewAs.id,
    email,
    associateId: viewAs.userType === 'agent' ? viewAs.id : null,
    internal: viewAs.internal,
    corporatePermissions: viewAs.corporatePermissions,
    staffAgents: viewAs.staffAgents,
    userDetails: { identifier: viewAs.id, email },
    tosAccepted: real.tosAccepted,
  };
}
