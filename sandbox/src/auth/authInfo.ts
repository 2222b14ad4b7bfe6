import type { authInfo as authInfoSchema } from '@portal/rules/contract';
import type { z } from 'zod';
import { toSessionUser, type UserRow } from '../db/users';

/** The body of GET api/users/auth_info/ (API-008, AUTH-002), also the answer of API-009 and of a login. */
export function authInfo(row: UserRow): z.input<typeof authInfoSchema> {
  const user = toSessionUser(row);
  return {
    authenticated: true,
    user_type: user.userType ?? 'unknown',
    user: row.username,
    email: user.email,
    associate_id: user.associateId,
    internal: user.internal,
    corporate_permissions: [...user.corporatePermissions],
    staff_agents: [...user.staffAgents],
    user_details: user.userDetails,
    tos_accepted: user.tosAccepted,
  };
}
