import { describe, expect, it } from 'vitest';
import { MESSAGES, STAFF_PERMISSIONS, TEAM_RULE_MESSAGES } from '@portal/rules';
import { AUTH_INFO, gid, useGateway, USERS, withSession } from './helpers';

const gw = useGateway();

const writes = () => gw.calls.filter((c) => c.method !== 'GET');

const AGENT = { associate_id: 'A1', first_name: 'Alice', last_name: 'Smith', alias: 'asmi', is_agent_intern: false };
const STAFF = 'api/agents/A1/staff/';
const PERMISSIONS = `${STAFF}permissions/`;
const PERMISSION_LIST = STAFF_PERMISSIONS.map(({ key, label }) => ({ key, label }));
const SAM_GRANTS = { domains: true, emails: true, scheduler: false, calltracking: false, stats: true, editor: true, billing: false };
const ACCOUNT = {
  agents: [{ staff_id: 'S1', name: 'Sam Summers', email: 'sam@agents.example', permissions: SAM_GRANTS }],
  permissions: PERMISSION_LIST,
};
const grantsOf = (map: Record<string, boolean>) =>
  STAFF_PERMISSIONS.map(({ key, label }) => ({ key, label, granted: map[key] === true }));

function signedIn(user: Record<string, unknown> = USERS.agent) {
  gw.reply('GET', AUTH_INFO, 200, user);
  gw.reply('GET', 'api/agents/A1/', 200, AGENT);
}

const TEAM = 'team { members { staffId name email permissions { key label granted } } permissions { key label } canManage }';

describe('Agent.team (API-074, TEAM-001, ERR-062)', () => {
  it('API-074 / TEAM-001: GET api/agents/A/staff/ maps the members, their grants and the permission keys', async () => {
    signedIn();
    gw.reply('GET', STAFF, 200, ACCOUNT);
    const res = await gw.gql(`{ agent(associateId: "A1") { ${TEAM} } }`, withSession());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent.team).toEqual({
      members: [{ staffId: 'S1', name: 'Sam Summers', email: 'sam@agents.example', permissions: grantsOf(SAM_GRANTS) }],
      permissions: PERMISSION_LIST,
      canManage: true,
    });
    expect(gw.callsTo('GET', STAFF)).toHaveLength(1);
  });

  it('D-33: a staff member sees the team with canManage false; keys the portal does not know are left out', async () => {
    signedIn(USERS.staff);
    gw.reply('GET', STAFF, 200, { ...ACCOUNT, permissions: [...PERMISSION_LIST, { key: 'future', label: 'Future' }] });
    const res = await gw.gql(`{ agent(associateId: "A1") { team { canManage permissions { key } } } }`, withSession());
    expect(res.body.data?.agent.team.canManage).toBe(false);
    expect(res.body.data?.agent.team.permissions.map((p: { key: string }) => p.key)).toEqual(STAFF_PERMISSIONS.map((p) => p.key));
  });

  it('ERR-062: a 500 on the staff GET gives its text, team is null and the agent still shows', async () => {
    signedIn();
    gw.reply('GET', STAFF, 500, { detail: 'trace' });
    const res = await gw.gql('{ agent(associateId: "A1") { associateId team { canManage } } }', withSession());
    expect(res.body.data?.agent).toEqual({ associateId: 'A1', team: null });
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.staffLoad,
      path: ['agent', 'team'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    expect(res.text).not.toContain('trace');
  });

  it('AUTH-008: another agent\'s team is FORBIDDEN with no upstream call about that agent', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql('{ agent(associateId: "A2") { team { canManage } } }', withSession());
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });
});

const PAYLOAD = `team { members { staffId } } agent { associateId }`;

