import { DEFAULT_STAFF_PERMISSIONS, STAFF_PERMISSIONS, TEAM_RULE_MESSAGES } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, SandboxClient, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();

const STAFF = 'api/agents/A1001/staff/';
const PERMISSIONS = `${STAFF}permissions/`;
const SAM_ON_A1001 = {
  domains: true,
  emails: true,
  scheduler: true,
  calltracking: false,
  stats: true,
  editor: true,
  billing: false,
};
const PERMISSION_LIST = STAFF_PERMISSIONS.map(({ key, label }) => ({ key, label }));

interface StaffAccount {
  agents: { staff_id: string; name: string; email: string; permissions: Record<string, boolean> }[];
  permissions: { key: string; label: string }[];
}

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
const teamOf = async (client: SandboxClient, agentId = 'A1001') =>
  json<StaffAccount>(await client.get(`api/agents/${agentId}/staff/`));
const staffAgentsOf = async (client: SandboxClient) =>
  (await json<{ staff_agents: string[] }>(await client.get('api/users/auth_info/'))).staff_agents;

describe('staff account (API-074, TEAM-001)', () => {
  it('API-074 / TEAM-001 / D-32: {agents: the team members with their permissions, permissions: the keys with labels}', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.get(STAFF);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      agents: [{ staff_id: 'S2001', name: 'Sam Summers', email: 'sam@agents.example', permissions: SAM_ON_A1001 }],
      permissions: [
        { key: 'domains', label: 'Domains' },
        { key: 'emails', label: 'Email redirects' },
        { key: 'scheduler', label: 'Appointment scheduler' },
        { key: 'calltracking', label: 'Call tracking' },
        { key: 'stats', label: 'Statistics' },
        { key: 'editor', label: 'Website editor' },
        { key: 'billing', label: 'Billing and payment' },
      ],
    });
  });

  it('API-074: the other agents have no team; sam may read the team he is on; others get 403', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect(await teamOf(jdoe, 'A1003')).toEqual({ agents: [], permissions: PERMISSION_LIST });
    const sam = await signedIn(sandbox.url, 'sam');
    expect((await teamOf(sam)).agents.map((a) => a.staff_id)).toEqual(['S2001']);
    expect((await sam.get('api/agents/A1003/staff/')).status).toBe(403);
    expect(await (await (await signedIn(sandbox.url, 'ivan')).get(STAFF)).json()).toEqual(FORBIDDEN);
    expect((await (await signedIn(sandbox.url, 'carol')).get(STAFF)).status).toBe(403);
    expect((await new SandboxClient(sandbox.url).get(STAFF)).status).toBe(403);
    expect((await jdoe.get('api/agents/A9999/staff/')).status).toBe(404);
  });
});

