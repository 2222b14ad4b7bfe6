import { z } from 'zod';
import { maybe, restCall } from './call';

// Team and staff users (API-066, API-074..076, decisions D-32..D-34).

/** A {permission key: granted} map. Keys the portal does not know are kept out of the GraphQL enum by the gateway. */
export const permissionMap = z.record(z.string(), z.boolean());

export const staffMember = z.object({
  staff_id: z.string().min(1),
  name: z.string(),
  email: maybe(z.string()),
  permissions: permissionMap,
});

/** API-074's answer, and the answer of both writes. "agents" are the agent's team members (D-32). */
export const staffAccount = z.object({
  agents: z.array(staffMember),
  permissions: z.array(z.object({ key: z.string(), label: z.string() })),
});
export type StaffAccountRecord = z.infer<typeof staffAccount>;

export const staffUser = z.object({
  staff_id: z.string().min(1),
  name: z.string(),
  email: maybe(z.string()),
  agents: z.array(
    z.object({
      associate_id: z.string().min(1),
      first_name: maybe(z.string()),
      preferred_first_name: maybe(z.string()),
      last_name: maybe(z.string()),
      alias: maybe(z.string()),
      permissions: permissionMap,
    }),
  ),
});
export type StaffUserRecord = z.infer<typeof staffUser>;

export const teamCalls = {
  staffUser: restCall({ api: 'API-066', method: 'GET', path: 'api/users/staff/{staffId}/', answer: staffUser }),
  team: restCall({ api: 'API-074', method: 'GET', path: 'api/agents/{agentId}/staff/', answer: staffAccount }),
  updateStaff: restCall({
    api: 'API-075',
    method: 'PUT',
    path: 'api/agents/{agentId}/staff/',
    body: z.object({ action: z.enum(['add', 'remove']), email: z.string().trim().min(1) }),
    answer: staffAccount,
  }),
  updatePermissions: restCall({
    api: 'API-076',
    method: 'PUT',
    path: 'api/agents/{agentId}/staff/permissions/',
    body: z.object({ staff_id: z.string().trim().min(1), permissions: permissionMap }),
    answer: staffAccount,
  }),
};
