import { GraphQLError } from 'graphql';
import { canReadCorporateUser, CORPORATE_PERMISSIONS, MESSAGES, type CorporatePermission } from '@portal/rules';
import { overviewCalls } from '@portal/rules/contract';
import type { CorporateUser } from '../__generated__/resolvers';
import { requireUser } from '../session/guards';
import type { GatewayContext } from '../context';
import { objectId } from '../lib/objectId';

const isKnownPermission = (p: string): p is CorporatePermission => (CORPORATE_PERMISSIONS as readonly string[]).includes(p);

/**
 * API-067, OVERVIEW-011 (decision D-46): the corporate employee themself or provider staff; anyone else is FORBIDDEN
 * before any call. Failure: ERR-002 (the spec has no text for it).
 */
export async function loadCorporateUser(ctx: GatewayContext, employeeId: string): Promise<CorporateUser> {
  const user = await requireUser(ctx);
  if (!canReadCorporateUser(user, employeeId)) {
    throw new GraphQLError(MESSAGES.forbidden, { extensions: { code: 'FORBIDDEN' } });
  }
  const record = await ctx.rest.call(overviewCalls.corporateUser, { path: { employeeId }, failure: MESSAGES.generic });
  return {
    id: objectId('CorporateUser', record.employee_id),
    employeeId: record.employee_id,
    username: record.username,
    email: record.email,
    // Unknown permission names are dropped, as in auth_info (AUTH-017).
    corporatePermissions: record.corporate_permissions.filter(isKnownPermission),
  };
}
