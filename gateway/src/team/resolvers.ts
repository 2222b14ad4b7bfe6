import type { GatewayContext } from '../context';
import type { AgentObject } from '../shell/agent';
import { viewerManagesTeam } from './access';
import { loadTeam, type StaffAccountObject } from './account';
import { loadStaffUser } from './staffUser';
import { updateStaff, updateStaffPermissions, type UpdateStaffInput, type UpdateStaffPermissionsInput } from './update';

type Ctx = GatewayContext;

export const teamResolvers = {
  Query: {
    staffUser: (_: unknown, args: { staffId: string }, ctx: Ctx) => loadStaffUser(ctx, args.staffId),
  },
  // The parent Agent was access-checked when it was loaded.
  Agent: {
    team: (agent: AgentObject, _: unknown, ctx: Ctx) => loadTeam(ctx, agent.associateId),
  },
  StaffAccount: {
    canManage: (account: StaffAccountObject, _: unknown, ctx: Ctx) => viewerManagesTeam(ctx, account.agentId),
  },
  Mutation: {
    updateStaff: (_: unknown, args: { input: UpdateStaffInput }, ctx: Ctx) => updateStaff(ctx, args.input),
    updateStaffPermissions: (_: unknown, args: { input: UpdateStaffPermissionsInput }, ctx: Ctx) =>
      updateStaffPermissions(ctx, args.input),
  },
};
