import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_INFO, SESSION, setup, USERS, type TestGateway } from './helpers';

let gw: TestGateway | undefined;
afterEach(async () => {
  await gw?.close();
  gw = undefined;
});

const SCHEMA = '{ __schema { queryType { name } } }';
const TYPE = '{ __type(name: "Viewer") { name } }';
const REFUSED = {
  message: 'Introspection is available to signed-in provider staff only.',
  extensions: { code: 'FORBIDDEN' },
};

describe('introspection in production (decision D-61)', () => {
  it('D-61: __schema and __type are refused to a visitor who is not signed in, before execution', async () => {
    gw = await setup({ production: true });
    gw.reply('GET', AUTH_INFO, 403, {}, { times: 2 });
    for (const document of [SCHEMA, TYPE]) {
      const res = await gw.gql(document);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ errors: [REFUSED] });
    }
  });

  it('D-61: an agent, corporate user or non-internal mirus user may not introspect either', async () => {
    gw = await setup({ production: true });
    for (const user of [USERS.agent, USERS.corp, USERS.staff, { ...USERS.mirus, internal: false }]) {
      gw.reply('GET', AUTH_INFO, 200, user);
      const res = await gw.gql(SCHEMA, { cookie: SESSION.cookie });
      expect(res.body).toEqual({ errors: [REFUSED] });
    }
  });

  it('D-06 / D-61: internal provider staff (mirus, internal) may introspect in production', async () => {
    gw = await setup({ production: true });
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    const res = await gw.gql(`${SCHEMA.slice(0, -1)} __type(name: "Viewer") { name } }`, { cookie: SESSION.cookie });
    expect(res.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } }, __type: { name: 'Viewer' } } });
  });

  it('D-61: __typename keeps working for everyone in production, without asking who is signed in', async () => {
    gw = await setup({ production: true });
    const res = await gw.gql('{ __typename }');
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
    expect(gw.calls).toHaveLength(0);
  });

  it('D-61: outside production anyone may introspect (GraphiQL in development)', async () => {
    gw = await setup({ production: false });
    const res = await gw.gql(TYPE);
    expect(res.body).toEqual({ data: { __type: { name: 'Viewer' } } });
    expect(gw.calls).toHaveLength(0);
  });
});

describe('GraphiQL in production (decision D-61)', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'webdist-'));
    writeFileSync(path.join(dist, 'index.html'), '<html>portal</html>');
    writeFileSync(path.join(dist, 'graphiql.html'), '<html>graphiql</html>');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const open = (cookie?: string) =>
    fetch(`${gw!.url}/graphql`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });

  it('D-61: the playground page is refused to a visitor who is not internal staff', async () => {
    gw = await setup({ production: true, webDist: dist });
    gw.reply('GET', AUTH_INFO, 403, {});
    let res = await open();
    expect(res.status).toBe(403);
    expect(await res.text()).toBe('The GraphQL playground is available to signed-in provider staff only.');
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    res = await open(SESSION.cookie);
    expect(res.status).toBe(403);
    expect(gw.calls.map((c) => c.headers.cookie)).toEqual([undefined, SESSION.cookie]);
  });

  it('D-61: internal provider staff get the playground page in production', async () => {
    gw = await setup({ production: true, webDist: dist });
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    const res = await open(SESSION.cookie);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<html>graphiql</html>');
  });

  it('D-61: the page file is not served as a static file, where the check would not apply', async () => {
    gw = await setup({ production: true, webDist: dist });
    const res = await fetch(`${gw.url}/graphiql.html`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(gw.calls).toHaveLength(0);
  });
});
