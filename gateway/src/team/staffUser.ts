import { GraphQLError } from 'graphql';
import { canReadStaffUser, MESSAGES } from '@portal/rules';
import { requireUser } from '../session/guards';
import type { GatewayContext } from '../context';
import { teamCalls, type StaffUserRecord } from '@portal/rules/contract';
import { toGlobalId, type Typed } from '../relay/globalId';
import { ALL_PERMISSIONS, toGrants, type StaffPermissionGrantObject } from './permissions';

interface StaffAgentAccessObject {
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

function toAgentAccess(record: StaffUserRecord['agents'][number]): StaffAgentAccessObject {
  const { associate_id: associateId, first_name: firstName, preferred_first_name: preferredFirstName } = record;
  const lastName = record.last_name;
  return {
    associateId,
    firstName,
    preferredFirstName,
    lastName,
    displayName: [preferredFirstName || firstName, lastName].filter(Boolean).join(' ') || associateId,
    alias: record.alias,
    permissions: toGrants(record.permissions, ALL_PERMISSIONS),
  };
}

/** API-066's answer: {staff_id, name, email, agents: [{associate_id, names, alias, permissions}]}. */
function toStaffUser(record: StaffUserRecord): StaffUserObject {
  return {
    __typename: 'StaffUser',
    id: toGlobalId('StaffUser', record.staff_id),
    staffId: record.staff_id,
    name: record.name || record.staff_id,
    email: record.email,
    agents: record.agents.map(toAgentAccess),
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
  return toStaffUser(await ctx.rest.call(teamCalls.staffUser, { path: { staffId }, failure: MESSAGES.staffLoad }));
}
