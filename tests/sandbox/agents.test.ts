import type { RunningSandbox } from '@portal/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetSandbox, SandboxClient, signedIn, startTestSandbox } from './client';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => resetSandbox(sandbox.url));

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
        { key: 'scheduler', name: 'Appointment scheduler', active: false },
      ],
    });
  });

  it('API-061, API-009: tos_accepted_on is null until the agent accepts the terms', async () => {
    const client = await signedIn(sandbox.url, 'tina');
    expect(await (await client.get('api/agents/A1004/dash/')).json()).toMatchObject({ tos_accepted_on: null });
    await client.put('api/users/auth_info/', { accept_tos: true });
    const dash = (await (await client.get('api/agents/A1004/dash/')).json()) as { tos_accepted_on: string };
    expect(dash.tos_accepted_on).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
  });
});
