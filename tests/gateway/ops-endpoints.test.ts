import { createServer } from 'node:http';
import { MockAgent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { createGateway } from '@portal/gateway';
import { AUTH_INFO, SESSION, setup, USERS, type TestGateway } from './helpers';

let gw: TestGateway | undefined;
afterEach(async () => {
  await gw?.close();
  gw = undefined;
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers });

describe('health (issue #15)', () => {
  it('/healthz answers 200 without asking the upstream, outside GraphQL and the roles table', async () => {
    gw = await setup({ production: true });
    const res = await get(`${gw.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(gw.calls).toHaveLength(0);
  });

  it('/readyz is ready when the upstream answers (any status below 500), and not when it fails', async () => {
    gw = await setup();
    gw.reply('GET', AUTH_INFO, 403, {});
    const ready = await get(`${gw.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
    expect(gw.callsTo('GET', AUTH_INFO)).toHaveLength(1);
  });

  it('/readyz is 503 when the upstream cannot be reached', async () => {
    gw = await setup();
    gw.replyWithError('GET', AUTH_INFO);
    gw.replyWithError('GET', AUTH_INFO);
    const res = await get(`${gw.url}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'upstream unavailable' });
  });
});

describe('request id (issue #15)', () => {
  it('every REST call carries the X-Request-Id the response returns (given or generated)', async () => {
    gw = await setup();
    gw.reply('GET', AUTH_INFO, 200, USERS.agent, { times: 2 });
    const given = await gw.gql('{ viewer { userType } }', { cookie: SESSION.cookie, headers: { 'X-Request-Id': 'lb-7f3a' } });
    expect(given.headers.get('x-request-id')).toBe('lb-7f3a');
    const generated = await gw.gql('{ viewer { userType } }', { cookie: SESSION.cookie });
    const id = generated.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(gw.calls.map((c) => c.headers['x-request-id'])).toEqual(['lb-7f3a', id]);
  });
});

describe('metrics (issue #15, decision on access)', () => {
  it('/metrics serves the Prometheus text: requests by operation and client, upstream calls by path template, errors by code, process metrics', async () => {
    gw = await setup({ persistedQueries: { abc123: 'query loadersDashQuery { viewer { userType } }' } });
    gw.reply('GET', AUTH_INFO, 200, USERS.agent, { times: 2 });
    await gw.post({ doc_id: 'abc123' }, { cookie: SESSION.cookie });
    await gw.gql('query SomethingAdHoc { viewer { userType } }', {
      cookie: SESSION.cookie,
      headers: { 'apollographql-client-name': 'reports-tool' },
    });
    await gw.gql('{ nope }');
    const res = await get(`${gw.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toContain('portal_graphql_request_duration_seconds_count{operation="loadersDashQuery",client="web"} 1');
    // A name the gateway does not know is no label: the label set stays bounded.
    expect(text).toContain('portal_graphql_request_duration_seconds_count{operation="unknown",client="reports-tool"} 1');
    expect(text).not.toContain('SomethingAdHoc');
    expect(text).toContain('portal_upstream_request_duration_seconds_count{method="GET",path="api/users/auth_info/",status="200"} 2');
    expect(text).toContain('portal_graphql_errors_total{code="GRAPHQL_VALIDATION_FAILED"} 1');
    expect(text).toContain('portal_login_throttled_total 0');
    expect(text).toContain('portal_login_slowed_total 0');
    expect(text).toContain('portal_process_cpu_seconds_total');
  });

  it('upstream paths are templates: ids stay placeholders', async () => {
    gw = await setup();
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('GET', 'api/agents/A1/', 500, {});
    await gw.gql('{ agent(associateId: "A1") { id } }', { cookie: SESSION.cookie });
    const text = await (await get(`${gw.url}/metrics`)).text();
    expect(text).toMatch(/portal_upstream_request_duration_seconds_count\{method="GET",path="api\/agents\/\{\w+\}\/",status="500"\} 1/);
    expect(text).not.toContain('A1/');
  });

  it('/metrics is refused outside the configured networks without the token, and open with the bearer token', async () => {
    gw = await setup({ metricsAccess: { networks: ['10.0.0.0/8'], token: 'scrape-secret' } });
    expect((await get(`${gw.url}/metrics`)).status).toBe(403);
    expect((await get(`${gw.url}/metrics`, { authorization: 'Bearer wrong' })).status).toBe(403);
    const allowed = await get(`${gw.url}/metrics`, { authorization: 'Bearer scrape-secret' });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('portal_graphql_request_duration_seconds');
  });

  it('the login throttle counts its refusals and the sign-ins it slowed (D-150)', async () => {
    gw = await setup({ loginDelay: async () => undefined });
    gw.reply('GET', AUTH_INFO, 200, { ...USERS.agent, authenticated: false }, { times: 20 });
    gw.reply('POST', 'api/auth/login/', 400, { non_field_errors: ['no'] }, { times: 20 });
    const login = 'mutation { login(input: { username: "alice", password: "x" }) { viewer { userType } } }';
    let refused = 0;
    for (let i = 0; i < 11; i += 1) {
      const res = await gw.gql(login);
      if (res.body.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS') refused += 1;
    }
    expect(refused).toBe(1);
    const text = await (await get(`${gw.url}/metrics`)).text();
    expect(text).toContain('portal_login_throttled_total 1');
    // The sixth to the tenth failure of the account waited first.
    expect(text).toContain('portal_login_slowed_total 5');
  });
});

describe('while draining (issue #15, decision D-116)', () => {
  it('/readyz says draining, a request on a kept-alive connection gets 503 and Connection: close, /healthz still answers', async () => {
    const mock = new MockAgent();
    mock.disableNetConnect();
    const gateway = await createGateway({ upstreamUrl: 'http://upstream.test/', sandboxMode: false, dispatcher: mock, persistedQueries: {} });
    const server = createServer(gateway.listener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      gateway.drain.draining = true;
      const ready = await get(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'draining' });
      const refused = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(refused.status).toBe(503);
      expect(refused.headers.get('connection')).toBe('close');
      expect((await refused.json()).errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
      expect((await get(`${url}/healthz`)).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await gateway.stop();
      await mock.close();
    }
  });
});
