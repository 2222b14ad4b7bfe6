import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { startSandbox, type RunningSandbox } from '@portal/sandbox';
import { startGateway, type RunningGateway } from '@portal/gateway';
import { AUTH_INFO, SESSION, useGateway, USERS } from './helpers';

const gw = useGateway();

const SEARCH = `query($text: String!) { searchAgents(text: $text) {
  id associateId firstName preferredFirstName lastName alias displayName } }`;
const SEARCH_PATH = 'api/agents/search/';
const opts = (text: string, headers?: Record<string, string>) => ({
  variables: { text },
  cookie: SESSION.cookie,
  headers,
});
const viewAs = (userType: string, id: string, internal: boolean) => ({
  'x-view-as': encodeURIComponent(
    JSON.stringify({ userType, id, corporatePermissions: [], internal, staffAgents: [] }),
  ),
});

const BOB = {
  associate_id: 'A1003',
  first_name: 'Robert',
  preferred_first_name: 'Bob',
  last_name: 'Baker',
  alias: 'rbak',
};

describe('searchAgents (API-065)', () => {
  it('API-065 / VALID-044: sends GET api/agents/search/ with q trimmed and lower-cased, and maps the agents', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', `${SEARCH_PATH}?q=abc`, 200, [BOB]);
    const res = await gw.gql(SEARCH, opts('  AbC '));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.searchAgents).toEqual([
      {
        id: Buffer.from('Agent:A1003').toString('base64'),
        associateId: 'A1003',
        firstName: 'Robert',
        preferredFirstName: 'Bob',
        lastName: 'Baker',
        alias: 'rbak',
        displayName: 'Bob Baker',
      },
    ]);
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/', 'GET /api/agents/search/?q=abc']);
  });

  it('VALID-044: a text with spaces inside keeps them, percent-encoded', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', `${SEARCH_PATH}?q=bob+baker`, 200, [BOB]);
    const res = await gw.gql(SEARCH, opts('Bob Baker'));
    expect(res.body.data?.searchAgents).toHaveLength(1);
  });

  it('API-065: a blank text answers [] with no upstream call', async () => {
    const res = await gw.gql(SEARCH, opts('   '));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.searchAgents).toEqual([]);
    expect(gw.calls).toHaveLength(0);
  });

  it('AUTH-023: users who are not internal get FORBIDDEN and cause no search call', async () => {
    for (const user of [USERS.agent, USERS.staff, USERS.corp, { ...USERS.mirus, internal: false }]) {
      gw.reply('GET', AUTH_INFO, 200, user);
      const res = await gw.gql(SEARCH, opts('bob'));
      expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.forbidden, extensions: { code: 'FORBIDDEN' } });
    }
    expect(gw.callsTo('GET', `${SEARCH_PATH}?q=bob`)).toHaveLength(0);
  });

  it('AUTH-023: nobody signed in gets UNAUTHENTICATED', async () => {
    gw.reply('GET', AUTH_INFO, 403, {});
    const res = await gw.gql(SEARCH, { variables: { text: 'bob' } });
    expect(res.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });

  it('AUTH-020: a provider viewing as an agent may still search (the real user decides), so they can switch back', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', `${SEARCH_PATH}?q=bob`, 200, [BOB]);
    const res = await gw.gql(SEARCH, opts('bob', viewAs('agent', 'A1003', false)));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.searchAgents).toHaveLength(1);
  });

  it('AUTH-018: an agent sending a view-as header is still refused', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql(SEARCH, opts('bob', viewAs('mirus', 'x', true)));
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });

  it('ERR-089: a failed search gives the agent-search text, never the upstream body', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus, { times: 3 });
    gw.reply('GET', `${SEARCH_PATH}?q=bob`, 500, { detail: 'search index trace' });
    let res = await gw.gql(SEARCH, opts('bob'));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.agentSearch, extensions: { code: 'UPSTREAM_ERROR' } });
    expect(res.text).not.toContain('search index trace');
    gw.reply('GET', `${SEARCH_PATH}?q=bob`, 200, { not: 'a list' });
    res = await gw.gql(SEARCH, opts('bob'));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.agentSearch, extensions: { code: 'UPSTREAM_ERROR' } });
    gw.replyWithError('GET', `${SEARCH_PATH}?q=bob`);
    res = await gw.gql(SEARCH, opts('bob'));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.agentSearch, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('API-065 / ERR-089: a list with an entry that is not an agent is ERR-089, never a partial list', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus, { times: 3 });
    for (const stray of [{ ...BOB, associate_id: '' }, { first_name: 'Nobody' }, null]) {
      gw.reply('GET', `${SEARCH_PATH}?q=b`, 200, [BOB, stray]);
      const res = await gw.gql(SEARCH, opts('b'));
      expect(res.body.data).toBeNull();
      expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.agentSearch, extensions: { code: 'UPSTREAM_ERROR' } });
    }
  });

  it('API-065: a hit without a preferred first name or alias maps them to null; it has no intern flag or billing day', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', `${SEARCH_PATH}?q=ivan`, 200, [
      { associate_id: 'A1002', first_name: 'Ivan', preferred_first_name: null, last_name: 'Ingram', alias: null },
    ]);
    const res = await gw.gql(
      'query($text: String!) { searchAgents(text: $text) { associateId preferredFirstName alias displayName isAgentIntern billingDay } }',
      opts('Ivan'),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.searchAgents).toEqual([
      { associateId: 'A1002', preferredFirstName: null, alias: null, displayName: 'Ivan Ingram', isAgentIntern: false, billingDay: null },
    ]);
  });
});

describe('searchAgents against the sandbox (API-065)', () => {
  let sandbox: RunningSandbox;
  let gateway: RunningGateway;
  beforeEach(async () => {
    sandbox = await startSandbox({ port: 0 });
    gateway = await startGateway({
      upstreamUrl: sandbox.url,
      sandboxMode: true,
      port: 0,
      host: '127.0.0.1',
      allowAdhocDocuments: true,
      persistedQueries: {},
    });
  });
  afterEach(async () => {
    await gateway.close();
    await sandbox.close();
  });

  async function post(query: string, variables: Record<string, unknown>, cookie: string) {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const cookies = res.headers.getSetCookie().map((line) => line.split(';')[0]);
    const body = (await res.json()) as { data?: Record<string, any>; errors?: { extensions?: { code?: string } }[] };
    return { body, cookies };
  }

  async function signIn(username: string): Promise<string> {
    const login = 'mutation($input: LoginInput!) { login(input: $input) { viewer { authenticated } } }';
    const { body, cookies } = await post(login, { input: { username, password: 'portal-demo' } }, '');
    expect(body.data?.login.viewer.authenticated).toBe(true);
    return cookies.join('; ');
  }

  it('API-065 / VALID-044: provider staff find Bob by "BAK"; an agent is refused', async () => {
    const jdoe = await signIn('jdoe');
    const found = await post(SEARCH, { text: ' BAK' }, jdoe);
    expect(found.body.data?.searchAgents.map((a: { associateId: string }) => a.associateId)).toEqual(['A1003']);
    const alice = await signIn('alice');
    const refused = await post(SEARCH, { text: 'bak' }, alice);
    expect(refused.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
