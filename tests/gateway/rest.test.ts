import { describe, expect, it } from 'vitest';
import { MockAgent } from 'undici';
import { MESSAGES } from '@portal/rules';
import { editorCalls, schedulerCalls } from '@portal/rules/contract';
import { RestClient } from '../../gateway/src/rest/client';
import { CookieJar } from '../../gateway/src/rest/cookies';
import { formatError } from '../../gateway/src/server/formatError';
import { AUTH_INFO, SESSION, setup, useGateway, USERS } from './helpers';

const gw = useGateway();

const CONFIG = { domain_transactions_enabled: false, editor_message: null, demo_domains: [], demo_users: [] };

describe('REST client: session forwarding', () => {
  it('API-000: forwards sessionid and csrftoken and sends X-CSRFToken on every call', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/site_config/', 200, { value: CONFIG });
    gw.reply('GET', 'api/site_notifications/', 200, []);
    const res = await gw.gql('{ viewer { authenticated } siteConfig { demoDomains } siteNotifications { id } }', {
      cookie: `${SESSION.cookie}; analytics=1`,
    });
    expect(res.body.errors).toBeUndefined();
    expect(gw.calls).toHaveLength(3);
    for (const call of gw.calls) {
      expect(call.headers.cookie).toBe('sessionid=sess1; csrftoken=tok1');
      expect(call.headers['x-csrftoken']).toBe('tok1');
    }
  });

  it('API-000: the X-CSRFToken header the browser sent wins over the csrftoken cookie', async () => {
    gw.reply('GET', 'api/site_config/', 200, { value: CONFIG });
    await gw.gql('{ siteConfig { demoDomains } }', {
      cookie: SESSION.cookie,
      headers: { 'x-csrftoken': 'from-header' },
    });
    expect(gw.calls[0].headers['x-csrftoken']).toBe('from-header');
  });

  it('API-000: a browser without cookies sends neither cookies nor a token', async () => {
    gw.reply('GET', 'api/site_config/', 200, { value: CONFIG });
    await gw.gql('{ siteConfig { demoDomains } }');
    expect(gw.calls[0].headers.cookie).toBeUndefined();
    expect(gw.calls[0].headers['x-csrftoken']).toBeUndefined();
  });

  it('relays sessionid and csrftoken Set-Cookie without Domain, and nothing else', async () => {
    gw.reply('GET', 'api/site_config/', 200, { value: CONFIG }, {
      headers: {
        'set-cookie': [
          'sessionid=new-session; Domain=.provider.example; HttpOnly; Path=/; SameSite=Lax',
          'csrftoken=new-token; domain=provider.example; Path=/; SameSite=Lax',
          'tracking=1; Domain=.provider.example; Path=/',
        ],
      },
    });
    const res = await gw.gql('{ siteConfig { demoDomains } }', { cookie: SESSION.cookie });
    expect(res.setCookie).toEqual([
      'sessionid=new-session; HttpOnly; Path=/; SameSite=Lax',
      'csrftoken=new-token; Path=/; SameSite=Lax',
    ]);
  });

  it('later calls in one GraphQL request use the session the upstream just set', async () => {
    gw.reply('POST', 'api/auth/login/', 200, USERS.agent, {
      headers: { 'set-cookie': ['sessionid=s2; HttpOnly; Path=/', 'csrftoken=t2; Path=/'] },
    });
    gw.reply('PUT', AUTH_INFO, 200, { ...USERS.agent, tos_accepted: true });
    const res = await gw.gql(
      'mutation { login(input: {username: "alice", password: "pw"}) { viewer { user } } acceptTos { viewer { tosAccepted } } }',
      { cookie: 'csrftoken=t1' },
    );
    expect(res.body.errors).toBeUndefined();
    const put = gw.callsTo('PUT', AUTH_INFO)[0];
    expect(put.headers.cookie).toBe('sessionid=s2; csrftoken=t2');
    expect(put.headers['x-csrftoken']).toBe('t2');
  });
});

