import { ANONYMOUS, CORPORATE_PERMISSIONS, isUserType, type SessionUser } from '@portal/rules';

function str(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return null;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(str).filter((v): v is string => v !== null) : [];
}

/** AUTH-002: auth_info (API-008) in the portal's own field names. */
export function toSessionUser(raw: unknown): SessionUser {
  if (!raw || typeof raw !== 'object') return ANONYMOUS;
  const r = raw as Record<string, unknown>;
  if (r.authenticated !== true) return ANONYMOUS;
  const details = r.user_details && typeof r.user_details === 'object' ? (r.user_details as Record<string, unknown>) : null;
  return {
    authenticated: true,
    userType: isUserType(r.user_type) ? r.user_type : 'unknown',
    user: str(r.user),
    email: str(r.email),
    associateId: str(r.associate_id),
    internal: r.internal === true,
    // Values outside the enum would fail the whole viewer; drop them instead.
    corporatePermissions: strings(r.corporate_permissions).filter((p) =>
      (CORPORATE_PERMISSIONS as readonly string[]).includes(p),
    ),
    staffAgents: strings(r.staff_agents),
    userDetails: details ? { identifier: str(details.identifier), email: str(details.email) } : null,
    tosAccepted: r.tos_accepted === true,
  };
}
