import { GraphQLError } from 'graphql';
import { canReadCorporateUser, CORPORATE_PERMISSIONS, MESSAGES } from '@portal/rules';
import { requireUser } from '../auth/guards';
import type { GatewayContext } from '../context';
import { objectId } from '../billing/ids';
import { text } from '../billing/values';
import { upstreamFailure } from '../rest/errors';
import { record } from '../stats/range';
import { corporateUserPath } from './paths';

/**
 * API-067, OVERVIEW-011 (decision D-46): the corporate employee themself or provider staff; anyone else is FORBIDDEN
 * before any call. Failure: ERR-002 (the spec has no text for it).
 */
export async function loadCorporateUser(ctx: GatewayContext, employeeId: string) {
  const user = await requireUser(ctx);
  if (!canReadCorporateUser(user, employeeId)) {
    throw new GraphQLError(MESSAGES.forbidden, { extensions: { code: 'FORBIDDEN' } });
  }
  const failure = MESSAGES.generic;
  const body = record(await ctx.rest.get(corporateUserPath(employeeId), { failure }));
  if (!Array.isArray(body.corporate_permissions)) throw upstreamFailure(failure);
  const id = text(body.employee_id) || employeeId;
  return {
    id: objectId('CorporateUser', id),
    employeeId: id,
    username: text(body.username) ?? id,
    email: text(body.email),
    // Unknown permission names are dropped, as in auth_info (AUTH-017).
    corporatePermissions: body.corporate_permissions.filter((p: unknown) =>
      (CORPORATE_PERMISSIONS as readonly unknown[]).includes(p),
    ),
  };
}
