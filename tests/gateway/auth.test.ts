import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { AUTH_INFO, SESSION, setup, USERS, type TestGateway } from './helpers';

let gw: TestGateway;
beforeEach(async () => {
  gw = await setup();
});
afterEach(async () => {
  await gw.close();
});

const VIEWER_FIELDS = `id authenticated userType user email associateId internal corporatePermissions staffAgents
  userDetails { identifier email } tosAccepted homePath`;

const VIEWER_ID = Buffer.from('Viewer:me').toString('base64');

describe('viewer (API-008)', () => {
  it('AUTH-002: maps every auth_info field from GET api/users/auth_info/', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.corp);
    const res = await gw.gql(`{ viewer { ${VIEWER_FIELDS} } }`, { cookie: SESSION.cookie });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.viewer).toEqual({
      id: VIEWER_ID,
      authenticated: true,
      userType: 'corp',
      user: 'carol',
      email: 'carol@corp.example',
      associateId: null,
      internal: false,
      corporatePermissions: ['qlp', 'reports'],
      staffAgents: [],
      userDetails: { identifier: 'E1', email: 'carol@corp.example' },
      tosAccepted: false,
      homePath: '/employees/E1/',
    });
    expect(gw.calls).toEqual([
      {
        method: 'GET',
        path: '/api/users/auth_info/',
        headers: expect.objectContaining({ cookie: 'sessionid=sess1; csrftoken=tok1', 'x-csrftoken': 'tok1' }),
        body: undefined,
      },
    ]);
  });

  it('ROUTE-001/ROUTE-004: homePath follows the user type', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    let res = await gw.gql('{ viewer { homePath staffAgents internal } }', { cookie: SESSION.cookie });
    expect(res.body.data?.viewer).toEqual({ homePath: '/mirus/jdoe/', staffAgents: [], internal: true });
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    res = await gw.gql('{ viewer { homePath } }', { cookie: SESSION.cookie });
    expect(res.body.data?.viewer).toEqual({ homePath: '/agents/A1/dashboard/' });
  });

  it('AUTH-004 / API-008: a 403 from auth_info means not authenticated, without an error', async () => {
    gw.reply('GET', AUTH_INFO, 403, { detail: 'Authentication credentials were not provided.' });
    const res = await gw.gql(`{ viewer { ${VIEWER_FIELDS} } }`);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.viewer).toMatchObject({
      id: VIEWER_ID,
      authenticated: false,
      userType: null,
      corporatePermissions: [],
      homePath: '/login/',
    });
  });

  it('ERR-005 / API-008: a 500 from auth_info gives the ERR-005 text with code UPSTREAM_ERROR', async () => {
    gw.reply('GET', AUTH_INFO, 500, { detail: 'database is locked' });
    const res = await gw.gql('{ viewer { authenticated } }', { cookie: SESSION.cookie });
    expect(res.body.data).toBeNull();
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'There was an issue retrieving your data! Please try again later.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    expect(res.text).not.toContain('database is locked');
  });

  it('AUTH-017: permission names auth_info sends that the portal does not know are dropped, the rest kept', async () => {
    gw.reply('GET', AUTH_INFO, 200, { ...USERS.corp, corporate_permissions: ['qlp', 'teleportation', 'reports'] });
    const res = await gw.gql('{ viewer { corporatePermissions } }', { cookie: SESSION.cookie });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.viewer).toEqual({ corporatePermissions: ['qlp', 'reports'] });
  });

  it('ERR-005 / AUTH-001: an auth_info 200 whose user type is not one of the five is ERR-005, not a guess', async () => {
    gw.reply('GET', AUTH_INFO, 200, { ...USERS.agent, user_type: 'superuser' });
    const res = await gw.gql('{ viewer { authenticated userType } }', { cookie: SESSION.cookie });
    expect(res.body.data).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.authInfo, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('ERR-005 / decision D-03: a 200 saying authenticated false is not auth_info (only a 403 means signed out)', async () => {
    gw.reply('GET', AUTH_INFO, 200, { ...USERS.agent, authenticated: false });
    const res = await gw.gql('{ viewer { authenticated } }', { cookie: SESSION.cookie });
    expect(res.body.data).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.authInfo, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('ERR-005: any other status of 400 and above is also UPSTREAM_ERROR', async () => {
    gw.reply('GET', AUTH_INFO, 400, { detail: ['bad'] });
    const res = await gw.gql('{ viewer { authenticated } }', { cookie: SESSION.cookie });
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.authInfo, extensions: { code: 'UPSTREAM_ERROR' } });
  });
});

