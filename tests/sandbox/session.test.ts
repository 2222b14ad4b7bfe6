import { describe, expect, it } from 'vitest';
import { SandboxClient, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();

describe('cookies and CSRF', () => {
  it('sets a script-readable csrftoken cookie on a request that has none', async () => {
    const res = await fetch(new URL('version.txt', sandbox.url));
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('csrftoken='));
    expect(cookie).toMatch(/^csrftoken=[A-Za-z0-9]{32};/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
  });

  it('does not set csrftoken again when the request carries one', async () => {
    const client = new SandboxClient(sandbox.url);
    await client.get('version.txt');
    const res = await client.get('version.txt');
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('API-000: an unsafe call without X-CSRFToken is refused with 403', async () => {
    const client = new SandboxClient(sandbox.url);
    await client.get('version.txt');
    const res = await client.post('api/auth/login/', { username: 'alice', password: 'portal-demo' }, { csrf: false });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'CSRF Failed: CSRF token missing or incorrect.' });
  });

  it('API-000: an unsafe call with a header that does not match the cookie is refused', async () => {
    const client = new SandboxClient(sandbox.url);
    await client.get('version.txt');
    const res = await client.post('api/auth/login/', { username: 'alice', password: 'portal-demo' }, {
      csrf: false,
      headers: { 'x-csrftoken': 'not-the-cookie' },
    });
    expect(res.status).toBe(403);
  });

  it('API-000: an unsafe call with the matching X-CSRFToken goes through', async () => {
    const client = new SandboxClient(sandbox.url);
    const res = await client.login('alice');
    expect(res.status).toBe(200);
  });
});

describe('login and logout (sandbox-only calls)', () => {
  it('signs in: 200 auth_info, an HttpOnly sessionid and a rotated csrftoken', async () => {
    const client = new SandboxClient(sandbox.url);
    await client.get('version.txt');
    const before = client.cookies.get('csrftoken');
    const res = await client.post('api/auth/login/', { username: 'alice', password: 'portal-demo' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ authenticated: true, user: 'alice', user_type: 'agent' });
    const session = res.headers.getSetCookie().find((c) => c.startsWith('sessionid='));
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(client.cookies.get('csrftoken')).not.toBe(before);
  });

  it('refuses a wrong password with the portal message', async () => {
    const client = new SandboxClient(sandbox.url);
    const res = await client.login('alice', 'wrong');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ detail: "Your username and password didn't match. Please try again." });
    expect(client.cookies.has('sessionid')).toBe(false);
  });

  it('asks for missing credentials field by field', async () => {
    const client = new SandboxClient(sandbox.url);
    await client.get('version.txt');
    const res = await client.post('api/auth/login/', {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });
    const typed = await client.post('api/auth/login/', { username: 5, password: 'portal-demo' });
    expect(typed.status).toBe(400);
    expect(await typed.json()).toEqual({ username: ['Not a valid string.'] });
    const blank = await client.post('api/auth/login/', { username: ' ', password: '' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ username: ['This field may not be blank.'], password: ['This field may not be blank.'] });
  });

  it('signs out: 204, the session is gone and sessionid is cleared', async () => {
    const client = await signedIn(sandbox.url, 'alice');
    const sessionId = client.cookies.get('sessionid');
    const res = await client.post('api/auth/logout/');
    expect(res.status).toBe(204);
    expect(client.cookies.has('sessionid')).toBe(false);
    // The old key no longer names a session.
    const replay = await fetch(new URL('api/users/auth_info/', sandbox.url), {
      headers: { cookie: `sessionid=${sessionId}` },
    });
    expect(replay.status).toBe(403);
  });
});

describe('auth_info', () => {
  it('API-008: a 403 from auth_info means not authenticated', async () => {
    const res = await new SandboxClient(sandbox.url).get('api/users/auth_info/');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('AUTH-002: auth_info has every field of the signed-in user', async () => {
    const client = await signedIn(sandbox.url, 'sam');
    const res = await client.get('api/users/auth_info/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      authenticated: true,
      user_type: 'staff',
      user: 'sam',
      email: 'sam@agents.example',
      associate_id: null,
      internal: false,
      corporate_permissions: [],
      staff_agents: ['A1001'],
      user_details: { identifier: 'S2001', email: 'sam@agents.example' },
      tos_accepted: true,
    });
  });

  it('AUTH-003: the provider staff account is internal', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    const info = await (await client.get('api/users/auth_info/')).json();
    expect(info).toMatchObject({ user_type: 'mirus', internal: true });
  });

  it('API-009: PUT {accept_tos: true} accepts the terms', async () => {
    const client = await signedIn(sandbox.url, 'tina');
    expect(await (await client.get('api/users/auth_info/')).json()).toMatchObject({ tos_accepted: false });
    const res = await client.put('api/users/auth_info/', { accept_tos: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ user: 'tina', tos_accepted: true });
    expect(await (await client.get('api/users/auth_info/')).json()).toMatchObject({ tos_accepted: true });
  });

  it('API-009: anything but accept_tos true is a 400 on accept_tos', async () => {
    const client = await signedIn(sandbox.url, 'tina');
    const answers: [object, string][] = [
      [{}, 'This field is required.'],
      [{ accept_tos: false }, 'Must be true to accept the terms of service.'],
      [{ accept_tos: 'yes' }, 'Must be a valid boolean.'],
    ];
    for (const [body, message] of answers) {
      const res = await client.put('api/users/auth_info/', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ accept_tos: [message] });
    }
    expect(await (await client.get('api/users/auth_info/')).json()).toMatchObject({ tos_accepted: false });
  });

  it('API-009: PUT auth_info needs a session', async () => {
    const client = new SandboxClient(sandbox.url);
    await client.get('version.txt');
    expect((await client.put('api/users/auth_info/', { accept_tos: true })).status).toBe(403);
  });
});