describe('team membership (API-075, TEAM-002)', () => {
  it('API-075 / TEAM-002: {action: "remove", email} takes sam off the team and away from the agent', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.put(STAFF, { action: 'remove', email: ' SAM@agents.example ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ agents: [], permissions: PERMISSION_LIST });
    const sam = await signedIn(sandbox.url, 'sam');
    expect(await staffAgentsOf(sam)).toEqual([]);
    expect((await sam.get('api/agents/A1001/domains/')).status).toBe(403);
  });

  it('API-075: {action: "add", email} puts a staff account on the team with the default permissions', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await jdoe.put('api/agents/A1003/staff/', { action: 'add', email: 'sam@agents.example' });
    expect(res.status).toBe(200);
    expect((await json<StaffAccount>(res)).agents).toEqual([
      { staff_id: 'S2001', name: 'Sam Summers', email: 'sam@agents.example', permissions: DEFAULT_STAFF_PERMISSIONS },
    ]);
    const sam = await signedIn(sandbox.url, 'sam');
    expect(await staffAgentsOf(sam)).toEqual(['A1001', 'A1003']);
    expect((await sam.get('api/agents/A1003/domains/')).status).toBe(200);
  });

  it('API-075: the address must be valid, a staff account\'s, and not (add) or already (remove) on the team', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const cases: [unknown, unknown][] = [
      [{ action: 'add', email: 'sam@' }, { email: [TEAM_RULE_MESSAGES.email] }],
      [{ action: 'add', email: 'sam@agents.example' }, { email: [TEAM_RULE_MESSAGES.alreadyMember] }],
      [{ action: 'add', email: 'bob@agents.example' }, { email: [TEAM_RULE_MESSAGES.noStaffAccount] }],
      [{ action: 'add', email: 'nobody@agents.example' }, { email: [TEAM_RULE_MESSAGES.noStaffAccount] }],
      [{ action: 'remove', email: 'bob@agents.example' }, { email: [TEAM_RULE_MESSAGES.notMember] }],
      [{ action: 'invite', email: 'sam@agents.example' }, { action: ['"invite" is not a valid choice.'] }],
      [{}, { action: ['This field is required.'], email: ['This field is required.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await alice.put(STAFF, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(errors);
    }
    expect((await teamOf(alice)).agents).toHaveLength(1);
  });

  it('D-33: a staff member may not change the team, nor may another agent', async () => {
    const sam = await signedIn(sandbox.url, 'sam');
    const res = await sam.put(STAFF, { action: 'remove', email: 'sam@agents.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(FORBIDDEN);
    expect((await (await signedIn(sandbox.url, 'bob')).put(STAFF, { action: 'remove', email: 'sam@agents.example' })).status).toBe(403);
    expect(await staffAgentsOf(sam)).toEqual(['A1001']);
  });
});

describe('team permissions (API-076, TEAM-003)', () => {
  it('API-076 / TEAM-003: the JSON body {staff_id, permissions} changes the keys given and keeps the others', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.put(PERMISSIONS, { staff_id: 'S2001', permissions: { billing: true, domains: false } });
    expect(res.status).toBe(200);
    const expected = { ...SAM_ON_A1001, billing: true, domains: false };
    expect((await json<StaffAccount>(res)).agents[0].permissions).toEqual(expected);
    expect((await teamOf(alice)).agents[0].permissions).toEqual(expected);
  });

  it('API-076: unknown keys, non-boolean values, a missing map and someone not on the team are 400s', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const cases: [unknown, unknown][] = [
      [{ staff_id: 'S2001', permissions: { nope: true } }, { permissions: ['"nope" is not a valid permission.'] }],
      [{ staff_id: 'S2001', permissions: { billing: 'yes' } }, { permissions: ['billing: Must be a valid boolean.'] }],
      [{ staff_id: 'S2001', permissions: [] }, { permissions: ['Expected a dictionary of items but got type "list".'] }],
      [{ staff_id: 'S2001' }, { permissions: ['This field is required.'] }],
      [{ staff_id: 'S9999', permissions: { billing: true } }, { staff_id: [TEAM_RULE_MESSAGES.notMember] }],
    ];
    for (const [body, errors] of cases) {
      const res = await alice.put(PERMISSIONS, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(errors);
    }
    const bob = await signedIn(sandbox.url, 'bob');
    const notOnTeam = await bob.put('api/agents/A1003/staff/permissions/', { staff_id: 'S2001', permissions: {} });
    expect(await notOnTeam.json()).toEqual({ staff_id: [TEAM_RULE_MESSAGES.notMember] });
  });

  it('D-33: sam cannot grant himself billing; provider staff can', async () => {
    const sam = await signedIn(sandbox.url, 'sam');
    expect((await sam.put(PERMISSIONS, { staff_id: 'S2001', permissions: { billing: true } })).status).toBe(403);
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect((await jdoe.put(PERMISSIONS, { staff_id: 'S2001', permissions: { billing: true } })).status).toBe(200);
  });
});

describe('staff record (API-066, TEAM-004)', () => {
  it('API-066 / TEAM-004: sam reads his own record with the agents he may access and their grants', async () => {
    const sam = await signedIn(sandbox.url, 'sam');
    const res = await sam.get('api/users/staff/S2001/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      staff_id: 'S2001',
      name: 'Sam Summers',
      email: 'sam@agents.example',
      agents: [
        {
          associate_id: 'A1001',
          first_name: 'Alice',
          preferred_first_name: 'Alice',
          last_name: 'Anderson',
          alias: 'aand',
          permissions: SAM_ON_A1001,
        },
      ],
    });
  });

  it('API-066: the record follows team changes', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    await alice.put(STAFF, { action: 'remove', email: 'sam@agents.example' });
    const sam = await signedIn(sandbox.url, 'sam');
    expect((await json<{ agents: unknown[] }>(await sam.get('api/users/staff/S2001/'))).agents).toEqual([]);
  });

  it('D-34: provider staff read any record (404 when unknown); others, and sam for someone else, get 403', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect((await jdoe.get('api/users/staff/S2001/')).status).toBe(200);
    expect((await jdoe.get('api/users/staff/S9999/')).status).toBe(404);
    const sam = await signedIn(sandbox.url, 'sam');
    expect(await (await sam.get('api/users/staff/S9999/')).json()).toEqual(FORBIDDEN);
    expect((await (await signedIn(sandbox.url, 'alice')).get('api/users/staff/S2001/')).status).toBe(403);
    const anonymous = await new SandboxClient(sandbox.url).get('api/users/staff/S2001/');
    expect(await anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});
