import { MESSAGES, permissionsFromGranted, TEAM_RULE_MESSAGES, validateStaffChange } from '@portal/rules';
import { teamCalls } from '@portal/rules/contract';
import type { UpdateStaffInput, UpdateStaffPermissionsInput } from '../__generated__/resolvers';
import type { GatewayContext } from '../context';
import { readAgent } from '../lib/domainOwner';
import { refuseRuleErrors } from '../lib/ruleErrors';
import { requireTeamManager } from './access';
import { loadTeam, toStaffAccount } from './account';

/** The team and the agent a write needs: the team for the checks, the agent for the payload. */
async function teamForWrite(ctx: GatewayContext, agentId: string) {
  await requireTeamManager(ctx, agentId);
  const [agent, team] = await Promise.all([readAgent(ctx, agentId), loadTeam(ctx, agentId)]);
  return { agent, team };
}

/** API-075, TEAM-002: PUT staff/ {action, email} (decision D-32), checked against the team first. ERR-063 on failure. */
export async function updateStaff(ctx: GatewayContext, input: UpdateStaffInput) {
  const failure = MESSAGES.staffUpdate;
  const { agent, team } = await teamForWrite(ctx, input.agentId);
  refuseRuleErrors(validateStaffChange(input, team.members.map((m) => m.email)));
  const answer = await ctx.rest.call(teamCalls.updateStaff, {
    path: { agentId: agent.associateId },
    body: { action: input.action, email: input.email.trim().toLowerCase() },
    failure,
  });
  return { team: toStaffAccount(answer, agent.associateId), agent };
}

/**
 * API-076, TEAM-003: PUT staff/permissions/ with the JSON body {staff_id, permissions: {key: boolean}}, every key sent
 * (granted exactly when listed). The staff member must be on the team. ERR-063 on failure.
 */
export async function updateStaffPermissions(ctx: GatewayContext, input: UpdateStaffPermissionsInput) {
  const failure = MESSAGES.staffUpdate;
  const { agent, team } = await teamForWrite(ctx, input.agentId);
  if (!team.members.some((m) => m.staffId === input.staffId)) {
    refuseRuleErrors({ staffId: [TEAM_RULE_MESSAGES.notMember] });
  }
  const answer = await ctx.rest.call(teamCalls.updatePermissions, {
    path: { agentId: agent.associateId },
    body: { staff_id: input.staffId, permissions: permissionsFromGranted(input.granted) },
    failure,
  });
  return { team: toStaffAccount(answer, agent.associateId), agent };
}
