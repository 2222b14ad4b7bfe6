import { CORPORATE_PERMISSIONS, type SessionUser } from '@portal/rules';
import type { AuthInfoBody } from '@portal/rules/contract';

const KNOWN_PERMISSIONS: readonly string[] = CORPORATE_PERMISSIONS;

/** AUTH-002: auth_info (API-008) in the portal's own field names. */
export function toSessionUser(info: AuthInfoBody): SessionUser {
  return {
    authenticated: true,
    userType: info.user_type,
    user: info.user,
    email: info.email,
    associateId: info.associate_id,
    internal: info.internal,
    // A permission the portal does not know grants nothing here; dropping it keeps the viewer valid.
    corporatePermissions: info.corporate_permissions.filter((p) => KNOWN_PERMISSIONS.includes(p)),
    staffAgents: info.staff_agents,
    userDetails: info.user_details,
    tosAccepted: info.tos_accepted,
  };
}