describe('updateStaff (API-075, TEAM-002, ERR-063)', () => {
  const UPDATE = `mutation($input: UpdateStaffInput!) { updateStaff(input: $input) { ${PAYLOAD} } }`;

  it('API-075 / TEAM-002: PUT api/agents/A/staff/ {action, email}; the answer is the new team', async () => {
    signedIn();
    gw.reply('GET', STAFF, 200, ACCOUNT);
    const kim = { staff_id: 'S2', name: 'Kim', email: 'kim@agents.example', permissions: SAM_GRANTS };
    gw.reply('PUT', STAFF, 200, { ...ACCOUNT, agents: [...ACCOUNT.agents, kim] });
    const res = await gw.gql(UPDATE, withSession({ input: { agentId: 'A1', action: 'add', email: ' Kim@Agents.example ' } }));
    expect(res.body.errors).toBeUndefined();
    const put = gw.callsTo('PUT', STAFF);
    expect(put).toHaveLength(1);
    expect(put[0].body).toEqual({ action: 'add', email: 'kim@agents.example' });
    expect(put[0].headers['x-csrftoken']).toBe('tok1');
    expect(res.body.data?.updateStaff).toEqual({
      team: { members: [{ staffId: 'S1' }, { staffId: 'S2' }] },
      agent: { associateId: 'A1' },
    });
  });

  it('API-075: removing a member sends action remove; provider staff may do it', async () => {
    signedIn(USERS.mirus);
    gw.reply('GET', STAFF, 200, ACCOUNT);
    gw.reply('PUT', STAFF, 200, { ...ACCOUNT, agents: [] });
    const res = await gw.gql(UPDATE, withSession({ input: { agentId: 'A1', action: 'remove', email: 'sam@agents.example' } }));
    expect(res.body.data?.updateStaff.team.members).toEqual([]);
    expect(gw.callsTo('PUT', STAFF)[0].body).toEqual({ action: 'remove', email: 'sam@agents.example' });
  });

  it('ERR-063: a 500 on the PUT gives the staff update text', async () => {
    signedIn();
    gw.reply('GET', STAFF, 200, ACCOUNT);
    gw.reply('PUT', STAFF, 500, {});
    const res = await gw.gql(UPDATE, withSession({ input: { agentId: 'A1', action: 'add', email: 'kim@agents.example' } }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.staffUpdate, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('API-075: an invalid address, adding a member or removing a stranger is refused with no PUT', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ action: 'add', email: 'kim@' }, TEAM_RULE_MESSAGES.email],
      [{ action: 'add', email: 'SAM@agents.example' }, TEAM_RULE_MESSAGES.alreadyMember],
      [{ action: 'remove', email: 'kim@agents.example' }, TEAM_RULE_MESSAGES.notMember],
    ];
    for (const [input, message] of cases) {
      signedIn();
      gw.reply('GET', STAFF, 200, ACCOUNT);
      const res = await gw.gql(UPDATE, withSession({ input: { agentId: 'A1', ...input } }));
      expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { email: [message] } } });
    }
    expect(writes()).toHaveLength(0);
  });

  it('D-33: a staff member of the agent may not change the team: FORBIDDEN with no upstream call about the agent', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.staff);
    const res = await gw.gql(UPDATE, withSession({ input: { agentId: 'A1', action: 'remove', email: 'sam@agents.example' } }));
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const other = await gw.gql(UPDATE, withSession({ input: { agentId: 'A2', action: 'add', email: 'kim@agents.example' } }));
    expect(other.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', 'GET /api/users/auth_info/']);
  });
});

