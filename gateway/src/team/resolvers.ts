import { teamCalls } from '@portal/rules/contract';
import type { Resolvers } from '../__generated__/resolvers';
import { agentCall, lookAhead } from '../lib/lookAhead';
import { nodeId } from '../relay/node';
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
    team: lookAhead((agent, _, ctx) => loadTeam(ctx, agent.associateId), { prefetch: agentCall(teamCalls.team) }),
  },
  StaffUser: {
    id: nodeId(loadStaffUser),
  },
  StaffAccount: {
    canManage: (account, _, ctx) => viewerManagesTeam(ctx, account.agentId),
  },
  Mutation: {
    updateStaff: (_, args, ctx) => updateStaff(ctx, args.input),
    updateStaffPermissions: (_, args, ctx) => updateStaffPermissions(ctx, args.input),
  },
};
