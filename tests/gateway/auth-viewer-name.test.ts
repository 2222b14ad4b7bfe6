import { describe, expect, it } from 'vitest';
import { AUTH_INFO, SESSION, useGateway, USERS } from './helpers';

const gw = useGateway();

const viewAs = (userType: string, id: string) => ({
  cookie: SESSION.cookie,
  headers: {
    'x-view-as': encodeURIComponent(
      JSON.stringify({ userType, id, corporatePermissions: [], internal: false, staffAgents: [] }),
    ),
  },
});

const QUERY = '{ viewer { user viewingAs displayName } }';

describe('the viewed user by name (AUTH-020, issue #9)', () => {
  it('AUTH-020: viewing as agent A1003 names the agent from GET api/agents/A1003/ (preferred first name)', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/agents/A1003/', 200, {
      associate_id: 'A1003',
      first_name: 'Robert',
      preferred_first_name: 'Bob',
      last_name: 'Baker',
      alias: null,
      is_agent_intern: false,
      billing_day: 1,
    });
    const res = await gw.gql(QUERY, viewAs('agent', 'A1003'));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.viewer).toEqual({ user: 'A1003', viewingAs: true, displayName: 'Bob Baker' });
    expect(gw.callsTo('GET', 'api/agents/A1003/')).toHaveLength(1);
    expect(gw.callsTo('GET', 'api/agents/A1003/')[0]?.headers['x-view-as']).toBeUndefined();
  });

  it('AUTH-020: viewing as a team member names them from GET api/users/staff/S2001/', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/users/staff/S2001/', 200, { staff_id: 'S2001', name: 'Sam Summers', email: null, agents: [] });
    const res = await gw.gql(QUERY, viewAs('staff', 'S2001'));
    expect(res.body.data?.viewer).toEqual({ user: 'S2001', viewingAs: true, displayName: 'Sam Summers' });
  });

  it('AUTH-020: an unreadable record gives no name and no error; the page keeps working', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/agents/A9999/', 404, { detail: 'Not found.' });
    const res = await gw.gql(QUERY, viewAs('agent', 'A9999'));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.viewer).toEqual({ user: 'A9999', viewingAs: true, displayName: null });
  });

  it('AUTH-020: a user who is not viewing as anyone has no such name, and it costs no upstream call', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql(QUERY, { cookie: SESSION.cookie });
    expect(res.body.data?.viewer).toEqual({ user: 'alice', viewingAs: false, displayName: null });
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/users/auth_info/']);
  });

  it('AUTH-020: a corporate employee or provider staff is shown by id (no record is read)', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    const res = await gw.gql(QUERY, viewAs('corp', 'E77'));
    expect(res.body.data?.viewer).toEqual({ user: 'E77', viewingAs: true, displayName: null });
    expect(gw.calls).toHaveLength(1);
  });
});