describe('updateStaffPermissions (API-076, TEAM-003)', () => {
  const UPDATE = `mutation($input: UpdateStaffPermissionsInput!) { updateStaffPermissions(input: $input) {
    team { members { staffId permissions { key granted } } } agent { associateId } } }`;

  it('API-076 / TEAM-003: PUT staff/permissions/ with a JSON body {staff_id, permissions: every key}', async () => {
    signedIn();
    gw.reply('GET', STAFF, 200, ACCOUNT);
    const next = { ...SAM_GRANTS, billing: true, domains: false };
    gw.reply('PUT', PERMISSIONS, 200, { ...ACCOUNT, agents: [{ ...ACCOUNT.agents[0], permissions: next }] });
    const granted = Object.entries(next).filter(([, v]) => v).map(([k]) => k);
    const res = await gw.gql(UPDATE, withSession({ input: { agentId: 'A1', staffId: 'S1', granted } }));
    expect(res.body.errors).toBeUndefined();
    const put = gw.callsTo('PUT', PERMISSIONS);
    expect(put).toHaveLength(1);
    expect(put[0].headers['content-type']).toBe('application/json');
    expect(put[0].body).toEqual({ staff_id: 'S1', permissions: next });
    const member = res.body.data?.updateStaffPermissions.team.members[0];
    expect(member.permissions.find((p: { key: string }) => p.key === 'billing')).toEqual({ key: 'billing', granted: true });
  });

  it('ERR-063: a 500 on the permissions PUT gives the staff update text', async () => {
    signedIn();
    gw.reply('GET', STAFF, 200, ACCOUNT);
    gw.reply('PUT', PERMISSIONS, 500, {});
    const res = await gw.gql(UPDATE, withSession({ input: { agentId: 'A1', staffId: 'S1', granted: [] } }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.staffUpdate, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('someone not on the team is refused with no PUT; a staff member may not grant themself anything', async () => {
    signedIn();
    gw.reply('GET', STAFF, 200, ACCOUNT);
    const res = await gw.gql(UPDATE, withSession({ input: { agentId: 'A1', staffId: 'S9', granted: ['billing'] } }));
    expect(res.body.errors?.[0].extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { staffId: [TEAM_RULE_MESSAGES.notMember] } });
    gw.reply('GET', AUTH_INFO, 200, USERS.staff);
    const self = await gw.gql(UPDATE, withSession({ input: { agentId: 'A1', staffId: 'S1', granted: ['billing'] } }));
    expect(self.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(writes()).toHaveLength(0);
  });
});

describe('Query.staffUser (API-066, TEAM-004)', () => {
  const STAFF_USER = `query($id: ID!) { staffUser(staffId: $id) { id staffId name email
    agents { associateId firstName preferredFirstName lastName displayName alias permissions { key granted } } } }`;
  const RECORD = {
    staff_id: 'S1',
    name: 'Sam Summers',
    email: 'sam@agents.example',
    agents: [
      { associate_id: 'A1', first_name: 'Alice', preferred_first_name: 'Ali', last_name: 'Smith', alias: 'asmi', permissions: SAM_GRANTS },
    ],
  };

  it('API-066 / TEAM-004: a staff user\'s own record GETs api/users/staff/{id}/ and lists the agents they may access', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.staff);
    gw.reply('GET', 'api/users/staff/S1/', 200, RECORD);
    const res = await gw.gql(STAFF_USER, withSession({ id: 'S1' }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.staffUser).toEqual({
      id: gid('StaffUser', 'S1'),
      staffId: 'S1',
      name: 'Sam Summers',
      email: 'sam@agents.example',
      agents: [
        {
          associateId: 'A1',
          firstName: 'Alice',
          preferredFirstName: 'Ali',
          lastName: 'Smith',
          displayName: 'Ali Smith',
          alias: 'asmi',
          permissions: grantsOf(SAM_GRANTS).map(({ key, granted }) => ({ key, granted })),
        },
      ],
    });
  });

  it('D-34: another staff id, or a non-staff user, is FORBIDDEN with no call; provider staff read any', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.staff);
    const other = await gw.gql(STAFF_USER, withSession({ id: 'S2' }));
    expect(other.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const agent = await gw.gql(STAFF_USER, withSession({ id: 'S1' }));
    expect(agent.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent().every((c) => c === 'GET /api/users/auth_info/')).toBe(true);
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/users/staff/S2/', 200, { ...RECORD, staff_id: 'S2', agents: [] });
    const mirus = await gw.gql(STAFF_USER, withSession({ id: 'S2' }));
    expect(mirus.body.data?.staffUser).toMatchObject({ staffId: 'S2', agents: [] });
  });

  it('ERR-062: a 500 on the staff record gives the staff account text', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.staff);
    gw.reply('GET', 'api/users/staff/S1/', 500, {});
    const res = await gw.gql(STAFF_USER, withSession({ id: 'S1' }));
    expect(res.body.data?.staffUser).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.staffLoad, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('node(id:) refetches a StaffUser with the same check', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.staff);
    gw.reply('GET', 'api/users/staff/S1/', 200, RECORD);
    const res = await gw.gql('query($id: ID!) { node(id: $id) { __typename ... on StaffUser { staffId } } }', withSession({ id: gid('StaffUser', 'S1') }));
    expect(res.body.data?.node).toEqual({ __typename: 'StaffUser', staffId: 'S1' });
  });
});
