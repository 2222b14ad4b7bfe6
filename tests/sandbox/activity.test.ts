import { activityCalls, fillPath } from '@portal/rules/contract';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, SandboxClient, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();
const path = (agentId: string) => fillPath(activityCalls.serviceUpdates.path, { agentId });

describe('service updates (API-107)', () => {
  it('API-107: jdoe gets alice\'s updates in the contract\'s shape, newest first, with domains and end fields', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await jdoe.get(path('A1001'));
    expect(res.status).toBe(200);
    const body: unknown = await res.json();
    const updates = activityCalls.serviceUpdates.answer.parse(body);
    expect(updates.length).toBe(18);
    const created = updates.map((u) => u.created);
    expect(created).toEqual([...created].sort().reverse());
    const callrail = updates.find((u) => u.service_type === 'callrail');
    expect(callrail).toMatchObject({
      domain: 'alice-insurance.example',
      updated_by: 'jdoe',
      ip: '10.20.0.14',
      created: '2026-09-14T13:02:00Z',
      stored_description: 'CallRail tracking',
      description: 'Call tracking enabled with 3 lines',
      end_created: '2026-11-02T09:45:00Z',
      end_updated_by: 'mkim',
      end_description: 'Call tracking pool resized to 5 lines',
      end_ip: '10.20.0.22',
    });
    expect(updates.filter((u) => u.domain === 'old-alice.example')).toHaveLength(2);
  });

  it('API-107: an agent without updates gets []', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await jdoe.get(path('A1004'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it('API-107 / D-06: the agent herself, staff, corp users get 403; nobody signed in is refused', async () => {
    for (const user of ['alice', 'sam', 'carol']) {
      const client = await signedIn(sandbox.url, user);
      const res = await client.get(path('A1001'));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(FORBIDDEN);
    }
    const anonymous = await new SandboxClient(sandbox.url).get(path('A1001'));
    expect([401, 403]).toContain(anonymous.status);
  });

  it('API-107: an unknown agent is 404', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect((await jdoe.get(path('A9999'))).status).toBe(404);
  });
});
