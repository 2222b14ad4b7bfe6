import { toSessionUser, type UserRow } from '../db/users';

/** The body of GET api/users/auth_info/ (API-008, AUTH-002). */
export function authInfo(row: UserRow) {
  const user = toSessionUser(row);
  return {
    authenticated: true,
    user_type: user.userType,
    user: user.user,
    email: user.email,
    associate_id: user.associateId,
    internal: user.internal,
    corporate_permissions: user.corporatePermissions,
    staff_agents: user.staffAgents,
    user_details: user.userDetails,
    tos_accepted: user.tosAccepted,
  };
}
