import { describe, expect, it } from 'vitest';
import { MESSAGES, SITE_NOTIFICATION_MESSAGES } from '@portal/rules';
import { AUTH_INFO, gid, SESSION, useGateway, USERS } from './helpers';

const gw = useGateway();

describe('appVersion (API-001)', () => {
  it('API-001: GETs version.txt and returns its text', async () => {
    gw.reply('GET', 'version.txt', 200, '2024.06.1\n', { headers: { 'content-type': 'text/plain' } });
    const res = await gw.gql('{ appVersion }');
    expect(res.body.data).toEqual({ appVersion: '2024.06.1' });
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /version.txt']);
  });

  it('API-001: a numeric-looking version stays a string', async () => {
    gw.reply('GET', 'version.txt', 200, '42', { headers: { 'content-type': 'text/plain' } });
    const res = await gw.gql('{ appVersion }');
    expect(res.body.data).toEqual({ appVersion: '42' });
  });
});

describe('siteConfig (API-002, API-003)', () => {
  const RAW = {
    domain_transactions_enabled: true,
    editor_message: 'Be nice',
    demo_domains: ['demo.example'],
    demo_users: [{ title: 'Demo', subtext: null, associate_id: 'D1' }],
  };
  const CONFIG_FIELDS = 'domainTransactionsEnabled editorMessage demoDomains demoUsers { title subtext associateId }';
  const MAPPED = {
    domainTransactionsEnabled: true,
    editorMessage: 'Be nice',
    demoDomains: ['demo.example'],
    demoUsers: [{ title: 'Demo', subtext: null, associateId: 'D1' }],
  };
  const SAVE = `mutation Save($input: SiteConfigInput!) { saveSiteConfig(input: $input) { siteConfig { ${CONFIG_FIELDS} } } }`;

  it('API-002: the siteConfig query GETs api/site_config/ and unwraps .value', async () => {
    gw.reply('GET', 'api/site_config/', 200, { value: RAW });
    const res = await gw.gql(`{ siteConfig { ${CONFIG_FIELDS} } }`);
    expect(res.body.data?.siteConfig).toEqual(MAPPED);
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/site_config/']);
  });

  it('ERR-003: a failed load gives the ERR-003 text', async () => {
    gw.reply('GET', 'api/site_config/', 500, {});
    const res = await gw.gql('{ siteConfig { demoDomains } }');
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'there was an issue retrieving site settings! Please try again later.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('API-003 / ADMIN-055: a save GETs the stored config and POSTs it with only the input\'s fields changed', async () => {
    const stored = { ...RAW, maintenance_banner: 'kept as it is' };
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/site_config/', 200, { value: stored });
    const sent = {
      ...stored,
      domain_transactions_enabled: false,
      demo_users: [{ title: 'New', subtext: 'Intern', associate_id: 'D2' }],
    };
    gw.reply('POST', 'api/site_config/', 200, { value: sent });
    const input = { domainTransactionsEnabled: false, demoUsers: [{ title: 'New', subtext: 'Intern', associateId: 'D2' }] };
    const res = await gw.gql(SAVE, { variables: { input }, cookie: SESSION.cookie });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.saveSiteConfig).toEqual({
      siteConfig: { ...MAPPED, domainTransactionsEnabled: false, demoUsers: [{ title: 'New', subtext: 'Intern', associateId: 'D2' }] },
    });
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/users/auth_info/',
      'GET /api/site_config/',
      'POST /api/site_config/',
    ]);
    const post = gw.callsTo('POST', 'api/site_config/')[0];
    // editor_message and demo_domains were left out of the input, maintenance_banner is unknown to the portal.
    expect(post.body).toEqual({
      domain_transactions_enabled: false,
      editor_message: 'Be nice',
      demo_domains: ['demo.example'],
      demo_users: [{ title: 'New', subtext: 'Intern', associate_id: 'D2' }],
      maintenance_banner: 'kept as it is',
    });
    expect(post.headers['x-csrftoken']).toBe('tok1');
    expect(post.headers.cookie).toBe('sessionid=sess1; csrftoken=tok1');
  });

  it('ADMIN-055: editorMessage null clears the message; every other stored field is kept', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/site_config/', 200, { value: RAW });
    gw.reply('POST', 'api/site_config/', 200, { value: { ...RAW, editor_message: null } });
    const res = await gw.gql(SAVE, { variables: { input: { editorMessage: null } }, cookie: SESSION.cookie });
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('POST', 'api/site_config/')[0].body).toEqual({ ...RAW, editor_message: null });
  });

  it('ERR-004: when the stored config cannot be read, the save fails with the ERR-004 text and nothing is POSTed', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/site_config/', 500, {});
    const res = await gw.gql(SAVE, { variables: { input: { editorMessage: 'Hi' } }, cookie: SESSION.cookie });
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.siteConfigSave, extensions: { code: 'UPSTREAM_ERROR' } });
    expect(res.body.data).toBeNull();
    expect(gw.callsTo('POST', 'api/site_config/')).toHaveLength(0);
  });

  it('AUTH-023: a non-internal user cannot save site config and no POST is sent', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql(SAVE, { variables: { input: MAPPED }, cookie: SESSION.cookie });
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.forbidden, extensions: { code: 'FORBIDDEN' } });
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/users/auth_info/']);
  });

  it('AUTH-023: an anonymous user gets UNAUTHENTICATED and no POST is sent', async () => {
    gw.reply('GET', AUTH_INFO, 403, {});
    const res = await gw.gql(SAVE, { variables: { input: MAPPED } });
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.notAuthenticated,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(gw.callsTo('POST', 'api/site_config/')).toHaveLength(0);
  });

  it('VALID-041 / VALID-042: a demo user without title or associate id is refused with fields and changes nothing', async () => {
    const input = {
      ...MAPPED,
      demoUsers: [
        { title: 'Ok', associateId: 'D1' },
        { title: '  ', associateId: '' },
      ],
    };
    const res = await gw.gql(SAVE, { variables: { input }, cookie: SESSION.cookie });
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.siteConfigSave,
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { 'demoUsers.1.title': [expect.any(String)], 'demoUsers.1.associateId': [expect.any(String)] },
      },
    });
    expect(gw.calls).toHaveLength(0);
  });

  it('ERR-004: a failed save gives the ERR-004 text; an upstream 400 becomes field errors', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus, { times: 2 });
    gw.reply('GET', 'api/site_config/', 200, { value: RAW }, { times: 2 });
    gw.reply('POST', 'api/site_config/', 500, {});
    let res = await gw.gql(SAVE, { variables: { input: MAPPED }, cookie: SESSION.cookie });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'there was an issue saving site settings! Please try again later.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    gw.reply('POST', 'api/site_config/', 400, { demo_users: ['Each demo user needs a title and an associate_id.'] });
    res = await gw.gql(SAVE, { variables: { input: MAPPED }, cookie: SESSION.cookie });
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.siteConfigSave,
      extensions: { code: 'BAD_USER_INPUT', fields: { demoUsers: ['Each demo user needs a title and an associate_id.'] } },
    });
  });
});

