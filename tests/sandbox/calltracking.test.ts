import { CALLTRACKING_MESSAGES } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, NOT_FOUND, SandboxClient, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();

const ACCOUNT = 'api/agents/A1001/calltracking/';
const NOVEMBER = { start: '2026-11-01T00:00:00', end: '2026-11-30T23:59:59' };
const callsPath = (params: Record<string, string> = {}, agentId = 'A1001') =>
  `api/agents/${agentId}/calltracking/calls/?${new URLSearchParams({ ...NOVEMBER, ...params })}`;
const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

interface Call {
  id: number;
  started: string;
  duration: number;
  caller_number: string;
  tracking_number: string;
  status: string;
  domain_name: string | null;
}
interface Calls {
  call_count: number;
  page: number;
  limit: number;
  calls: Call[];
}

describe('the account (API-079, STATS-011)', () => {
  it('API-079: alice has an account: pool_size, the 3 included lines, the extra ones, area code and numbers', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.get(ACCOUNT);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      pool_size: 5,
      included_lines: 3,
      extra_lines: 2,
      area_code: '312',
      session_tracker_active: true,
      numbers: ['(312) 555-0100', '(312) 555-0101', '(312) 555-0102', '(312) 555-0103', '(312) 555-0104'],
      created: '2026-04-28T15:00:00Z',
    });
  });

  it('API-079, ERR-091: bob has no account: 404', async () => {
    const bob = await signedIn(sandbox.url, 'bob');
    const res = await bob.get('api/agents/A1003/calltracking/');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(NOT_FOUND);
    expect((await bob.get(callsPath({}, 'A1003'))).status).toBe(404);
    expect((await bob.get('api/agents/A1003/calltracking/stats/')).status).toBe(404);
  });

  it('AUTH-008, AUTH-010: other agents get 403 before the 404; staff of the agent may read', async () => {
    const bob = await signedIn(sandbox.url, 'bob');
    const res = await bob.get(ACCOUNT);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(FORBIDDEN);
    expect((await (await signedIn(sandbox.url, 'alice')).get('api/agents/A1003/calltracking/')).status).toBe(403);
    expect((await (await signedIn(sandbox.url, 'sam')).get(ACCOUNT)).status).toBe(200);
    expect((await new SandboxClient(sandbox.url).get(ACCOUNT)).status).toBe(403);
  });
});

describe('pool size, create and disable (API-080..082, D-43 internal only)', () => {
  it('API-080, VALID-040: PUT {pool_size} sets the pool; 3 included plus 0 to 10', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await jdoe.put(ACCOUNT, { pool_size: 13 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ pool_size: 13, extra_lines: 10 });
    for (const pool_size of [2, 14]) {
      const bad = await jdoe.put(ACCOUNT, { pool_size });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ pool_size: [CALLTRACKING_MESSAGES.extraLines] });
    }
    // The contract's body takes a JSON integer: a string is DRF's type error, not the range's.
    const text = await jdoe.put(ACCOUNT, { pool_size: '5' });
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({ pool_size: ['A valid number is required.'] });
    expect(await (await jdoe.put(ACCOUNT, {})).json()).toEqual({ pool_size: ['This field is required.'] });
    expect((await jdoe.put('api/agents/A1003/calltracking/', { pool_size: 4 })).status).toBe(404);
  });

  it('API-081: POST creates an account with no numbers yet; a second POST is a 400', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await jdoe.post('api/agents/A1003/calltracking/', {});
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      pool_size: 3,
      extra_lines: 0,
      area_code: null,
      session_tracker_active: false,
      numbers: [],
    });
    const again = await jdoe.post('api/agents/A1003/calltracking/', { pool_size: 4 });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ detail: 'Call tracking is already set up for this agent.' });
    const bob = await signedIn(sandbox.url, 'bob');
    expect(await json<Calls>(await bob.get(callsPath({}, 'A1003')))).toEqual({ call_count: 0, page: 1, limit: 50, calls: [] });
  });

  it('API-082: DELETE disables the account (204); afterwards it is absent (404)', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    const res = await jdoe.delete(ACCOUNT);
    expect(res.status).toBe(204);
    expect((await jdoe.get(ACCOUNT)).status).toBe(404);
    expect((await jdoe.delete(ACCOUNT)).status).toBe(404);
  });

  it('D-43: agents and staff may not change the pool, create or disable', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    for (const res of [
      await alice.put(ACCOUNT, { pool_size: 4 }),
      await alice.post(ACCOUNT, {}),
      await alice.delete(ACCOUNT),
      await (await signedIn(sandbox.url, 'sam')).delete(ACCOUNT),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(FORBIDDEN);
    }
    expect((await alice.get(ACCOUNT)).status).toBe(200);
  });
});

