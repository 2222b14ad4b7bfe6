import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_INFO, SESSION, setup, USERS, type TestGateway } from './helpers';

let gw: TestGateway | undefined;
afterEach(async () => {
  await gw?.close();
  gw = undefined;
});

const REQUIRED = { errors: [{ message: 'PersistedQueryRequired', extensions: { code: 'PERSISTED_QUERY_REQUIRED' } }] };
const QUERY = 'query ToolViewer { viewer { userType internal } }';
const SERVICE_ACCOUNT = { ...USERS.mirus, user: 'svc-tools' };

describe('full documents in production (issue #15, other internal tools)', () => {
  it('internal provider staff, a person or a service account, may send a full document', async () => {
    gw = await setup({ production: true, allowAdhocDocuments: false });
    for (const user of [USERS.mirus, SERVICE_ACCOUNT]) {
      gw.reply('GET', AUTH_INFO, 200, user);
      const res = await gw.gql(QUERY, { cookie: SESSION.cookie, headers: { 'apollographql-client-name': 'reports-tool' } });
      expect(res.body).toEqual({ data: { viewer: { userType: 'mirus', internal: true } } });
    }
    // One auth_info per request: the check and the execution share the request's context.
    expect(gw.callsTo('GET', AUTH_INFO)).toHaveLength(2);
  });

  it('everyone else keeps persisted ids only: anonymous, agents, corporate users, staff members, non-internal mirus', async () => {
    gw = await setup({ production: true, allowAdhocDocuments: false });
    expect((await gw.gql(QUERY)).body).toEqual(REQUIRED);
    // No session cookie: refused without an upstream call.
    expect(gw.calls).toHaveLength(0);
    for (const user of [USERS.agent, USERS.corp, USERS.staff, { ...USERS.mirus, internal: false }]) {
      gw.reply('GET', AUTH_INFO, 200, user);
      const res = await gw.gql(QUERY, { cookie: SESSION.cookie });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(REQUIRED);
    }
  });

  it('staff documents are held to every limit: length, depth', async () => {
    gw = await setup({ production: true, allowAdhocDocuments: false });
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus, { times: 2 });
    const long = await gw.gql(`query Long { viewer { userType } } ${'#'.repeat(20_001)}`, { cookie: SESSION.cookie });
    expect(long.body.errors?.[0]?.extensions?.code).toBe('DOCUMENT_TOO_LARGE');
    let deep = 'userType';
    for (let i = 0; i < 20; i += 1) deep = `__typename ... on Query { viewer { ${deep} } }`;
    const tooDeep = await gw.gql(`query Deep { ${deep} }`, { cookie: SESSION.cookie });
    expect(tooDeep.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('the stable tool ids sign in without a full document', async () => {
    gw = await setup({ production: true, allowAdhocDocuments: false });
    gw.reply('GET', AUTH_INFO, 403, {});
    gw.reply('POST', 'api/auth/login/', 200, SERVICE_ACCOUNT, { headers: { 'set-cookie': 'sessionid=svc1; Path=/' } });
    const res = await gw.post({ doc_id: 'tools/sign-in', variables: { username: 'svc-tools', password: 'secret' } });
    expect(res.body).toEqual({ data: { login: { viewer: { authenticated: true, userType: 'mirus', internal: true } } } });
    expect(gw.callsTo('POST', 'api/auth/login/')[0]!.body).toEqual({ username: 'svc-tools', password: 'secret' });
  });
});

describe('the schema as SDL (issue #15)', () => {
  const printed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

  it('GET /schema.graphql serves the printed schema to internal staff in production', async () => {
    gw = await setup({ production: true });
    gw.reply('GET', AUTH_INFO, 200, SERVICE_ACCOUNT);
    const res = await fetch(`${gw.url}/schema.graphql`, { headers: { cookie: SESSION.cookie } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(printed);
  });

  it('GET /schema.graphql is refused to everyone else in production', async () => {
    gw = await setup({ production: true });
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await fetch(`${gw.url}/schema.graphql`, { headers: { cookie: SESSION.cookie } });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe('The schema is available to signed-in provider staff only.');
  });
});
