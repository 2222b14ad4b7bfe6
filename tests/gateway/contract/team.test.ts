import { describe } from 'vitest';
import { MESSAGES, STAFF_PERMISSIONS } from '@portal/rules';
import { teamCalls } from '@portal/rules/contract';
import { AUTH_INFO, USERS, type TestGateway } from '../helpers';
import { AGENT_A1 } from '../helpers';
import { itRefusesGarbageAnswers } from './garbage';

const GRANTS = { domains: true, emails: true, scheduler: false, calltracking: false, stats: true, editor: true, billing: false };
const ACCOUNT = {
  agents: [{ staff_id: 'S1', name: 'Sam', email: 'sam@agents.example', permissions: GRANTS }],
  permissions: STAFF_PERMISSIONS.map(({ key, label }) => ({ key, label })),
};

/** What a team write reads first: the viewer, the agent and the team. */
function readsBeforeWrite(gw: TestGateway) {
  gw.reply('GET', AUTH_INFO, 200, USERS.agent);
  gw.reply('GET', 'api/agents/A1/', 200, AGENT_A1);
  gw.reply('GET', 'api/agents/A1/staff/', 200, ACCOUNT);
}

describe('the team calls refuse garbage answers', () => {
  itRefusesGarbageAnswers([
    {
      call: teamCalls.staffUser,
      path: 'api/users/staff/S1/',
      document: '{ staffUser(staffId: "S1") { staffId } }',
      arrange: (gw) => gw.reply('GET', AUTH_INFO, 200, USERS.staff),
      failure: MESSAGES.staffLoad,
      dataPath: ['staffUser'],
    },
    {
      call: teamCalls.team,
      path: 'api/agents/A1/staff/',
      document: '{ agent(associateId: "A1") { team { canManage } } }',
      arrange: (gw) => {
        gw.reply('GET', AUTH_INFO, 200, USERS.agent);
        gw.reply('GET', 'api/agents/A1/', 200, AGENT_A1);
      },
      failure: MESSAGES.staffLoad,
      dataPath: ['agent', 'team'],
    },
    {
      call: teamCalls.updateStaff,
      path: 'api/agents/A1/staff/',
      document: 'mutation($input: UpdateStaffInput!) { updateStaff(input: $input) { team { canManage } } }',
      variables: { input: { agentId: 'A1', action: 'add', email: 'kim@agents.example' } },
      arrange: readsBeforeWrite,
      failure: MESSAGES.staffUpdate,
      dataPath: ['updateStaff'],
    },
    {
      call: teamCalls.updatePermissions,
      path: 'api/agents/A1/staff/permissions/',
      document: 'mutation($input: UpdateStaffPermissionsInput!) { updateStaffPermissions(input: $input) { team { canManage } } }',
      variables: { input: { agentId: 'A1', staffId: 'S1', granted: ['billing'] } },
      arrange: readsBeforeWrite,
      failure: MESSAGES.staffUpdate,
      dataPath: ['updateStaffPermissions'],
    },
  ]);
});