describe('session tracker retry (API-083, STATS-013)', () => {
  it('API-083: an agent retries with an area code; numbers are found and the account uses them', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.post(`${ACCOUNT}retry_session_tracker/`, { code: '217' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      area_code: '217',
      numbers: ['(217) 555-0100', '(217) 555-0101', '(217) 555-0102', '(217) 555-0103', '(217) 555-0104'],
    });
    expect(await json(await alice.get(ACCOUNT))).toMatchObject({ area_code: '217' });
  });

  it('API-083, ERR-092: no numbers in the area code answers success false and changes nothing', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.post(`${ACCOUNT}retry_session_tracker/`, { code: '907' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: false });
    expect(await json(await alice.get(ACCOUNT))).toMatchObject({ area_code: '312' });
  });

  it('API-083: a bad code is a 400; no account is a 404; another agent a 403', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const bad = await alice.post(`${ACCOUNT}retry_session_tracker/`, { code: '12' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: [CALLTRACKING_MESSAGES.areaCode] });
    const bob = await signedIn(sandbox.url, 'bob');
    expect((await bob.post('api/agents/A1003/calltracking/retry_session_tracker/', { code: '217' })).status).toBe(404);
    expect((await bob.post(`${ACCOUNT}retry_session_tracker/`, { code: '217' })).status).toBe(403);
  });
});

describe('calls and stats (API-084, API-085, STATS-012)', () => {
  it('API-084: calls in the range with call_count, sorted by sort and sort_dir, limit 9999', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.get(callsPath({ sort: 'started', sort_dir: 'asc', page: '1', limit: '9999' }));
    expect(res.status).toBe(200);
    const body = await json<Calls>(res);
    expect(body).toMatchObject({ call_count: 9, page: 1, limit: 9999 });
    expect(body.calls).toHaveLength(9);
    expect(body.calls[0]).toEqual({
      id: 88,
      started: '2026-11-01T12:36:34Z',
      duration: 38,
      caller_number: '(217) 555-3826',
      tracking_number: '(312) 555-0104',
      status: 'voicemail',
      domain_name: 'alice-insurance.example',
    });
    const started = body.calls.map((c) => c.started);
    expect(started).toEqual([...started].sort());
    for (const c of body.calls) expect(c.started >= '2026-11-01' && c.started < '2026-12-01').toBe(true);
    const byDuration = await json<Calls>(await alice.get(callsPath({ sort: 'duration', sort_dir: 'desc' })));
    const durations = byDuration.calls.map((c) => c.duration);
    expect(durations).toEqual([...durations].sort((a, b) => b - a));
    const paged = await json<Calls>(await alice.get(callsPath({ sort: 'started', sort_dir: 'asc', page: '2', limit: '4' })));
    expect(paged.calls.map((c) => c.id)).toEqual(body.calls.slice(4, 8).map((c) => c.id));
    expect(paged.call_count).toBe(9);
  });

  it('API-084, VALID-043: start and end are required; bad sort, sort_dir and limit are 400s', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const noEnd = await alice.get(`${ACCOUNT}calls/?start=2026-11-01T00:00:00`);
    expect(noEnd.status).toBe(400);
    expect(await noEnd.json()).toEqual({ end: ['This field is required.'] });
    const bad = await alice.get(callsPath({ sort: 'x', sort_dir: 'up', limit: '10000' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(await bad.json()).sort()).toEqual(['limit', 'sort', 'sort_dir']);
  });

  it('API-085: stats count every call by status with the average answered duration', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.get(`${ACCOUNT}stats/`);
    expect(res.status).toBe(200);
    const stats = await json<Record<string, number | string>>(res);
    expect(stats).toEqual({
      call_count: 96,
      answered: 68,
      missed: 16,
      voicemail: 12,
      average_duration: 456,
      first_call: '2026-05-01T13:10:00Z',
      last_call: '2026-11-18T12:26:49Z',
    });
    expect((await (await signedIn(sandbox.url, 'bob')).get(`${ACCOUNT}stats/`)).status).toBe(403);
  });
});
