import { GraphQLError } from 'graphql';
import { canReadStaffUser, MESSAGES } from '@portal/rules';
import { requireUser } from '../auth/guards';
import type { GatewayContext } from '../context';
import { toGlobalId, type Typed } from '../relay/globalId';
import { upstreamFailure } from '../rest/errors';
import { staffUserPath } from './paths';
import { toGrants, toPermissionList, type StaffPermissionGrantObject } from './permissions';

export interface StaffAgentAccessObject {
  associateId: string;
  firstName: string | null;
  preferredFirstName: string | null;
  lastName: string | null;
  displayName: string;
  alias: string | null;
  permissions: StaffPermissionGrantObject[];
}

export interface StaffUserObject extends Typed<'StaffUser'> {
  id: string;
  staffId: string;
  name: string;
  email: string | null;
  agents: StaffAgentAccessObject[];
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function toAgentAccess(raw: Record<string, unknown> | null, failure: string): StaffAgentAccessObject {
  const associateId = text(raw?.associate_id);
  if (!associateId) throw upstreamFailure(failure);
  const firstName = text(raw?.first_name);
  const preferredFirstName = text(raw?.preferred_first_name);
  const lastName = text(raw?.last_name);
  return {
    associateId,
    firstName,
    preferredFirstName,
    lastName,
    displayName: [preferredFirstName || firstName, lastName].filter(Boolean).join(' ') || associateId,
    alias: text(raw?.alias),
    permissions: toGrants(raw?.permissions, toPermissionList(undefined)),
  };
}

/** API-066's answer: {staff_id, name, email, agents: [{associate_id, names, alias, permissions}]}. */
export function toStaffUser(raw: unknown, requestedId: string, failure: string): StaffUserObject {
  const body = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  if (!body || !Array.isArray(body.agents)) throw upstreamFailure(failure);
  const staffId = text(body.staff_id) || requestedId;
  return {
    __typename: 'StaffUser',
    id: toGlobalId('StaffUser', staffId),
    staffId,
    name: text(body.name) || staffId,
    email: text(body.email),
    agents: body.agents.map((a: Record<string, unknown> | null) => toAgentAccess(a, failure)),
  };
}

/**
 * TEAM-004, the /atms/{staffID}/ landing (decision D-34): a staff member reads only their own record, provider staff
 * any; anyone else is FORBIDDEN before any call. ERR-062's text when the call fails.
 */
export async function loadStaffUser(ctx: GatewayContext, staffId: string): Promise<StaffUserObject> {
  const user = await requireUser(ctx);
  if (!canReadStaffUser(user, staffId)) {
    throw new GraphQLError(MESSAGES.forbidden, { extensions: { code: 'FORBIDDEN' } });
  }
  const failure = MESSAGES.staffLoad;
  const raw = await ctx.rest.get(staffUserPath(staffId), { failure });
  return toStaffUser(raw, staffId, failure);
}