describe('site notifications (API-004..007)', () => {
  const DAY = 24 * 3600 * 1000;
  const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
  const NOTIFICATION_FIELDS =
    'id notificationId header message variant start end showDashboard showMxeditor active location';
  const INPUT = {
    header: 'Maintenance',
    message: 'Tonight',
    variant: 'warning',
    start: '2030-01-01T00:00:00.000Z',
    end: '2030-01-02T00:00:00.000Z',
    showDashboard: true,
    showMxeditor: false,
  };
  const RAW_INPUT = {
    header: 'Maintenance',
    message: 'Tonight',
    variant: 'warning',
    start: '2030-01-01T00:00:00.000Z',
    end: '2030-01-02T00:00:00.000Z',
    show_dashboard: true,
    show_mxeditor: false,
  };

  it('SHELL-029: an unauthenticated session gets an empty list and makes no site_notifications call', async () => {
    gw.reply('GET', AUTH_INFO, 403, {});
    const res = await gw.gql('{ siteNotifications { id } }');
    expect(res.body).toEqual({ data: { siteNotifications: [] } });
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/users/auth_info/']);
  });

  it('API-004 / SHELL-030: GETs api/site_notifications/; active means start <= now <= end; location from the flags', async () => {
    // Staff, who get the inactive ones too (an agent gets the active ones alone: admin-notifications.test.ts).
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/site_notifications/', 200, [
      { id: 1, header: 'Now', message: 'm', variant: 'info', start: iso(-DAY), end: iso(DAY), show_dashboard: true, show_mxeditor: true },
      { id: 2, header: 'Past', message: null, variant: 'error', start: iso(-2 * DAY), end: iso(-DAY), show_dashboard: true, show_mxeditor: false },
      { id: 3, header: 'Future', message: null, variant: 'success', start: iso(DAY), end: iso(2 * DAY), show_dashboard: false, show_mxeditor: true },
      { id: 4, header: 'Hidden', message: null, variant: 'warning', start: iso(-DAY), end: iso(DAY), show_dashboard: false, show_mxeditor: false },
    ]);
    const res = await gw.gql(`{ siteNotifications { ${NOTIFICATION_FIELDS} } }`, { cookie: SESSION.cookie });
    expect(res.body.errors).toBeUndefined();
    const list = res.body.data?.siteNotifications as Record<string, unknown>[];
    expect(list.map((n) => [n.notificationId, n.active, n.location])).toEqual([
      [1, true, 'both'],
      [2, false, 'dashboard'],
      [3, false, 'mxeditor'],
      [4, true, 'none'],
    ]);
    expect(list[0]).toMatchObject({ id: gid('SiteNotification', 1), header: 'Now', message: 'm', variant: 'info' });
    expect(typeof list[0].start).toBe('string');
    expect(gw.callsTo('GET', 'api/site_notifications/')[0].headers.cookie).toBe('sessionid=sess1; csrftoken=tok1');
  });

  it('ERR-054: a failed load gives the ERR-054 text', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', 'api/site_notifications/', 500, {});
    const res = await gw.gql('{ siteNotifications { id } }', { cookie: SESSION.cookie });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'there was an issue retrieving notifications! Please try again later.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('API-005 / ADMIN-047: createSiteNotification POSTs api/site_notifications/ with the snake_case body', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('POST', 'api/site_notifications/', 201, { id: 9, ...RAW_INPUT });
    const res = await gw.gql(
      `mutation Create($input: SiteNotificationInput!) { createSiteNotification(input: $input) { siteNotification { ${NOTIFICATION_FIELDS} } } }`,
      { variables: { input: INPUT }, cookie: SESSION.cookie },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.createSiteNotification.siteNotification).toMatchObject({
      id: gid('SiteNotification', 9),
      notificationId: 9,
      location: 'dashboard',
      active: false,
    });
    const post = gw.callsTo('POST', 'api/site_notifications/');
    expect(post[0].body).toEqual(RAW_INPUT);
    expect(post[0].headers['x-csrftoken']).toBe('tok1');
  });

  it('VALID-038: a blank header is refused with fields and no call past the admin check', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    const res = await gw.gql(
      'mutation Create($input: SiteNotificationInput!) { createSiteNotification(input: $input) { siteNotification { id } } }',
      { variables: { input: { ...INPUT, header: ' ' } }, cookie: SESSION.cookie },
    );
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.notificationSave,
      extensions: { code: 'BAD_USER_INPUT', fields: { header: [SITE_NOTIFICATION_MESSAGES.header] } },
    });
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/users/auth_info/']);
  });

  it('VALID-039: an end that is not after the start is refused with the end field and no call past the admin check', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    const res = await gw.gql(
      'mutation Create($input: SiteNotificationInput!) { createSiteNotification(input: $input) { siteNotification { id } } }',
      { variables: { input: { ...INPUT, end: INPUT.start } }, cookie: SESSION.cookie },
    );
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.notificationSave,
      extensions: { code: 'BAD_USER_INPUT', fields: { end: [SITE_NOTIFICATION_MESSAGES.endAfterStart] } },
    });
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/users/auth_info/']);
  });

  it('VALID-039: a notification without an end is refused before any upstream call', async () => {
    const { end: _end, ...withoutEnd } = INPUT;
    const res = await gw.gql(
      'mutation Create($input: SiteNotificationInput!) { createSiteNotification(input: $input) { siteNotification { id } } }',
      { variables: { input: withoutEnd }, cookie: SESSION.cookie },
    );
    expect(res.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(gw.calls).toHaveLength(0);
  });

  it('AUTH-023: a non-internal user cannot create notifications and no POST is sent', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.staff);
    const res = await gw.gql(
      'mutation Create($input: SiteNotificationInput!) { createSiteNotification(input: $input) { siteNotification { id } } }',
      { variables: { input: INPUT }, cookie: SESSION.cookie },
    );
    expect(res.body.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(gw.callsTo('POST', 'api/site_notifications/')).toHaveLength(0);
  });

  it('API-006 / ADMIN-048: updateSiteNotification PUTs api/site_notifications/{id}/', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('PUT', 'api/site_notifications/7/', 200, { id: 7, ...RAW_INPUT });
    const res = await gw.gql(
      `mutation Update($id: ID!, $input: SiteNotificationInput!) { updateSiteNotification(id: $id, input: $input) { siteNotification { id header } } }`,
      { variables: { id: gid('SiteNotification', 7), input: INPUT }, cookie: SESSION.cookie },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.updateSiteNotification.siteNotification).toEqual({
      id: gid('SiteNotification', 7),
      header: 'Maintenance',
    });
    expect(gw.callsTo('PUT', 'api/site_notifications/7/')[0].body).toEqual(RAW_INPUT);
  });

  it('ERR-052: a failed save gives the ERR-052 text', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('PUT', 'api/site_notifications/7/', 500, {});
    const res = await gw.gql(
      `mutation Update($id: ID!, $input: SiteNotificationInput!) { updateSiteNotification(id: $id, input: $input) { siteNotification { id } } }`,
      { variables: { id: gid('SiteNotification', 7), input: INPUT }, cookie: SESSION.cookie },
    );
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Saving that notification failed.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('API-007 / ADMIN-050: deleteSiteNotification sends DELETE api/site_notifications/{id}/', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('DELETE', 'api/site_notifications/7/', 204);
    const res = await gw.gql('mutation Del($id: ID!) { deleteSiteNotification(id: $id) { deletedId } }', {
      variables: { id: gid('SiteNotification', 7) },
      cookie: SESSION.cookie,
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.deleteSiteNotification).toEqual({ deletedId: gid('SiteNotification', 7) });
    const del = gw.callsTo('DELETE', 'api/site_notifications/7/');
    expect(del).toHaveLength(1);
    expect(del[0].headers['x-csrftoken']).toBe('tok1');
    expect(del[0].body).toBeUndefined();
  });

  it('ERR-053: a failed delete gives the ERR-053 text; a foreign id is NOT_FOUND with no call', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('DELETE', 'api/site_notifications/7/', 500, {});
    let res = await gw.gql('mutation Del($id: ID!) { deleteSiteNotification(id: $id) { deletedId } }', {
      variables: { id: gid('SiteNotification', 7) },
      cookie: SESSION.cookie,
    });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Deleting that notification failed.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    const before = gw.calls.length;
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    res = await gw.gql('mutation Del($id: ID!) { deleteSiteNotification(id: $id) { deletedId } }', {
      variables: { id: gid('Agent', 'A1') },
      cookie: SESSION.cookie,
    });
    expect(res.body.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(gw.calls.slice(before).map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/users/auth_info/']);
  });
});

