import { describe, expect, it } from 'vitest';
import { SandboxClient, resetSandbox, signedIn, startTestSandbox, useTestSandbox } from './client';

const sandbox = useTestSandbox();

describe('demo accounts', () => {
  it('lists the demo accounts in seed order with their password and label', async () => {
    const res = await new SandboxClient(sandbox.url).get('api/sandbox/accounts/');
    expect(res.status).toBe(200);
    const accounts = (await res.json()) as { username: string; password: string; label: string; user_type: string }[];
    expect(accounts.map((a) => [a.username, a.user_type, a.label])).toEqual([
      ['jdoe', 'mirus', 'Provider staff'],
      ['alice', 'agent', 'Agent'],
      ['ivan', 'agent', 'Agent (intern)'],
      ['bob', 'agent', 'Agent (second)'],
      ['tina', 'agent', 'Agent (terms not yet accepted)'],
      ['sam', 'staff', "Agent's staff member"],
      ['carol', 'corp', 'Corporate employee'],
      ['uma', 'unknown', 'Unknown user'],
      ['erin', 'corp', 'Corporate employee (every permission)'],
      ['nora', 'corp', 'Corporate employee (no permissions)'],
      ['svc-tools', 'mirus', 'Service account (internal tools)'],
    ]);
    expect(new Set(accounts.map((a) => a.password))).toEqual(new Set(['portal-demo']));
  });

  it('every demo account can sign in with its listed password', async () => {
    const accounts = (await (await new SandboxClient(sandbox.url).get('api/sandbox/accounts/')).json()) as {
      username: string;
      password: string;
    }[];
    for (const { username, password } of accounts) {
      expect((await new SandboxClient(sandbox.url).login(username, password)).status).toBe(200);
    }
  });
});

describe('fault injection', () => {
  it('ERR-003: an injected fault answers its status and body, without CSRF, until cleared', async () => {
    const control = new SandboxClient(sandbox.url);
    const fault = { method: 'get', path: 'api/site_config/', status: 500, body: { detail: 'boom' } };
    const created = await control.post('api/sandbox/faults/', fault, { csrf: false });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ ...fault, method: 'GET', path: '/api/site_config/' });
    for (let i = 0; i < 2; i++) {
      const res = await control.get('api/site_config/');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ detail: 'boom' });
    }
    expect((await control.delete('api/sandbox/faults/', { csrf: false })).status).toBe(204);
    expect((await control.get('api/site_config/')).status).toBe(200);
  });

  it('a fault with times answers that many calls, then the real answer returns', async () => {
    const control = new SandboxClient(sandbox.url);
    await control.post('api/sandbox/faults/', { method: 'GET', path: '/version.txt', status: 503, times: 2 });
    expect((await control.get('version.txt')).status).toBe(503);
    expect((await control.get('version.txt')).status).toBe(503);
    expect(await (await control.get('version.txt')).text()).toBe('1.0.0');
  });

  it('a fault matches method and exact path only', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    await client.post('api/sandbox/faults/', { method: 'DELETE', path: 'api/site_notifications/1/', status: 500 });
    expect((await client.get('api/site_notifications/')).status).toBe(200);
    expect((await client.delete('api/site_notifications/2/')).status).toBe(204);
    expect((await client.delete('api/site_notifications/1/')).status).toBe(500);
  });

  it('rejects a fault without method, path or a valid status', async () => {
    const res = await new SandboxClient(sandbox.url).post('api/sandbox/faults/', { status: 42, times: 0 });
    expect(res.status).toBe(400);
    expect(Object.keys(await res.json()).sort()).toEqual(['method', 'path', 'status', 'times']);
  });

  it('reset clears faults', async () => {
    const control = new SandboxClient(sandbox.url);
    await control.post('api/sandbox/faults/', { method: 'GET', path: 'version.txt', status: 500 });
    await resetSandbox(sandbox.url);
    expect((await control.get('version.txt')).status).toBe(200);
  });
});

describe('reset and version', () => {
  it('reset re-seeds the data and signs everyone out', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    await client.delete('api/site_notifications/1/');
    await client.put('api/users/auth_info/', { accept_tos: true });
    const res = await client.post('api/sandbox/reset/', undefined, { csrf: false });
    expect(res.status).toBe(204);
    expect((await client.get('api/users/auth_info/')).status).toBe(403);
    const again = await signedIn(sandbox.url, 'jdoe');
    const list = (await (await again.get('api/site_notifications/')).json()) as { id: number }[];
    expect(list.map((n) => n.id)).toEqual([1, 2, 3]);
  });

  it('issue #23: reset with keep_sessions re-seeds the data and keeps every session signed in', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const alice = await signedIn(sandbox.url, 'alice');
    await jdoe.delete('api/site_notifications/1/');
    const res = await jdoe.post('api/sandbox/reset/', { keep_sessions: true }, { csrf: false });
    expect(res.status).toBe(204);
    expect(((await (await jdoe.get('api/users/auth_info/')).json()) as { user: string }).user).toBe('jdoe');
    expect(((await (await alice.get('api/users/auth_info/')).json()) as { user: string }).user).toBe('alice');
    const list = (await (await jdoe.get('api/site_notifications/')).json()) as { id: number }[];
    expect(list.map((n) => n.id)).toEqual([1, 2, 3]);
    await jdoe.post('api/sandbox/reset/', { keep_sessions: false }, { csrf: false });
    expect((await jdoe.get('api/users/auth_info/')).status).toBe(403);
  });

  it('API-001: PUT api/sandbox/version/ changes what version.txt returns until reset', async () => {
    const control = new SandboxClient(sandbox.url);
    const res = await control.put('api/sandbox/version/', { version: '2.3.4' }, { csrf: false });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ version: '2.3.4' });
    expect(await (await control.get('version.txt')).text()).toBe('2.3.4');
    await resetSandbox(sandbox.url);
    expect(await (await control.get('version.txt')).text()).toBe('1.0.0');
  });

  it('unknown paths answer 404 with a DRF body', async () => {
    const res = await new SandboxClient(sandbox.url).get('api/nothing-here/');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('latency', () => {
  it('SANDBOX_LATENCY_MS delays every answer', async () => {
    const slow = await startTestSandbox({ latencyMs: 150 });
    try {
      const started = performance.now();
      expect((await fetch(new URL('version.txt', slow.url))).status).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    } finally {
      await slow.close();
    }
  });
});

describe('request log (test scaffolding for SHELL-032)', () => {
  it('lists the calls received in order, leaves out control calls, and is emptied by a clear and by a reset', async () => {
    const control = new SandboxClient(sandbox.url);
    await control.delete('api/sandbox/requests/');
    const alice = await signedIn(sandbox.url, 'alice');
    await alice.get('api/users/auth_info/');
    const listed = async () =>
      ((await (await control.get('api/sandbox/requests/')).json()) as { method: string; path: string }[]).map(
        (r) => `${r.method} ${r.path}`,
      );
    expect(await listed()).toEqual(['GET /version.txt', 'POST /api/auth/login/', 'GET /api/users/auth_info/']);
    expect((await control.delete('api/sandbox/requests/')).status).toBe(204);
    expect(await listed()).toEqual([]);
    await alice.get('api/site_config/');
    await resetSandbox(sandbox.url);
    expect(await listed()).toEqual([]);
  });
});
