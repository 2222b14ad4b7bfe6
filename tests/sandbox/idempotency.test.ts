import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedIn, useTestSandbox, type SandboxClient } from './client';

// Issue #8 item 3 / decision D-64: a write repeated with the same Idempotency-Key within 24 hours answers the first
// answer and stores nothing twice.
const sandbox = useTestSandbox();

const SCHEDULES = 'api/agents/A1001/schedules/';
const REDIRECTS = 'api/agents/A1001/domains/alice-insurance.example/emails/';
const keyed = (key: string) => ({ headers: { 'idempotency-key': key } });
const newSchedule = (label: string) => ({ agent: 'A1001', label, domains: ['alice-insurance.example'] });

interface Schedule {
  id: number;
  label: string;
}

async function schedules(client: SandboxClient): Promise<Schedule[]> {
  return (await (await client.get(SCHEDULES)).json()) as Schedule[];
}

async function redirectCount(client: SandboxClient): Promise<number> {
  return ((await (await client.get('api/agents/A1001/emails/')).json()) as unknown[]).length;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Idempotency-Key on writes (issue #8, D-64)', () => {
  it('API-023: createSchedule sent twice with one key stores one schedule and answers the first answer again', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const before = (await schedules(alice)).length;
    const first = await alice.post(SCHEDULES, newSchedule('Evening line'), keyed('action-0001-aaaa-bbbb'));
    const firstBody = await first.text();
    const again = await alice.post(SCHEDULES, newSchedule('Evening line'), keyed('action-0001-aaaa-bbbb'));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(await again.text()).toBe(firstBody);
    const after = await schedules(alice);
    expect(after).toHaveLength(before + 1);
    expect(after.filter((s) => s.label === 'Evening line')).toHaveLength(1);
  });

  it('API-023: the replay is the first answer even when the repeated body differs (the key names the action)', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const first = (await (await alice.post(SCHEDULES, newSchedule('New Schedule abc'), keyed('k-random-label-0001'))).json()) as Schedule;
    const again = (await (await alice.post(SCHEDULES, newSchedule('New Schedule xyz'), keyed('k-random-label-0001'))).json()) as Schedule;
    expect(again).toEqual(first);
    expect((await schedules(alice)).map((s) => s.label)).not.toContain('New Schedule xyz');
  });

  it('API-011: addEmailRedirect twice with one key is one redirect; a different key is a second write', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const before = await redirectCount(alice);
    const body = { redirect_address: 'sales@alice-insurance.example', real_address: 'alice@agents.example' };
    expect((await alice.post(REDIRECTS, body, keyed('redirect-key-00001'))).status).toBe(201);
    expect((await alice.post(REDIRECTS, body, keyed('redirect-key-00001'))).status).toBe(201);
    expect(await redirectCount(alice)).toBe(before + 1);
    // A new action with another key runs: here the duplicate address is refused, proving the handler ran.
    const second = await alice.post(REDIRECTS, body, keyed('redirect-key-00002'));
    expect(second.status).toBe(400);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(await redirectCount(alice)).toBe(before + 1);
  });

  it('API-023: two different keys are two schedules', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const before = (await schedules(alice)).length;
    await alice.post(SCHEDULES, newSchedule('Twice'), keyed('two-keys-0000000001'));
    await alice.post(SCHEDULES, newSchedule('Twice'), keyed('two-keys-0000000002'));
    expect((await schedules(alice)).filter((s) => s.label === 'Twice')).toHaveLength(2);
    expect(await schedules(alice)).toHaveLength(before + 2);
  });

  it('writes without the header run every time', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    await alice.post(SCHEDULES, newSchedule('Unkeyed'));
    await alice.post(SCHEDULES, newSchedule('Unkeyed'));
    expect((await schedules(alice)).filter((s) => s.label === 'Unkeyed')).toHaveLength(2);
  });

  it('a 400 answer is remembered too: the same key answers the same 400 without running again', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const bad = await alice.post(SCHEDULES, { agent: 'A1001', label: '' }, keyed('bad-input-key-00001'));
    expect(bad.status).toBe(400);
    const badBody = await bad.json();
    const again = await alice.post(SCHEDULES, newSchedule('Now valid'), keyed('bad-input-key-00001'));
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(badBody);
    expect((await schedules(alice)).map((s) => s.label)).not.toContain('Now valid');
  });

  it('a key reused for another method or path answers 422 and runs nothing', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const before = await redirectCount(alice);
    await alice.post(SCHEDULES, newSchedule('Keyed once'), keyed('reused-key-0000001'));
    const body = { redirect_address: 'new@alice-insurance.example', real_address: 'alice@agents.example' };
    const res = await alice.post(REDIRECTS, body, keyed('reused-key-0000001'));
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ detail: 'This Idempotency-Key was already used for another request.' });
    expect(await redirectCount(alice)).toBe(before);
  });

  it('keys are per user: another user sending the same key runs his own write', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const sam = await signedIn(sandbox.url, 'sam');
    await alice.post(SCHEDULES, newSchedule('Alice keyed'), keyed('shared-key-00000001'));
    const res = await sam.post(SCHEDULES, newSchedule('Sam keyed'), keyed('shared-key-00000001'));
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect((await schedules(alice)).map((s) => s.label)).toEqual(expect.arrayContaining(['Alice keyed', 'Sam keyed']));
  });

  it('a key is forgotten after 24 hours: the write runs again', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    vi.useFakeTimers({ toFake: ['Date'] });
    await alice.post(SCHEDULES, newSchedule('Day one'), keyed('expiring-key-000001'));
    vi.setSystemTime(Date.now() + 23 * 60 * 60 * 1000);
    const within = await alice.post(SCHEDULES, newSchedule('Day one'), keyed('expiring-key-000001'));
    expect(within.headers.get('idempotent-replayed')).toBe('true');
    vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
    const later = await alice.post(SCHEDULES, newSchedule('Day one'), keyed('expiring-key-000001'));
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect((await schedules(alice)).filter((s) => s.label === 'Day one')).toHaveLength(2);
  });

  it('a malformed key answers 400 and runs nothing', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const before = (await schedules(alice)).length;
    const res = await alice.post(SCHEDULES, newSchedule('Bad key'), keyed('x'.repeat(256)));
    expect(res.status).toBe(400);
    expect(await schedules(alice)).toHaveLength(before);
  });
});
