import type { AddressInfo } from 'node:net';
import { createSandboxApp, openDatabase } from '@portal/sandbox';
import { describe, expect, it } from 'vitest';
import { SandboxClient, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();

describe('agent (API-060)', () => {
  it('API-060: an agent gets their own record', async () => {
    const client = await signedIn(sandbox.url, 'alice');
    const res = await client.get('api/agents/A1001/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      associate_id: 'A1001',
      first_name: 'Alice',
      preferred_first_name: 'Alice',
      last_name: 'Anderson',
      alias: 'aand',
      is_agent_intern: false,
      billing_day: 5,
    });
  });

  it('API-060: the intern and the preferred first name come through', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect(await (await jdoe.get('api/agents/A1002/')).json()).toMatchObject({
      first_name: 'Ivan',
      preferred_first_name: null,
      is_agent_intern: true,
      billing_day: 12,
    });
    expect(await (await jdoe.get('api/agents/A1003/')).json()).toMatchObject({
      first_name: 'Robert',
      preferred_first_name: 'Bob',
      alias: 'rbak',
    });
  });

  it("AUTH-008: an agent gets 403 for another agent's id", async () => {
    const client = await signedIn(sandbox.url, 'alice');
    const res = await client.get('api/agents/A1003/');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await client.get('api/agents/A1003/dash/')).status).toBe(403);
  });

  it('AUTH-007: provider staff get any agent, and 404 for an unknown id', async () => {
    const client = await signedIn(sandbox.url, 'jdoe');
    expect((await client.get('api/agents/A1004/')).status).toBe(200);
    const res = await client.get('api/agents/A9999/');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ detail: 'Not found.' });
    expect((await client.get('api/agents/A9999/dash/')).status).toBe(404);
  });

  it('AUTH-010: a staff member gets only the agents in staff_agents', async () => {
    const client = await signedIn(sandbox.url, 'sam');
    expect((await client.get('api/agents/A1001/')).status).toBe(200);
    expect((await client.get('api/agents/A1001/dash/')).status).toBe(200);
    expect((await client.get('api/agents/A1002/')).status).toBe(403);
  });

  it('AUTH-011, AUTH-012: corporate and unknown users get no agent data', async () => {
    for (const username of ['carol', 'uma']) {
      const client = await signedIn(sandbox.url, username);
      expect((await client.get('api/agents/A1001/')).status).toBe(403);
    }
  });

  it('API-060: agent data needs a session', async () => {
    const res = await new SandboxClient(sandbox.url).get('api/agents/A1001/');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('agent dash (API-061)', () => {
  it('API-061: dash answers tos_accepted_on and the services', async () => {
    const client = await signedIn(sandbox.url, 'alice');
    const res = await client.get('api/agents/A1001/dash/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      tos_accepted_on: '2023-03-14T15:09:26Z',
      services: [
        { key: 'domains', name: 'Domains', active: true },
        { key: 'emails', name: 'Email redirects', active: true },
        { key: 'calltracking', name: 'Call tracking', active: true },
        { key: 'scheduler', name: 'Appointment scheduler', active: true },
      ],
    });
  });

  it('API-061: the services follow the data: the scheduler turns off and on with the subscription', async () => {
    const client = await signedIn(sandbox.url, 'alice');
    const scheduler = async () => {
      const dash = (await (await client.get('api/agents/A1001/dash/')).json()) as { services: { key: string; active: boolean }[] };
      return dash.services.find((s) => s.key === 'scheduler')?.active;
    };
    expect(await scheduler()).toBe(true);
    expect((await client.put('api/agents/A1001/scheduler_subscription/disable/', {})).status).toBe(200);
    expect(await scheduler()).toBe(false);
    expect((await client.put('api/agents/A1001/scheduler_subscription/enable/', {})).status).toBe(200);
    expect(await scheduler()).toBe(true);
  });

  it('API-061: bob (subscription canceled, no call tracking account) and tina (no data) list every service inactive where they have none', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const active = async (agent: string) => {
      const dash = (await (await jdoe.get(`api/agents/${agent}/dash/`)).json()) as { services: { key: string; active: boolean }[] };
      return Object.fromEntries(dash.services.map((s) => [s.key, s.active]));
    };
    expect(await active('A1003')).toMatchObject({ scheduler: false, calltracking: false });
    expect(await active('A1004')).toEqual({ domains: false, emails: false, calltracking: false, scheduler: false });
  });

  it('API-061, API-009: tos_accepted_on is null until the agent accepts the terms', async () => {
    const client = await signedIn(sandbox.url, 'tina');
    expect(await (await client.get('api/agents/A1004/dash/')).json()).toMatchObject({ tos_accepted_on: null });
    await client.put('api/users/auth_info/', { accept_tos: true });
    const dash = (await (await client.get('api/agents/A1004/dash/')).json()) as { tos_accepted_on: string };
    expect(dash.tos_accepted_on).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
  });
});

describe('agent search (API-065)', () => {
  const search = (client: SandboxClient, q: string) => client.get(`api/agents/search/?q=${encodeURIComponent(q)}`);

  it('API-065: matches associate id, first, preferred and last name and alias, case-insensitively', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await search(jdoe, 'BOB');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { associate_id: 'A1003', first_name: 'Robert', preferred_first_name: 'Bob', last_name: 'Baker', alias: 'rbak' },
    ]);
    const ids = async (q: string) =>
      ((await (await search(jdoe, q)).json()) as { associate_id: string }[]).map((a) => a.associate_id);
    expect(await ids('a100')).toEqual(['A1001', 'A1002', 'A1003', 'A1004']);
    expect(await ids('ingram')).toEqual(['A1002']);
    expect(await ids('TTOR')).toEqual(['A1004']);
    expect(await ids('alice')).toEqual(['A1001']);
    expect(await ids('nobody')).toEqual([]);
    expect(await ids('%')).toEqual([]);
  });

  it('API-065: a blank or missing q answers an empty list', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect(await (await search(jdoe, '  ')).json()).toEqual([]);
    expect(await (await jdoe.get('api/agents/search/')).json()).toEqual([]);
  });

  it('AUTH-023 / D-06: only internal users may search; others get 403, without a session too', async () => {
    for (const username of ['alice', 'sam', 'carol', 'uma']) {
      const res = await search(await signedIn(sandbox.url, username), 'a');
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    const anonymous = await search(new SandboxClient(sandbox.url), 'a');
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });

  it('API-065: "search" is not taken for an agent id', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    expect((await alice.get('api/agents/search/')).status).toBe(403);
    expect((await alice.get('api/agents/A1001/')).status).toBe(200);
  });

  it('API-065: at most 20 agents, by associate id', async () => {
    const db = openDatabase();
    const insert = db.prepare(
      'INSERT INTO agents (associate_id, first_name, preferred_first_name, last_name, alias) VALUES (?, ?, ?, ?, ?)',
    );
    for (let i = 0; i < 25; i++) insert.run(`Z${String(i).padStart(3, '0')}`, 'Zed', null, `Zulu${i}`, `zz${i}`);
    const server = createSandboxApp({ db }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const jdoe = await signedIn(url, 'jdoe');
      const found = (await (await search(jdoe, 'zulu')).json()) as { associate_id: string }[];
      expect(found).toHaveLength(20);
      expect(found[0].associate_id).toBe('Z000');
      expect(found[19].associate_id).toBe('Z019');
    } finally {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      db.close();
    }
  });
});