describe('acceptTos (API-009)', () => {
  it('API-009: sends PUT api/users/auth_info/ {accept_tos: true} and returns the updated viewer', async () => {
    gw.reply('PUT', AUTH_INFO, 200, { ...USERS.corp, tos_accepted: true });
    const res = await gw.gql('mutation { acceptTos { viewer { authenticated tosAccepted } } }', {
      cookie: SESSION.cookie,
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.acceptTos).toEqual({ viewer: { authenticated: true, tosAccepted: true } });
    expect(gw.calls).toEqual([
      {
        method: 'PUT',
        path: '/api/users/auth_info/',
        headers: expect.objectContaining({
          cookie: 'sessionid=sess1; csrftoken=tok1',
          'x-csrftoken': 'tok1',
          'content-type': 'application/json',
        }),
        body: { accept_tos: true },
      },
    ]);
  });

  it('ERR-006 / SHELL-025: a failed acceptance gives the ERR-006 text', async () => {
    gw.reply('PUT', AUTH_INFO, 500, 'boom');
    const res = await gw.gql('mutation { acceptTos { viewer { tosAccepted } } }', { cookie: SESSION.cookie });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'There was an issue accepting your TOS! Please try again later.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });
});

describe('login and logout (sandbox-only calls)', () => {
  const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { viewer { authenticated user userType homePath } } }';
  const input = { username: 'alice', password: 'demo' };

  it('AUTH-024: without a csrftoken, gets one from auth_info, then POSTs the credentials with it', async () => {
    gw.reply('GET', AUTH_INFO, 403, { detail: 'Authentication credentials were not provided.' }, {
      headers: { 'set-cookie': 'csrftoken=fresh; Domain=upstream.test; Path=/; SameSite=Lax' },
    });
    gw.reply('POST', 'api/auth/login/', 200, USERS.agent, {
      headers: {
        'set-cookie': [
          'sessionid=s-new; Domain=upstream.test; HttpOnly; Path=/; SameSite=Lax',
          'csrftoken=rotated; Domain=upstream.test; Path=/; SameSite=Lax',
        ],
      },
    });
    const res = await gw.gql(LOGIN, { variables: { input } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.login).toEqual({
      viewer: { authenticated: true, user: 'alice', userType: 'agent', homePath: '/agents/A1/dashboard/' },
    });
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/users/auth_info/', 'POST /api/auth/login/']);
    const login = gw.calls[1];
    expect(login.body).toEqual({ username: 'alice', password: 'demo' });
    expect(login.headers.cookie).toBe('csrftoken=fresh');
    expect(login.headers['x-csrftoken']).toBe('fresh');
    expect(res.setCookie).toEqual([
      'csrftoken=rotated; Path=/; SameSite=Lax',
      'sessionid=s-new; HttpOnly; Path=/; SameSite=Lax',
    ]);
  });

  it('AUTH-024: a browser that has a csrftoken logs in with a single call', async () => {
    gw.reply('POST', 'api/auth/login/', 200, USERS.mirus);
    const res = await gw.gql(LOGIN, { variables: { input }, cookie: 'csrftoken=tok1' });
    expect(res.body.data?.login.viewer.userType).toBe('mirus');
    expect(gw.calls).toHaveLength(1);
    expect(gw.calls[0].headers['x-csrftoken']).toBe('tok1');
  });

  it('AUTH-024: a login 200 that is not auth_info is the generic error, never a signed-in viewer', async () => {
    gw.reply('POST', 'api/auth/login/', 200, { ok: true }, { headers: { 'set-cookie': 'sessionid=s9; Path=/' } });
    const res = await gw.gql(LOGIN, { variables: { input }, cookie: 'csrftoken=tok1' });
    expect(res.body.data).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.generic, extensions: { code: 'UPSTREAM_ERROR' } });
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/auth/login/']);
  });

  it('ROUTE-012: a logout the upstream refuses with 403 asks auth_info who is signed in now', async () => {
    // The first auth_info names who signs out on the audit trail (D-129); the second who is signed in after the refusal.
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('POST', 'api/auth/logout/', 403, { detail: 'CSRF Failed: CSRF token missing or incorrect.' });
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql('mutation { logout { viewer { authenticated user } } }', { cookie: SESSION.cookie });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.logout).toEqual({ viewer: { authenticated: true, user: 'alice' } });
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/users/auth_info/',
      'POST /api/auth/logout/',
      'GET /api/users/auth_info/',
    ]);
  });

  it('ROUTE-012: a logout the upstream cannot answer is UPSTREAM_ERROR with the generic text', async () => {
    gw.reply('POST', 'api/auth/logout/', 500, { detail: 'boom' });
    const res = await gw.gql('mutation { logout { viewer { authenticated } } }', { cookie: SESSION.cookie });
    expect(res.body.data).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.generic, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('AUTH-024: wrong credentials give BAD_USER_INPUT with the login text', async () => {
    gw.reply('POST', 'api/auth/login/', 400, { detail: "Your username and password didn't match. Please try again." });
    const res = await gw.gql(LOGIN, { variables: { input }, cookie: 'csrftoken=tok1' });
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.loginFailed,
      extensions: { code: 'BAD_USER_INPUT', fields: {} },
    });
  });

  it('AUTH-024: a login the upstream cannot answer is UPSTREAM_ERROR, not a credentials message', async () => {
    gw.reply('POST', 'api/auth/login/', 503, 'down');
    const res = await gw.gql(LOGIN, { variables: { input }, cookie: 'csrftoken=tok1' });
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.generic, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('ROUTE-012: logout POSTs api/auth/logout/, relays the cleared session and returns an anonymous viewer', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('POST', 'api/auth/logout/', 204, undefined, {
      headers: { 'set-cookie': 'sessionid=""; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/; Domain=upstream.test' },
    });
    const res = await gw.gql('mutation { logout { viewer { authenticated homePath } } }', { cookie: SESSION.cookie });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.logout).toEqual({ viewer: { authenticated: false, homePath: '/login/' } });
    // auth_info first: who signs out, for the audit trail (D-129).
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/users/auth_info/', 'POST /api/auth/logout/']);
    expect(gw.calls[1]).toMatchObject({
      method: 'POST',
      path: '/api/auth/logout/',
      headers: expect.objectContaining({ cookie: 'sessionid=sess1; csrftoken=tok1', 'x-csrftoken': 'tok1' }),
    });
    expect(res.setCookie).toEqual(['sessionid=""; expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=0; Path=/']);
  });
});