describe('REST client: deduplication and parallelism', () => {
  it('API-002: two fields needing the same GET make one upstream call', async () => {
    gw.reply('GET', 'api/site_config/', 200, { value: { ...CONFIG, demo_domains: ['a.com'] } });
    const res = await gw.gql('{ a: siteConfig { demoDomains } b: siteConfig { domainTransactionsEnabled } }');
    expect(res.body.data).toEqual({ a: { demoDomains: ['a.com'] }, b: { domainTransactionsEnabled: false } });
    expect(gw.callsTo('GET', 'api/site_config/')).toHaveLength(1);
  });

  it('API-008: auth_info is fetched once per GraphQL request however many fields need the user', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', 'api/site_notifications/', 200, []);
    gw.reply('GET', 'api/agents/A1/', 200, {
      associate_id: 'A1',
      first_name: 'Alice',
      preferred_first_name: null,
      last_name: 'Smith',
      alias: null,
      is_agent_intern: false,
      billing_day: 15,
    });
    const res = await gw.gql(
      '{ viewer { user } me: viewer { email } siteNotifications { id } agent(associateId: "A1") { associateId } }',
      { cookie: SESSION.cookie },
    );
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('GET', AUTH_INFO)).toHaveLength(1);
  });

  it('sibling fields call the upstream in parallel: the second call starts before the first one answers', async () => {
    const arrivals: number[] = [];
    const answered: number[] = [];
    const held = (data: string, type: string) =>
      gw.pool
        .intercept({ method: 'GET', path: type === 'text/plain' ? '/version.txt' : '/api/site_config/' })
        .reply(() => {
          arrivals.push(Date.now());
          setTimeout(() => answered.push(Date.now()), 300);
          return { statusCode: 200, data, responseOptions: { headers: { 'content-type': type } } };
        })
        .delay(300);
    held(JSON.stringify({ value: CONFIG }), 'application/json');
    held('1.0.0', 'text/plain');
    const res = await gw.gql('{ siteConfig { demoDomains } appVersion }');
    expect(res.body.errors).toBeUndefined();
    expect(arrivals).toHaveLength(2);
    expect(Math.max(...arrivals)).toBeLessThan(Math.min(...answered));
  });
});

describe('REST client: error mapping', () => {
  it('ERR-003: a timeout gives UPSTREAM_ERROR with the call failure text', async () => {
    const slow = await setup({ upstreamTimeoutMs: 100 });
    try {
      slow.reply('GET', 'api/site_config/', 200, { value: CONFIG }, { delayMs: 1000 });
      const started = Date.now();
      const res = await slow.gql('{ siteConfig { demoDomains } }');
      expect(Date.now() - started).toBeLessThan(900);
      expect(res.body.errors?.[0]).toMatchObject({
        message: MESSAGES.siteConfigLoad,
        extensions: { code: 'UPSTREAM_ERROR' },
      });
    } finally {
      await slow.close();
    }
  });

  it('ERR-003: a network failure gives UPSTREAM_ERROR with the call failure text', async () => {
    gw.replyWithError('GET', 'api/site_config/');
    const res = await gw.gql('{ siteConfig { demoDomains } }');
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.siteConfigLoad,
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    expect(res.text).not.toContain('ECONNREFUSED');
  });

  it('ERR-003: a 5xx gives UPSTREAM_ERROR; neither the upstream body nor a stack trace reaches the client', async () => {
    gw.reply('GET', 'api/site_config/', 502, 'Traceback (most recent call last): secret_db_password=hunter2', {
      headers: { 'content-type': 'text/html' },
    });
    const res = await gw.gql('{ siteConfig { demoDomains } }');
    expect(res.body.errors).toEqual([
      { message: MESSAGES.siteConfigLoad, locations: [{ line: 1, column: 3 }], path: ['siteConfig'], extensions: { code: 'UPSTREAM_ERROR' } },
    ]);
    expect(res.text).not.toContain('Traceback');
    expect(res.text).not.toContain('hunter2');
    expect(res.text).not.toContain('stacktrace');
  });

  it('ERR-084 / D-74: a 404 on the agent gives NOT_FOUND saying the agent does not exist', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/agents/ZZ/', 404, { detail: 'Not found.' });
    const res = await gw.gql('{ agent(associateId: "ZZ") { associateId } }', { cookie: SESSION.cookie });
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.agentNotFound('ZZ'),
      extensions: { code: 'NOT_FOUND' },
    });
    expect(res.text).not.toContain('Not found.');
  });

  it('a 401 gives UNAUTHENTICATED and a 403 gives FORBIDDEN', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/site_notifications/', 403, { detail: 'You do not have permission to perform this action.' });
    let res = await gw.gql('{ siteNotifications { id } }', { cookie: SESSION.cookie });
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.notificationsLoad,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(res.text).not.toContain('permission to perform');

    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/site_notifications/', 401, { detail: 'nope' });
    res = await gw.gql('{ siteNotifications { id } }', { cookie: SESSION.cookie });
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.notificationsLoad,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('a 400 gives BAD_USER_INPUT with the string-array fields only, in GraphQL field names', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('POST', 'api/site_notifications/', 400, {
      header: ['This field may not be blank.'],
      show_dashboard: ['Must be a valid boolean.', 42],
      detail: 'internal detail text',
      nested: { x: ['y'] },
      numbers: [1, 2],
    });
    const res = await gw.gql(
      `mutation { createSiteNotification(input: { header: "H", variant: info, start: "2024-01-01T00:00:00Z",
        end: "2024-12-31T00:00:00Z", showDashboard: true, showMxeditor: false }) { siteNotification { id } } }`,
      { cookie: SESSION.cookie },
    );
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.notificationSave,
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { header: ['This field may not be blank.'], showDashboard: ['Must be a valid boolean.'] },
      },
    });
    expect(res.text).not.toContain('internal detail text');
  });

  it('an unexpected failure is masked as INTERNAL_SERVER_ERROR with the generic text (ERR-002)', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'id') at toSiteNotification (notifications.ts:41)");
    const formatted = formatError({ message: error.message, path: ['siteNotifications'] });
    expect(formatted).toEqual({ message: MESSAGES.generic, path: ['siteNotifications'], extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(JSON.stringify(formatted)).not.toMatch(/TypeError|Cannot read|stacktrace|\.ts:\d+/);
  });
});

