import { agentNotificationCalls } from '@portal/rules/contract';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, NOT_FOUND, NOT_SIGNED_IN, SandboxClient, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();

const ALICE = 'api/agents/A1001/notifications/';
const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

interface Notification {
  note_id: number;
  title: string;
  message: string;
  variant: string;
  created: string;
  expanded: boolean;
}

async function list(client: SandboxClient, path = ALICE): Promise<Notification[]> {
  const res = await client.get(path);
  expect(res.status).toBe(200);
  const body = await json<Notification[]>(res);
  expect(agentNotificationCalls.list.answer.safeParse(body).success).toBe(true);
  return body;
}

describe('agent notifications (API-062..064)', () => {
  it('API-062 STATS-004: alice has four, newest first, every field fitting the contract', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const notes = await list(alice);
    expect(notes.map((n) => n.note_id)).toEqual([4, 3, 2, 1]);
    expect(notes[0]).toEqual({
      note_id: 4,
      title: 'alice-insurance.example did not update',
      message:
        'Your latest publish of alice-insurance.example on Nov 20, 2026 did not render, so visitors still see the version of Nov 19. Publish again from the editor; if it keeps failing, contact support.',
      variant: 'error',
      created: '2026-11-20T09:35:00Z',
      expanded: false,
    });
    expect(notes.map((n) => n.expanded)).toEqual([false, false, true, true]);
  });

  it('API-062: bob has none (the empty state), tina her welcome', async () => {
    expect(await list(await signedIn(sandbox.url, 'bob'), 'api/agents/A1003/notifications/')).toEqual([]);
    const tina = await list(await signedIn(sandbox.url, 'tina'), 'api/agents/A1004/notifications/');
    expect(tina.map((n) => n.title)).toEqual(['Welcome to your agent portal']);
  });

  it('API-064 STATS-006: expand marks it expanded, answers it, and is idempotent', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.put(`${ALICE}3/expand/`);
    expect(res.status).toBe(200);
    const body = await json<Notification>(res);
    expect(agentNotificationCalls.expand.answer.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ note_id: 3, expanded: true, title: 'Your Mastercard ending in 4444 has expired' });
    expect((await list(alice)).find((n) => n.note_id === 3)?.expanded).toBe(true);
    const again = await alice.put(`${ALICE}3/expand/`);
    expect(again.status).toBe(200);
    expect(await json<Notification>(again)).toEqual(body);
  });

  it('API-063 STATS-005: dismiss answers 204 and the note is gone for good; a second dismiss or expand is 404', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.delete(`${ALICE}4/`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await list(alice)).map((n) => n.note_id)).toEqual([3, 2, 1]);
    const twice = await alice.delete(`${ALICE}4/`);
    expect(twice.status).toBe(404);
    expect(await twice.json()).toEqual(NOT_FOUND);
    expect((await alice.put(`${ALICE}4/expand/`)).status).toBe(404);
  });

  it("API-063 API-064: another agent's note, an unknown or malformed note_id is 404 and changes nothing", async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    // note 5 is ivan's
    for (const path of [`${ALICE}5/`, `${ALICE}999/`, `${ALICE}abc/`, `${ALICE}0/`]) {
      const res = await alice.delete(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
    expect((await alice.put(`${ALICE}5/expand/`)).status).toBe(404);
    const ivan = await list(await signedIn(sandbox.url, 'ivan'), 'api/agents/A1002/notifications/');
    expect(ivan.map((n) => [n.note_id, n.expanded])).toEqual([
      [6, false],
      [5, false],
    ]);
  });

  it('API-062..064: the agent, their staff and provider staff may; another agent, corp and anonymous may not', async () => {
    for (const username of ['sam', 'jdoe']) {
      const client = await signedIn(sandbox.url, username);
      expect((await list(client)).length, username).toBeGreaterThan(0);
    }
    const sam = await signedIn(sandbox.url, 'sam');
    expect((await sam.put(`${ALICE}3/expand/`)).status).toBe(200);
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect((await jdoe.delete(`${ALICE}3/`)).status).toBe(204);

    for (const username of ['bob', 'carol', 'uma']) {
      const client = await signedIn(sandbox.url, username);
      for (const res of [await client.get(ALICE), await client.delete(`${ALICE}2/`), await client.put(`${ALICE}2/expand/`)]) {
        expect(res.status, username).toBe(403);
        expect(await res.json()).toEqual(FORBIDDEN);
      }
    }
    const anonymous = new SandboxClient(sandbox.url);
    const res = await anonymous.get(ALICE);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(NOT_SIGNED_IN);
    // Nothing the refused users tried landed.
    expect((await list(jdoe)).map((n) => n.note_id)).toEqual([4, 2, 1]);
  });

  it('API-062: an unknown agent is 404 for provider staff', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await jdoe.get('api/agents/A9999/notifications/');
    expect(res.status).toBe(404);
  });

  it('API-063: a DELETE without the CSRF header is refused', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.delete(`${ALICE}4/`, { csrf: false });
    expect(res.status).toBe(403);
    expect((await list(alice)).map((n) => n.note_id)).toEqual([4, 3, 2, 1]);
  });
});