describe('sandboxAccounts', () => {
  it('lists the sandbox demo accounts from GET api/sandbox/accounts/ in sandbox mode', async () => {
    gw.reply('GET', 'api/sandbox/accounts/', 200, [
      { username: 'agent1', password: 'demo', label: 'Agent (intern)', user_type: 'agent' },
    ]);
    const res = await gw.gql('{ sandboxAccounts { username password label userType } }');
    expect(res.body.data?.sandboxAccounts).toEqual([
      { username: 'agent1', password: 'demo', label: 'Agent (intern)', userType: 'agent' },
    ]);
  });

  it('is empty against a real upstream, with no upstream call', async () => {
    await gw.close();
    gw = await setup({ sandboxMode: false });
    const res = await gw.gql('{ sandboxAccounts { username } }');
    expect(res.body.data?.sandboxAccounts).toEqual([]);
    expect(gw.calls).toHaveLength(0);
  });
});

describe('view as user (AUTH-018..022)', () => {
  interface ViewAs {
    userType: string;
    id: string;
    corporatePermissions?: string[];
    internal?: boolean;
    staffAgents?: string[];
  }
  const viewAs = (v: ViewAs) => ({
    cookie: SESSION.cookie,
    headers: {
      'x-view-as': encodeURIComponent(
        JSON.stringify({ corporatePermissions: [], internal: false, staffAgents: [], ...v }),
      ),
    },
  });
  const FIELDS = `userType user email associateId internal corporatePermissions staffAgents userDetails { identifier email }
    tosAccepted homePath viewingAs realUser`;

  it('AUTH-020: an internal user viewing as agent A1003 gets that agent as the viewer, with the real user named', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    const res = await gw.gql(`{ viewer { ${FIELDS} } }`, viewAs({ userType: 'agent', id: 'A1003' }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.viewer).toEqual({
      userType: 'agent',
      user: 'A1003',
      email: 'jdoe@provider.example',
      associateId: 'A1003',
      internal: false,
      corporatePermissions: [],
      staffAgents: [],
      userDetails: { identifier: 'A1003', email: 'jdoe@provider.example' },
      tosAccepted: true,
      homePath: '/agents/A1003/dashboard/',
      viewingAs: true,
      realUser: 'jdoe',
    });
  });

  it('AUTH-020: viewing as another provider staff member gives /mirus/{id}/ on the real e-mail domain', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    const res = await gw.gql(`{ viewer { ${FIELDS} } }`, viewAs({ userType: 'mirus', id: 'msmith', internal: true }));
    expect(res.body.data?.viewer).toMatchObject({
      userType: 'mirus',
      email: 'msmith@provider.example',
      associateId: null,
      internal: true,
      homePath: '/mirus/msmith/',
      viewingAs: true,
      realUser: 'jdoe',
    });
  });

  it('AUTH-020: staff, corp and unknown take the id, permissions and granted agents; unknown permissions are dropped', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus, { times: 3 });
    let res = await gw.gql(`{ viewer { ${FIELDS} } }`, viewAs({ userType: 'staff', id: 'S9', staffAgents: ['A1001', 'A1002'] }));
    expect(res.body.data?.viewer).toMatchObject({
      userType: 'staff',
      staffAgents: ['A1001', 'A1002'],
      associateId: null,
      homePath: '/atms/S9/',
    });
    res = await gw.gql(
      `{ viewer { ${FIELDS} } }`,
      viewAs({ userType: 'corp', id: 'E7', corporatePermissions: ['qlp', 'superpowers', 'reports'] }),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.viewer).toMatchObject({ corporatePermissions: ['qlp', 'reports'], homePath: '/employees/E7/' });
    res = await gw.gql(`{ viewer { ${FIELDS} } }`, viewAs({ userType: 'unknown', id: 'U5' }));
    expect(res.body.data?.viewer).toMatchObject({ userType: 'unknown', homePath: '/user/U5/', viewingAs: true });
  });

  it('AUTH-018: the header of a user who is not internal provider staff is ignored, without an error', async () => {
    const notInternalMirus = { ...USERS.mirus, internal: false };
    for (const user of [USERS.agent, USERS.staff, USERS.corp, notInternalMirus]) {
      gw.reply('GET', AUTH_INFO, 200, user);
      const res = await gw.gql(`{ viewer { userType associateId viewingAs realUser } }`, viewAs({ userType: 'agent', id: 'A1003' }));
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data?.viewer).toEqual({
        userType: user.user_type,
        associateId: user.associate_id,
        viewingAs: false,
        realUser: null,
      });
    }
  });

  it('AUTH-018: a malformed header is ignored, without an error', async () => {
    const bad = [
      'not json',
      '%E0%A4%A',
      encodeURIComponent('[]'),
      encodeURIComponent(JSON.stringify({ userType: 'robot', id: 'A1', internal: false })),
      encodeURIComponent(JSON.stringify({ userType: 'agent', id: '  ', internal: false })),
      encodeURIComponent(JSON.stringify({ userType: 'agent', id: 'A1', internal: 'yes' })),
      encodeURIComponent(JSON.stringify({ userType: 'agent', id: 'A1', internal: false, staffAgents: 'A2' })),
    ];
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus, { times: bad.length });
    for (const header of bad) {
      const res = await gw.gql('{ viewer { userType viewingAs realUser } }', {
        cookie: SESSION.cookie,
        headers: { 'x-view-as': header },
      });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data?.viewer).toEqual({ userType: 'mirus', viewingAs: false, realUser: null });
    }
  });

  it('AUTH-020: without the header the viewer is the real user, not viewing as anyone', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    const res = await gw.gql('{ viewer { userType viewingAs realUser } }', { cookie: SESSION.cookie });
    expect(res.body.data?.viewer).toEqual({ userType: 'mirus', viewingAs: false, realUser: null });
  });

  it('AUTH-020: permission checks use the viewed user; upstream calls carry the real session only', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/agents/A1003/', 200, {
      associate_id: 'A1003',
      first_name: 'Robert',
      preferred_first_name: 'Bob',
      last_name: 'Baker',
      alias: 'rbak',
      is_agent_intern: false,
      billing_day: 1,
    });
    const res = await gw.gql(
      `{ own: agent(associateId: "A1003") { associateId } other: agent(associateId: "A1001") { associateId } }`,
      viewAs({ userType: 'agent', id: 'A1003' }),
    );
    expect(res.body.data).toEqual({ own: { associateId: 'A1003' }, other: null });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors?.[0]).toMatchObject({ path: ['other'], extensions: { code: 'FORBIDDEN' } });
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/users/auth_info/', 'GET /api/agents/A1003/']);
    for (const call of gw.calls) {
      expect(call.headers.cookie).toBe('sessionid=sess1; csrftoken=tok1');
      expect(call.headers['x-view-as']).toBeUndefined();
    }
  });

  it('AUTH-022: viewing as a user with internal off drops admin rights; the real user can still change the view', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus, { times: 2 });
    const save = `mutation { saveSiteConfig(input: { domainTransactionsEnabled: true, demoDomains: [], demoUsers: [] }) {
      siteConfig { domainTransactionsEnabled } } }`;
    let res = await gw.gql(save, viewAs({ userType: 'mirus', id: 'jdoe', internal: false }));
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.callsTo('POST', 'api/site_config/')).toHaveLength(0);
    // The gateway judges the header by the real user; keeping internal off until a reload is the web client's rule.
    res = await gw.gql('{ viewer { internal viewingAs } }', viewAs({ userType: 'mirus', id: 'jdoe', internal: true }));
    expect(res.body.data?.viewer).toEqual({ internal: true, viewingAs: true });
  });
});
