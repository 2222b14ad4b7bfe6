import { MESSAGES } from '@portal/rules';
import type { GatewayContext } from '../context';
import { upstreamFailure } from '../rest/errors';
import { staffPath } from './paths';
import { toGrants, toPermissionList, type StaffPermissionGrantObject, type StaffPermissionObject } from './permissions';

/** API-074's answer (decision D-32): the agent team members ("agents") and the permission keys. */
export interface RawStaffAccount {
  agents?: unknown;
  permissions?: unknown;
}

export interface StaffMemberObject {
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

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** TEAM-001. An answer the portal cannot use is the call's failure. */
export function toStaffAccount(raw: unknown, agentId: string, failure: string): StaffAccountObject {
  const body = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as RawStaffAccount) : null;
  if (!body || !Array.isArray(body.agents)) throw upstreamFailure(failure);
  const permissions = toPermissionList(body.permissions);
  const members = body.agents.map((m: Record<string, unknown> | null) => {
    const staffId = text(m?.staff_id);
    if (!staffId) throw upstreamFailure(failure);
    return {
      staffId,
      name: text(m?.name) || staffId,
      email: text(m?.email),
      permissions: toGrants(m?.permissions, permissions),
    };
  });
  return { agentId, members, permissions };
}

/** API-074 for an agent the viewer may access; ERR-062 when it fails. */
export async function loadTeam(ctx: GatewayContext, agentId: string): Promise<StaffAccountObject> {
  const raw = await ctx.rest.get(staffPath(agentId), { failure: MESSAGES.staffLoad });
  return toStaffAccount(raw, agentId, MESSAGES.staffLoad);
}
