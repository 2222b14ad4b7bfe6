import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, request } from 'undici';
import { startSandbox, type RunningSandbox } from '@portal/sandbox';
import { SandboxClient } from '../sandbox/client';
import { REPO_ROOT, startGatewayProcess, type GatewayProcess } from './opsProcess';

const run = promisify(execFile);
const SLOW_MS = 2_000;

let sandbox: RunningSandbox;
let gateway: GatewayProcess;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, host: '127.0.0.1', file: ':memory:' });
  gateway = await startGatewayProcess({ NODE_ENV: 'production', UPSTREAM_URL: sandbox.url });
}, 60_000);
afterAll(async () => {
  gateway?.kill();
  await sandbox?.close();
});

async function post(body: unknown, headers: Record<string, string> = {}, dispatcher?: Agent) {
  const res = await request(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    dispatcher,
  });
  return { status: res.statusCode, headers: res.headers, body: (await res.body.json()) as { data?: any; errors?: any[] } };
}

describe('the production start (issue #15): NODE_ENV=production against UPSTREAM_URL', () => {
  it('is ready, writes JSON lines, refuses anonymous full documents and signs in with the stable tool id', async () => {
    const ready = await request(`${gateway.url}/readyz`);
    expect(ready.statusCode).toBe(200);
    await ready.body.dump();
    const anonymous = await post({ query: '{ viewer { userType } }' });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_REQUIRED');
    const login = await post({ doc_id: 'tools/sign-in', variables: { username: 'jdoe', password: 'portal-demo' } });
    expect(login.body).toEqual({ data: { login: { viewer: { authenticated: true, userType: 'mirus', internal: true } } } });
    const startLine = JSON.parse(gateway.output().split('\n')[0]!) as Record<string, unknown>;
    expect(startLine).toMatchObject({ production: true, upstream: sandbox.url });
  });

  it('the example tool script signs in as the service account and prints an agent\'s domains as JSON', async () => {
    const { stdout } = await run('node', ['scripts/other-tools/agent-domains.mjs', 'A1001'], {
      cwd: REPO_ROOT,
      env: { ...process.env, GATEWAY_URL: gateway.url, TOOL_USERNAME: 'svc-tools', TOOL_PASSWORD: 'portal-demo' },
    });
    const printed = JSON.parse(stdout) as { domainName: string; productType: string }[];
    const direct = new SandboxClient(sandbox.url);
    await direct.login('jdoe');
    const records = (await (await direct.get('api/agents/A1001/domains/')).json()) as { domain_name: string; product_type: string }[];
    expect(printed.length).toBeGreaterThan(0);
    expect(printed.map((d) => [d.domainName, d.productType]).sort()).toEqual(
      records.map((r) => [r.domain_name, r.product_type]).sort(),
    );
    // It named itself: the gateway's line for its document carries the client headers.
    expect(gateway.output()).toMatch(/"operation":"AgentDomains","client":"agent-domains-example","clientVersion":"1.0.0","userType":"mirus"/);
  }, 60_000);

  it('the example script reports a refusal by its code: a non-staff account may not send a document', async () => {
    const failure = await run('node', ['scripts/other-tools/agent-domains.mjs', 'A1001'], {
      cwd: REPO_ROOT,
      env: { ...process.env, GATEWAY_URL: gateway.url, TOOL_USERNAME: 'alice', TOOL_PASSWORD: 'portal-demo' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1, stderr: 'PERSISTED_QUERY_REQUIRED: PersistedQueryRequired\n' });
  }, 60_000);

  it('SIGTERM drains: the slow request in flight completes, a new one is refused, and the process exits 0', async () => {
    const control = new SandboxClient(sandbox.url);
    await control.delete('api/sandbox/requests/');
    await control.post('api/sandbox/faults/', { method: 'GET', path: 'api/users/auth_info/', delayMs: SLOW_MS, times: 1 });
    const slowAgent = new Agent();
    const slow = post({ doc_id: 'tools/sign-in', variables: { username: 'jdoe', password: 'portal-demo' } }, {}, slowAgent);
    // Signal only once the slow call has reached the upstream.
    for (;;) {
      const seen = (await (await control.get('api/sandbox/requests/')).json()) as { path: string }[];
      if (seen.some((r) => r.path === '/api/users/auth_info/')) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    gateway.child.kill('SIGTERM');
    await gateway.waitFor('draining');
    const freshAgent = new Agent();
    const refused = await post({ doc_id: 'tools/sign-out' }, {}, freshAgent).then(
      (res) => res.status,
      (error: { code?: string; cause?: { code?: string } }) => error.code ?? error.cause?.code,
    );
    // Not served: the listening socket is closed (refused or reset), or a kept-alive socket gets the drain's 503.
    expect(['ECONNREFUSED', 'ECONNRESET', 503]).toContain(refused);
    const completed = await slow;
    expect(completed.status).toBe(200);
    expect(completed.body.data?.login.viewer.userType).toBe('mirus');
    expect(await gateway.exited).toBe(0);
    expect(gateway.output()).toContain('"finished":true');
    await slowAgent.close();
    await freshAgent.close();
  }, 60_000);
});

describe('an idle drain (issue #15)', () => {
  it('SIGTERM with nothing in flight: the process exits 0 at once, not at the drain limit (Apollo leaves the signals to the drain)', async () => {
    // A drain limit longer than this test's timeout: a drain that waits on anything fails the test.
    const idle = await startGatewayProcess({ NODE_ENV: 'production', UPSTREAM_URL: sandbox.url, DRAIN_TIMEOUT_MS: '120000' });
    try {
      idle.child.kill('SIGTERM');
      expect(await idle.exited).toBe(0);
      expect(idle.output()).toContain('"finished":true');
    } finally {
      idle.kill();
    }
  }, 30_000);
});

describe('a drain that reaches its deadline (issue #24 §5)', () => {
  // Started before the test, so that the test's limit measures the drain only, not a process start on a busy machine.
  let cutting: GatewayProcess;
  beforeAll(async () => {
    cutting = await startGatewayProcess({
      NODE_ENV: 'production',
      UPSTREAM_URL: sandbox.url,
      DRAIN_TIMEOUT_MS: '1000',
      UPSTREAM_TIMEOUT_MS: '600000',
    });
  }, 120_000);
  afterAll(() => cutting?.kill());

  it('DRAIN_TIMEOUT_MS=1000 and an upstream call that would run for a minute: the deadline cuts the call and the process exits 0', async () => {
    // The upstream call is held for a minute and its timeout is longer than the test: only the drain's cut can end
    // the call within the test's limit.
    const control = new SandboxClient(sandbox.url);
    const agent = new Agent();
    try {
      await control.delete('api/sandbox/requests/');
      await control.post('api/sandbox/faults/', { method: 'GET', path: 'api/users/auth_info/', delayMs: 60_000, times: 1 });
      const stuck = request(`${cutting.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ doc_id: 'tools/sign-in', variables: { username: 'jdoe', password: 'portal-demo' } }),
        dispatcher: agent,
      }).then(
        (res) => res.statusCode,
        () => 'cut',
      );
      for (;;) {
        const seen = (await (await control.get('api/sandbox/requests/')).json()) as { path: string }[];
        if (seen.some((r) => r.path === '/api/users/auth_info/')) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      cutting.child.kill('SIGTERM');
      expect(await cutting.exited).toBe(0);
      expect(cutting.output()).toContain('"finished":false');
      // The browser's connection was closed at the deadline: no answer.
      expect(await stuck).toBe('cut');
    } finally {
      await agent.close();
      await control.delete('api/sandbox/faults/');
    }
  }, 30_000);
});
