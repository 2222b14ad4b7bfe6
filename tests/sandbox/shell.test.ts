import { describe, expect, it } from 'vitest';
import { SandboxClient, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();

const SEED_CONFIG = {
  domain_transactions_enabled: true,
  editor_message: 'Changes are reviewed before they go live.',
  demo_domains: ['demo-insurance.example'],
  demo_users: [{ title: 'Demo agent', subtext: 'Intern demo access', associate_id: 'A1002' }],
};

describe('version.txt', () => {
  it('API-001: GET version.txt answers the version string as text/plain', async () => {
    const res = await fetch(new URL('version.txt', sandbox.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe('1.0.0');
  });
});

describe('site config', () => {
  it('API-002: GET api/site_config/ answers {value: config} without a session', async () => {
    const res = await new SandboxClient(sandbox.url).get('api/site_config/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ value: SEED_CONFIG });
  });

  it('API-003: an internal user saves the whole config object', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    const config = {
      domain_transactions_enabled: false,
      editor_message: 'Edits go live at once.',
      demo_domains: ['a.example', 'b.example'],
      demo_users: [{ title: 'Demo', subtext: null, associate_id: 'A1001' }],
    };
    const res = await client.post('api/site_config/', config);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ value: config });
    expect(await (await client.get('api/site_config/')).json()).toEqual({ value: config });
  });

  it('API-003: a demo user missing associate_id is a 400 naming the nested field, and saves nothing', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    const res = await client.post('api/site_config/', {
      ...SEED_CONFIG,
      demo_users: [{ title: 'Ok', subtext: 'x', associate_id: 'A1001' }, { title: 'T', subtext: null }],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ 'demo_users.1.associate_id': ['This field is required.'] });
    expect(await (await client.get('api/site_config/')).json()).toEqual({ value: SEED_CONFIG });
  });

  it('VALID-041, VALID-042: a blank title or associate_id is a 400 on demo_users per user, and saves nothing', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    const res = await client.post('api/site_config/', {
      ...SEED_CONFIG,
      demo_users: [
        { title: ' ', subtext: 'x', associate_id: 'A1001' },
        { title: 'T', subtext: null, associate_id: '' },
      ],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      demo_users: ['Demo user 1 needs a title.', 'Demo user 2 needs an associate_id.'],
    });
    expect(await (await client.get('api/site_config/')).json()).toEqual({ value: SEED_CONFIG });
  });

  it('API-003: wrong types and missing fields are reported per field', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    const res = await client.post('api/site_config/', { domain_transactions_enabled: 'yes', demo_domains: 'x' });
    expect(res.status).toBe(400);
    expect(Object.keys(await res.json()).sort()).toEqual(['demo_domains', 'demo_users', 'domain_transactions_enabled']);
  });

  it('AUTH-023: only internal users may save the site config', async () => {
    for (const username of ['alice', 'sam', 'carol', 'uma']) {
      const client = await signedIn(sandbox.url, username);
      const res = await client.post('api/site_config/', SEED_CONFIG);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    const anonymous = new SandboxClient(sandbox.url);
    await anonymous.get('version.txt');
    const res = await anonymous.post('api/site_config/', SEED_CONFIG);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('site notifications', () => {
  const notification = {
    header: 'New feature',
    message: 'Try the scheduler.',
    variant: 'error',
    start: '2024-01-01T00:00:00Z',
    end: '2024-12-31T00:00:00Z',
    show_dashboard: true,
    show_mxeditor: false,
  };

  it('API-004: GET lists the seeded notifications with ISO start and end', async () => {
    const client = await signedIn(sandbox.url, 'alice');
    const res = await client.get('api/site_notifications/');
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: number; header: string; variant: string; start: string; end: string }[];
    expect(list.map((n) => [n.id, n.header, n.variant])).toEqual([
      [1, 'Scheduled maintenance', 'info'],
      [2, 'Editor changes are delayed', 'warning'],
      [3, 'Welcome to the new portal', 'success'],
    ]);
    expect(list[0]).toEqual({
      id: 1,
      header: 'Scheduled maintenance',
      message: expect.any(String),
      variant: 'info',
      start: '2020-01-01T00:00:00Z',
      end: '2099-12-31T23:59:59Z',
      show_dashboard: true,
      show_mxeditor: false,
    });
    expect(list[2]).toMatchObject({ end: '2020-02-01T00:00:00Z', show_dashboard: true, show_mxeditor: true });
  });

  it('SHELL-029: listing notifications needs a session', async () => {
    expect((await new SandboxClient(sandbox.url).get('api/site_notifications/')).status).toBe(403);
  });

  it('API-005: POST creates a notification: 201 with its id', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    const res = await client.post('api/site_notifications/', notification);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: 4, ...notification });
    expect(await (await client.get('api/site_notifications/')).json()).toHaveLength(4);
  });

  it('API-005: start and end are answered in UTC', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    const res = await client.post('api/site_notifications/', { ...notification, start: '2024-01-01T02:00:00+02:00' });
    expect(await res.json()).toMatchObject({ start: '2024-01-01T00:00:00Z' });
  });

  it('VALID-038, VALID-039, ADMIN-051: header, start and end are required and the variant must be known', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    const res = await client.post('api/site_notifications/', {
      ...notification,
      header: ' ',
      start: undefined,
      end: null,
      variant: 'loud',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Record<string, string[]>;
    expect(Object.keys(body).sort()).toEqual(['end', 'header', 'start', 'variant']);
    expect(body.start).toEqual(['This field is required.']);
    expect(body.variant).toEqual(['"loud" is not a valid choice.']);
  });

  it('API-005: an unparsable date or an end before the start is a 400', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    const bad = await client.post('api/site_notifications/', { ...notification, start: 'tomorrow' });
    expect(Object.keys(await bad.json())).toEqual(['start']);
    const reversed = await client.post('api/site_notifications/', { ...notification, end: '2023-01-01T00:00:00Z' });
    expect(reversed.status).toBe(400);
    expect(Object.keys(await reversed.json())).toEqual(['end']);
  });

  it('API-006: PUT replaces a notification: 200 with it', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    const res = await client.put('api/site_notifications/2/', notification);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 2, ...notification });
    const list = (await (await client.get('api/site_notifications/')).json()) as { id: number; header: string }[];
    expect(list.find((n) => n.id === 2)?.header).toBe('New feature');
  });

  it('API-006: PUT of an unknown id is a 404', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    const res = await client.put('api/site_notifications/99/', notification);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not found.' });
  });

  it('API-007: DELETE answers 204 and the notification is gone', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    const res = await client.delete('api/site_notifications/3/');
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const list = (await (await client.get('api/site_notifications/')).json()) as { id: number }[];
    expect(list.map((n) => n.id)).toEqual([1, 2]);
    expect((await client.delete('api/site_notifications/3/')).status).toBe(404);
  });

  it('AUTH-023: only internal users may write notifications', async () => {
    const client = await signedIn(sandbox.url, 'carol');
    expect((await client.post('api/site_notifications/', notification)).status).toBe(403);
    expect((await client.put('api/site_notifications/1/', notification)).status).toBe(403);
    expect((await client.delete('api/site_notifications/1/')).status).toBe(403);
    expect(await (await client.get('api/site_notifications/')).json()).toHaveLength(3);
  });

  it('answers 405 for a method the path does not have', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    const res = await client.call('PATCH', 'api/site_notifications/1/', { body: {} });
    expect(res.status).toBe(405);
    expect(await res.json()).toEqual({ detail: 'Method "PATCH" not allowed.' });
  });
});
