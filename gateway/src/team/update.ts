import {
  MESSAGES,
  permissionsFromGranted,
  TEAM_RULE_MESSAGES,
  validateStaffChange,
  type StaffAction,
  type StaffPermissionKey,
} from '@portal/rules';
import type { GatewayContext } from '../context';
import { readAgent } from '../domains/owner';
import { refuseRuleErrors } from '../domains/ruleErrors';
import { requireTeamManager } from './access';
import { loadTeam, toStaffAccount, type StaffAccountObject } from './account';
import { staffPath, staffPermissionsPath } from './paths';

export interface UpdateStaffInput {
  agentId: string;
  action: StaffAction;
  email: string;
}

export interface UpdateStaffPermissionsInput {
  agentId: string;
  staffId: string;
  granted: StaffPermissionKey[];
}

/** The team and the agent a write needs: the team for the checks, the agent for the payload. */
async function teamForWrite(ctx: GatewayContext, agentId: string) {
  await requireTeamManager(ctx, agentId);
  const [agent, team] = await Promise.all([readAgent(ctx, agentId), loadTeam(ctx, agentId)]);
  return { agent, team };
}

/** The write answers the team; when it does not, the team is read again (the write itself succeeded). */
async function teamAfterWrite(ctx: GatewayContext, agentId: string, answer: unknown): Promise<StaffAccountObject> {
  try {
    return toStaffAccount(answer, agentId, MESSAGES.staffUpdate);
  } catch {
    return loadTeam(ctx, agentId);
  }
}

/** API-075, TEAM-002: PUT staff/ {action, email} (decision D-32), checked against the team first. ERR-063 on failure. */
export async function updateStaff(ctx: GatewayContext, input: UpdateStaffInput) {
  const failure = MESSAGES.staffUpdate;
  const { agent, team } = await teamForWrite(ctx, input.agentId);
  refuseRuleErrors(validateStaffChange(input, team.members.map((m) => m.email)));
  const answer = await ctx.rest.put(staffPath(agent.associateId), {
    body: { action: input.action, email: input.email.trim().toLowerCase() },
    failure,
  });
  return { team: await teamAfterWrite(ctx, agent.associateId, answer), agent };
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
  const answer = await ctx.rest.put(staffPermissionsPath(agent.associateId), {
    body: { staff_id: input.staffId, permissions: permissionsFromGranted(input.granted) },
    failure,
  });
  return { team: await teamAfterWrite(ctx, agent.associateId, answer), agent };
}