describe('REST client: requests', () => {
  function client(mock: MockAgent) {
    return new RestClient({
      upstreamUrl: 'http://api.test/base/',
      dispatcher: mock,
      timeoutMs: 1000,
      jar: new CookieJar('sessionid=s; csrftoken=t', 't'),
      onSessionCookies: () => {},
    });
  }

  it('API-049: sends query parameters, repeating a parameter given a list, below the base path', async () => {
    const mock = new MockAgent();
    mock.disableNetConnect();
    const seen: string[] = [];
    mock
      .get('http://api.test')
      .intercept({ method: 'GET', path: '/base/api/domains/x.com/overrides/?status=pending&status=approved&include_pages=false' })
      .reply((req) => {
        seen.push(req.path);
        return { statusCode: 200, data: '[]', responseOptions: { headers: { 'content-type': 'application/json' } } };
      });
    const body = await client(mock).call(editorCalls.overrides, {
      path: { domainName: 'x.com' },
      query: { status: ['pending', 'approved'], include_pages: false, unused: undefined },
      failure: MESSAGES.generic,
    });
    expect(body).toEqual([]);
    expect(seen).toEqual(['/base/api/domains/x.com/overrides/?status=pending&status=approved&include_pages=false']);
    await mock.close();
  });

  it('API-000: PATCH sends a JSON body with the CSRF header and an empty answer is null', async () => {
    const mock = new MockAgent();
    mock.disableNetConnect();
    const seen: { headers: unknown; body: unknown }[] = [];
    mock
      .get('http://api.test')
      .intercept({ method: 'PATCH', path: '/base/api/agents/A1/appointment_notification_recipients/' })
      .reply((req) => {
        seen.push({ headers: req.headers, body: req.body });
        return { statusCode: 204, data: '' };
      });
    const body = await client(mock).call(schedulerCalls.updateRecipients, {
      path: { agentId: 'A1' },
      body: { recipients: ['a@b.c'] },
      failure: MESSAGES.recipientsUpdate,
    });
    expect(body).toBeNull();
    expect(seen[0].body).toBe('{"recipients":["a@b.c"]}');
    expect(seen[0].headers).toMatchObject({
      'content-type': 'application/json',
      'x-csrftoken': 't',
      cookie: 'sessionid=s; csrftoken=t',
    });
    await mock.close();
  });
});