describe('agent (API-060)', () => {
  const RAW_AGENT = {
    associate_id: 'A1',
    first_name: 'Alice',
    preferred_first_name: 'Ally',
    last_name: 'Smith',
    alias: 'asmith',
    is_agent_intern: true,
    billing_day: 15,
  };
  const AGENT_FIELDS =
    'id associateId firstName preferredFirstName lastName displayName alias isAgentIntern billingDay';

  it('SHELL-033 / API-060: the agent query GETs api/agents/{id}/ and maps all 7 fields', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', 'api/agents/A1/', 200, RAW_AGENT);
    const res = await gw.gql(`{ agent(associateId: "A1") { ${AGENT_FIELDS} } }`, { cookie: SESSION.cookie });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent).toEqual({
      id: gid('Agent', 'A1'),
      associateId: 'A1',
      firstName: 'Alice',
      preferredFirstName: 'Ally',
      lastName: 'Smith',
      displayName: 'Ally Smith',
      alias: 'asmith',
      isAgentIntern: true,
      billingDay: 15,
    });
    expect(gw.callsTo('GET', 'api/agents/A1/')[0].headers).toMatchObject({
      cookie: 'sessionid=sess1; csrftoken=tok1',
      'x-csrftoken': 'tok1',
    });
  });

  it('ERR-084: a failed agent load gives "Could not retrieve data for A1"', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', 'api/agents/A1/', 500, {});
    const res = await gw.gql('{ agent(associateId: "A1") { associateId } }', { cookie: SESSION.cookie });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Could not retrieve data for A1',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('SHELL-033 D-74: an agent the upstream does not know (404) is NOT_FOUND "Agent A9 does not exist."', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/agents/A9/', 404, { detail: 'Not found.' });
    const res = await gw.gql('{ agent(associateId: "A9") { associateId } }', { cookie: SESSION.cookie });
    expect(res.body.errors?.[0]).toMatchObject({ message: 'Agent A9 does not exist.', extensions: { code: 'NOT_FOUND' } });
    expect(res.body.data).toEqual({ agent: null });
  });

  it('ERR-090: a blank associate id gives "Associate ID is undefined." with no upstream call', async () => {
    const res = await gw.gql('{ agent(associateId: " ") { associateId } }', { cookie: SESSION.cookie });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Associate ID is undefined.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(gw.calls).toHaveLength(0);
  });

  it('AUTH-008: an agent asking for another agent is FORBIDDEN and no agent call is made', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql('{ agent(associateId: "A2") { associateId dash { services { key } } } }', {
      cookie: SESSION.cookie,
    });
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.forbidden, extensions: { code: 'FORBIDDEN' } });
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/users/auth_info/']);
    expect(gw.mock.pendingInterceptors()).toHaveLength(0);
  });

  it('AUTH-010: staff may load agents in staff_agents and no others (no upstream call when denied)', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.staff);
    gw.reply('GET', 'api/agents/A1/', 200, RAW_AGENT);
    const res = await gw.gql('{ a1: agent(associateId: "A1") { associateId } a2: agent(associateId: "A2") { associateId } }', {
      cookie: SESSION.cookie,
    });
    expect(res.body.data).toEqual({ a1: { associateId: 'A1' }, a2: null });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors?.[0]).toMatchObject({ path: ['a2'], extensions: { code: 'FORBIDDEN' } });
    expect(gw.calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'GET /api/agents/A1/',
      'GET /api/users/auth_info/',
    ]);
  });

  it('AUTH-007: mirus may load any agent', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/agents/A7/', 200, { ...RAW_AGENT, associate_id: 'A7', preferred_first_name: '' });
    const res = await gw.gql('{ agent(associateId: "A7") { associateId displayName } }', { cookie: SESSION.cookie });
    expect(res.body.data?.agent).toEqual({ associateId: 'A7', displayName: 'Alice Smith' });
  });

  it('AUTH-012: corp and unknown users and anonymous sessions load no agent data', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.corp);
    let res = await gw.gql('{ agent(associateId: "A1") { associateId } }', { cookie: SESSION.cookie });
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    gw.reply('GET', AUTH_INFO, 403, {});
    res = await gw.gql('{ agent(associateId: "A1") { associateId } }');
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.notAuthenticated,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(gw.calls.filter((c) => c.path.startsWith('/api/agents/'))).toHaveLength(0);
  });

  it('an id cannot walk out of the agent path', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/agents/a%2Fb/', 200, { ...RAW_AGENT, associate_id: 'a/b' });
    const res = await gw.gql('{ a: agent(associateId: "..") { associateId } b: agent(associateId: "a/b") { associateId } }', {
      cookie: SESSION.cookie,
    });
    expect(res.body.data).toEqual({ a: null, b: { associateId: 'a/b' } });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors?.[0]).toMatchObject({ path: ['a'], extensions: { code: 'NOT_FOUND' } });
    expect(gw.calls.map((c) => c.path).sort()).toEqual(['/api/agents/a%2Fb/', '/api/users/auth_info/']);
  });
});
