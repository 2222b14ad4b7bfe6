import type { Resolvers } from '../__generated__/resolvers';
import { viewerManagesTeam } from './access';
import { loadTeam } from './account';
import { loadStaffUser } from './staffUser';
import { updateStaff, updateStaffPermissions } from './update';

export const teamResolvers: Resolvers = {
  Query: {
    staffUser: (_, args, ctx) => loadStaffUser(ctx, args.staffId),
  },
  // The parent Agent was access-checked when it was loaded.
  Agent: {
    team: (agent, _, ctx) => loadTeam(ctx, agent.associateId),
  },
  StaffAccount: {
    canManage: (account, _, ctx) => viewerManagesTeam(ctx, account.agentId),
  },
  Mutation: {
    updateStaff: (_, args, ctx) => updateStaff(ctx, args.input),
    updateStaffPermissions: (_, args, ctx) => updateStaffPermissions(ctx, args.input),
  },
};
