import { MESSAGES } from '@portal/rules';
import { teamCalls, type StaffAccountRecord } from '@portal/rules/contract';
import type { GatewayContext } from '../context';
import { toGrants, toPermissionList, type StaffPermissionGrantObject, type StaffPermissionObject } from './permissions';

interface StaffMemberObject {
  staffId: string;
  name: string;
  email: string | null;
  permissions: StaffPermissionGrantObject[];
}

export interface StaffAccountObject {
  agentId: string;
  members: StaffMemberObject[];
  permissions: StaffPermissionObject[];
}

/** TEAM-001: API-074's answer (decision D-32), the agent team members ("agents") and the permission keys. */
export function toStaffAccount(record: StaffAccountRecord, agentId: string): StaffAccountObject {
  const permissions = toPermissionList(record.permissions);
  const members = record.agents.map((m) => ({
    staffId: m.staff_id,
    name: m.name || m.staff_id,
    email: m.email,
    permissions: toGrants(m.permissions, permissions),
  }));
  return { agentId, members, permissions };
}

/** API-074 for an agent the viewer may access; ERR-062 when it fails. */
export async function loadTeam(ctx: GatewayContext, agentId: string): Promise<StaffAccountObject> {
  const record = await ctx.rest.call(teamCalls.team, { path: { agentId }, failure: MESSAGES.staffLoad });
  return toStaffAccount(record, agentId);
}
