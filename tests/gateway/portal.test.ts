import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_INFO, SESSION, setup, USERS, type TestGateway } from './helpers';

let gw: TestGateway | undefined;
afterEach(async () => {
  await gw?.close();
  gw = undefined;
});

const LOCAL = 'http://local.test';
const PORTAL = '{ portal { devMode production backend { key label local } backends { key label local } } }';
const SANDBOX_BACKEND = { key: 'sandbox', label: 'Sandbox (embedded)', local: false };
const LOCAL_BACKEND = { key: 'local', label: 'Local provider API', local: true };

/** Answers auth_info on another host and records the call in the same list. */
function replyOn(origin: string, path: string, body: unknown) {
  gw!.mock
    .get(origin)
    .intercept({ method: 'GET', path: `/${path}` })
    .reply((req) => {
      gw!.calls.push({ method: req.method, path: `${origin}${req.path}`, headers: {}, body: undefined });
      return { statusCode: 200, data: JSON.stringify(body), responseOptions: { headers: { 'content-type': 'application/json' } } };
    });
}

describe('portal info and the backend chooser (SHELL-007..010)', () => {
  it('SHELL-009: dev mode offers exactly two hosts and uses the sandbox when the browser names none', async () => {
    gw = await setup({ devMode: true, localUpstreamUrl: `${LOCAL}/` });
    const res = await gw.gql(PORTAL);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.portal).toEqual({
      devMode: true,
      production: false,
      backend: SANDBOX_BACKEND,
      backends: [SANDBOX_BACKEND, LOCAL_BACKEND],
    });
  });

  it('SHELL-009 / SHELL-010: in dev mode X-Portal-Backend: local sends the calls to the local provider API', async () => {
    gw = await setup({ devMode: true, localUpstreamUrl: `${LOCAL}/` });
    replyOn(LOCAL, AUTH_INFO, USERS.agent);
    const res = await gw.gql(`{ viewer { userType } ${PORTAL.slice(1, -1)} }`, {
      cookie: SESSION.cookie,
      headers: { 'X-Portal-Backend': 'local' },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.viewer).toEqual({ userType: 'agent' });
    expect(res.body.data?.portal.backend).toEqual(LOCAL_BACKEND);
    expect(gw.calls.map((c) => c.path)).toEqual([`${LOCAL}/api/users/auth_info/`]);
  });

  it('SHELL-009: X-Portal-Backend: sandbox (or an unknown value) uses the configured upstream', async () => {
    gw = await setup({ devMode: true, localUpstreamUrl: `${LOCAL}/` });
    for (const header of ['sandbox', 'elsewhere']) {
      gw.reply('GET', AUTH_INFO, 200, USERS.agent);
      const res = await gw.gql('{ viewer { userType } portal { backend { key } } }', {
        cookie: SESSION.cookie,
        headers: { 'X-Portal-Backend': header },
      });
      expect(res.body.data).toEqual({ viewer: { userType: 'agent' }, portal: { backend: { key: 'sandbox' } } });
    }
    expect(gw.callsTo('GET', AUTH_INFO)).toHaveLength(2);
  });

  it('SHELL-010: the local host defaults to http://127.0.0.1:8000/ and is not the sandbox', async () => {
    gw = await setup({ devMode: true });
    replyOn('http://127.0.0.1:8000', AUTH_INFO, USERS.mirus);
    const res = await gw.gql('{ viewer { userType } sandboxAccounts { username } }', {
      cookie: SESSION.cookie,
      headers: { 'X-Portal-Backend': 'local' },
    });
    expect(res.body.data).toEqual({ viewer: { userType: 'mirus' }, sandboxAccounts: [] });
    expect(gw.calls.map((c) => c.path)).toEqual(['http://127.0.0.1:8000/api/users/auth_info/']);
  });

  it('SHELL-007 / SHELL-008: in production the header is ignored, production is true and nothing is offered', async () => {
    gw = await setup({ devMode: false, production: true, sandboxMode: false, localUpstreamUrl: `${LOCAL}/` });
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql(`{ viewer { userType } ${PORTAL.slice(1, -1)} }`, {
      cookie: SESSION.cookie,
      headers: { 'X-Portal-Backend': 'local' },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.portal).toEqual({
      devMode: false,
      production: true,
      backend: { key: 'upstream', label: 'Provider API', local: false },
      backends: [],
    });
    expect(gw.calls.map((c) => c.path)).toEqual(['/api/users/auth_info/']);
  });

  it('SHELL-008: the defaults are neither dev mode nor production', async () => {
    gw = await setup();
    const res = await gw.gql(PORTAL);
    expect(res.body.data?.portal).toEqual({
      devMode: false,
      production: false,
      backend: { key: 'upstream', label: 'Sandbox (embedded)', local: false },
      backends: [],
    });
  });
});
