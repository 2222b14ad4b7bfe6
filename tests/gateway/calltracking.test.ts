import { describe, expect, it } from 'vitest';
import { CALLTRACKING_MESSAGES, MESSAGES, STATS_MESSAGES } from '@portal/rules';
import { AGENT_A1, AUTH_INFO, gid, useGateway, USERS, withSession } from './helpers';

const gw = useGateway();

const writes = () => gw.calls.filter((c) => c.method !== 'GET');

/** A complete API-060 record. */
const ACCOUNT_PATH = 'api/agents/A1/calltracking/';
const ACCOUNT = {
  pool_size: 5,
  included_lines: 3,
  extra_lines: 2,
  area_code: '312',
  session_tracker_active: true,
  numbers: ['(312) 555-0100', '(312) 555-0101'],
  created: '2026-04-28T15:00:00Z',
};

function signedIn(user: Record<string, unknown> = USERS.agent, times = 1) {
  gw.reply('GET', AUTH_INFO, 200, user, { times });
  gw.reply('GET', 'api/agents/A1/', 200, AGENT_A1, { times });
}

const callsPath = (params: Record<string, string> = {}) =>
  `${ACCOUNT_PATH}calls/?${new URLSearchParams({
    start: '2026-11-01T00:00:00',
    end: '2026-11-30T23:59:59',
    sort: 'started',
    sort_dir: 'desc',
    page: '1',
    limit: '9999',
    ...params,
  })}`;
const CALL_A = {
  id: 96,
  started: '2026-11-18T12:26:49Z',
  duration: 293,
  caller_number: '(217) 555-6661',
  tracking_number: '(312) 555-0104',
  status: 'answered',
  domain_name: 'alpha.example',
};
const CALL_B = { ...CALL_A, id: 95, started: '2026-11-18T10:07:55Z', status: 'missed', duration: 0 };
const CALL_C = { ...CALL_A, id: 90, started: '2026-11-06T16:59:42Z', duration: 535 };

describe('Agent.callTracking (API-079, STATS-011, ERR-091)', () => {
  it('API-079 / STATS-011: GET calltracking/ maps the account', async () => {
    signedIn();
    gw.reply('GET', ACCOUNT_PATH, 200, ACCOUNT);
    const res = await gw.gql(
      '{ agent(associateId: "A1") { callTracking { id agentId poolSize includedLines extraLines areaCode sessionTrackerActive numbers created } } }',
      withSession(),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent.callTracking).toEqual({
      id: gid('CallTracking', 'A1'),
      agentId: 'A1',
      poolSize: 5,
      includedLines: 3,
      extraLines: 2,
      areaCode: '312',
      sessionTrackerActive: true,
      numbers: ['(312) 555-0100', '(312) 555-0101'],
      created: '2026-04-28T15:00:00.000Z',
    });
  });

  it('API-079 / ERR-091: a 404 gives callTracking null with no error at all', async () => {
    signedIn();
    gw.reply('GET', ACCOUNT_PATH, 404, { detail: 'Not found.' });
    const res = await gw.gql('{ agent(associateId: "A1") { associateId callTracking { poolSize } } }', withSession());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent).toEqual({ associateId: 'A1', callTracking: null });
  });

  it('ERR-065: a 500 gives the call tracking info text', async () => {
    signedIn();
    gw.reply('GET', ACCOUNT_PATH, 500, { detail: 'trace' });
    const res = await gw.gql('{ agent(associateId: "A1") { associateId callTracking { poolSize } } }', withSession());
    expect(res.body.data?.agent).toEqual({ associateId: 'A1', callTracking: null });
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.callTrackingInfo,
      path: ['agent', 'callTracking'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    expect(res.text).not.toContain('trace');
  });

  it("AUTH-008: another agent's call tracking is FORBIDDEN with no upstream call about that agent", async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql('{ agent(associateId: "A2") { callTracking { poolSize } } }', withSession());
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });
});

const CALLS = `query($s: String!, $e: String!, $sort: CallSortKey, $dir: SortDirection, $page: Int, $first: Int, $after: String) {
  agent(associateId: "A1") { callTracking {
    calls(startDate: $s, endDate: $e, sort: $sort, sortDir: $dir, page: $page, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor }
      edges { node { id callId started duration callerNumber trackingNumber status domainName } }
    }
  } } }`;

describe('calls, history and stats (API-084, API-085, STATS-012)', () => {
  it('API-084 / CONST-025: the calls query passes start, end, sort, sort_dir, page and limit=9999', async () => {
    signedIn();
    gw.reply('GET', ACCOUNT_PATH, 200, ACCOUNT);
    const path = callsPath({ sort: 'duration', sort_dir: 'asc', page: '2' });
    gw.reply('GET', path, 200, { call_count: 12, page: 2, limit: 9999, calls: [CALL_B, CALL_A] });
    const res = await gw.gql(CALLS, withSession({ s: '2026-11-01', e: '2026-11-30', sort: 'duration', dir: 'asc', page: 2, first: 1 }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('GET', path)).toHaveLength(1);
    const calls = res.body.data?.agent.callTracking.calls;
    expect(calls.totalCount).toBe(12);
    expect(calls.pageInfo.hasNextPage).toBe(true);
    expect(calls.edges).toEqual([
      {
        node: {
          id: gid('Call', 'A1/95'),
          callId: '95',
          started: '2026-11-18T10:07:55.000Z',
          duration: 0,
          callerNumber: '(217) 555-6661',
          trackingNumber: '(312) 555-0104',
          status: 'missed',
          domainName: 'alpha.example',
        },
      },
    ]);
  });

  it('VALID-043: a missing end date gives "Valid start and end dates required" and no calls request', async () => {
    signedIn();
    gw.reply('GET', ACCOUNT_PATH, 200, ACCOUNT);
    const res = await gw.gql(CALLS, withSession({ s: '2026-11-01', e: '' }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: STATS_MESSAGES.range,
      extensions: { code: 'BAD_USER_INPUT', fields: { endDate: [STATS_MESSAGES.range] } },
    });
    expect(gw.sent().some((c) => c.includes('/calls/'))).toBe(false);
  });

  it('ERR-070: a 500 on calls gives the calls text; the account still shows', async () => {
    signedIn();
    gw.reply('GET', ACCOUNT_PATH, 200, ACCOUNT);
    gw.reply('GET', callsPath(), 500, {});
    const res = await gw.gql(
      '{ agent(associateId: "A1") { callTracking { poolSize calls(startDate: "2026-11-01", endDate: "2026-11-30") { totalCount } } } }',
      withSession(),
    );
    expect(res.body.data?.agent.callTracking).toEqual({ poolSize: 5, calls: null });
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.callTrackingCalls, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('D-43: history counts calls per day from the same request as the default calls table', async () => {
    signedIn();
    gw.reply('GET', ACCOUNT_PATH, 200, ACCOUNT);
    gw.reply('GET', callsPath(), 200, { call_count: 3, page: 1, limit: 9999, calls: [CALL_A, CALL_B, CALL_C] });
    const res = await gw.gql(
      `{ agent(associateId: "A1") { callTracking {
          calls(startDate: "2026-11-01", endDate: "2026-11-30") { totalCount }
          history(startDate: "2026-11-01", endDate: "2026-11-30") { date calls answered }
        } } }`,
      withSession(),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent.callTracking.history).toEqual([
      { date: '2026-11-06', calls: 1, answered: 1 },
      { date: '2026-11-18', calls: 2, answered: 1 },
    ]);
    expect(gw.callsTo('GET', callsPath())).toHaveLength(1);
  });

  it('ERR-071: a 500 on the call history request gives the history text', async () => {
    signedIn();
    gw.reply('GET', ACCOUNT_PATH, 200, ACCOUNT);
    gw.reply('GET', callsPath(), 500, {});
    const res = await gw.gql(
      '{ agent(associateId: "A1") { callTracking { history(startDate: "2026-11-01", endDate: "2026-11-30") { date } } } }',
      withSession(),
    );
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.callTrackingHistory, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('API-085 / STATS-012: the callStats query sends GET calltracking/stats/', async () => {
    signedIn();
    gw.reply('GET', ACCOUNT_PATH, 200, ACCOUNT);
    gw.reply('GET', `${ACCOUNT_PATH}stats/`, 200, {
      call_count: 96,
      answered: 68,
      missed: 16,
      voicemail: 12,
      average_duration: 456,
      first_call: '2026-05-01T13:10:00Z',
      last_call: '2026-11-18T12:26:49Z',
    });
    const res = await gw.gql(
      '{ agent(associateId: "A1") { callTracking { stats { callCount answered missed voicemail averageDuration firstCall lastCall } } } }',
      withSession(),
    );
    expect(res.body.data?.agent.callTracking.stats).toEqual({
      callCount: 96,
      answered: 68,
      missed: 16,
      voicemail: 12,
      averageDuration: 456,
      firstCall: '2026-05-01T13:10:00.000Z',
      lastCall: '2026-11-18T12:26:49.000Z',
    });
  });

  it('ERR-072: a 500 on stats gives the call tracking data text', async () => {
    signedIn();
    gw.reply('GET', ACCOUNT_PATH, 200, ACCOUNT);
    gw.reply('GET', `${ACCOUNT_PATH}stats/`, 500, {});
    const res = await gw.gql('{ agent(associateId: "A1") { callTracking { stats { callCount } } } }', withSession());
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.callTrackingData, extensions: { code: 'UPSTREAM_ERROR' } });
  });
});

const PAYLOAD = 'callTracking { poolSize extraLines } agent { associateId }';

describe('pool size, create and disable (API-080..082, ADMIN-030..032, D-43)', () => {
  const SET = `mutation($input: SetPoolSizeInput!) { setPoolSize(input: $input) { ${PAYLOAD} } }`;
  const CREATE = `mutation($input: CreateCallTrackingInput!) { createCallTracking(input: $input) { ${PAYLOAD} } }`;
  const DISABLE = `mutation($input: DisableCallTrackingInput!) { disableCallTracking(input: $input) { ${PAYLOAD} } }`;

  it('API-080 / CONST-023: setPoolSize sends PUT {pool_size} (3 included plus the extra lines)', async () => {
    signedIn(USERS.mirus);
    gw.reply('PUT', ACCOUNT_PATH, 200, { ...ACCOUNT, pool_size: 5 });
    gw.reply('GET', ACCOUNT_PATH, 200, ACCOUNT);
    const res = await gw.gql(SET, withSession({ input: { agentId: 'A1', extraLines: 2 } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('PUT', ACCOUNT_PATH)[0].body).toEqual({ pool_size: 5 });
    expect(res.body.data?.setPoolSize).toEqual({ callTracking: { poolSize: 5, extraLines: 2 }, agent: { associateId: 'A1' } });
  });

  it('VALID-040: 11 or -1 extra lines are refused with no PUT', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus, { times: 2 });
    for (const extraLines of [11, -1]) {
      const res = await gw.gql(SET, withSession({ input: { agentId: 'A1', extraLines } }));
      expect(res.body.errors?.[0]).toMatchObject({
        message: CALLTRACKING_MESSAGES.extraLines,
        extensions: { code: 'BAD_USER_INPUT', fields: { extraLines: [CALLTRACKING_MESSAGES.extraLines] } },
      });
    }
    expect(writes()).toHaveLength(0);
  });

  it('API-081 / API-082: createCallTracking sends POST {pool_size}; disableCallTracking sends DELETE and the account is then absent', async () => {
    signedIn(USERS.mirus);
    gw.reply('POST', ACCOUNT_PATH, 201, { ...ACCOUNT, pool_size: 3, area_code: null, numbers: [] });
    gw.reply('GET', ACCOUNT_PATH, 200, { ...ACCOUNT, pool_size: 3, area_code: null, numbers: [] });
    const created = await gw.gql(CREATE, withSession({ input: { agentId: 'A1' } }));
    expect(created.body.errors).toBeUndefined();
    expect(gw.callsTo('POST', ACCOUNT_PATH)[0].body).toEqual({ pool_size: 3 });
    expect(created.body.data?.createCallTracking.callTracking).toEqual({ poolSize: 3, extraLines: 0 });

    signedIn(USERS.mirus);
    gw.reply('DELETE', ACCOUNT_PATH, 204);
    gw.reply('GET', ACCOUNT_PATH, 404, { detail: 'Not found.' });
    const disabled = await gw.gql(DISABLE, withSession({ input: { agentId: 'A1' } }));
    expect(disabled.body.errors).toBeUndefined();
    expect(gw.callsTo('DELETE', ACCOUNT_PATH)).toHaveLength(1);
    expect(disabled.body.data?.disableCallTracking).toEqual({ callTracking: null, agent: { associateId: 'A1' } });
  });

  it('ERR-066 / ERR-067 / ERR-068: a 500 on each write gives its own text', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus, { times: 3 });
    gw.reply('PUT', ACCOUNT_PATH, 500, {});
    gw.reply('POST', ACCOUNT_PATH, 500, {});
    gw.reply('DELETE', ACCOUNT_PATH, 500, {});
    const set = await gw.gql(SET, withSession({ input: { agentId: 'A1', extraLines: 1 } }));
    expect(set.body.errors?.[0]).toMatchObject({ message: MESSAGES.callTrackingSave, extensions: { code: 'UPSTREAM_ERROR' } });
    const create = await gw.gql(CREATE, withSession({ input: { agentId: 'A1', extraLines: 1 } }));
    expect(create.body.errors?.[0]).toMatchObject({ message: MESSAGES.callTrackingCreate, extensions: { code: 'UPSTREAM_ERROR' } });
    const disable = await gw.gql(DISABLE, withSession({ input: { agentId: 'A1' } }));
    expect(disable.body.errors?.[0]).toMatchObject({ message: MESSAGES.callTrackingDisable, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('D-43: an agent or a staff member may not set the pool, create or disable: FORBIDDEN, no upstream call', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent, { times: 3 });
    for (const [doc, input] of [
      [SET, { agentId: 'A1', extraLines: 1 }],
      [CREATE, { agentId: 'A1' }],
      [DISABLE, { agentId: 'A1' }],
    ] as const) {
      const res = await gw.gql(doc, withSession({ input }));
      expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    gw.reply('GET', AUTH_INFO, 200, USERS.staff);
    const staff = await gw.gql(DISABLE, withSession({ input: { agentId: 'A1' } }));
    expect(staff.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent().every((c) => c === 'GET /api/users/auth_info/')).toBe(true);
  });
});

describe('retrySessionTracker (API-083, STATS-013, ERR-092)', () => {
  const RETRY = `mutation($input: RetrySessionTrackerInput!) { retrySessionTracker(input: $input) {
    noNumbers message severity callTracking { areaCode } agent { associateId } } }`;
  const RETRY_PATH = `${ACCOUNT_PATH}retry_session_tracker/`;

  it('API-083: an agent sends POST retry_session_tracker/ {code}; found numbers are no alert', async () => {
    signedIn();
    gw.reply('POST', RETRY_PATH, 200, { success: true, area_code: '217', numbers: [] });
    gw.reply('GET', ACCOUNT_PATH, 200, { ...ACCOUNT, area_code: '217' });
    const res = await gw.gql(RETRY, withSession({ input: { agentId: 'A1', areaCode: ' 217 ' } }));
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('POST', RETRY_PATH)[0].body).toEqual({ code: '217' });
    expect(res.body.data?.retrySessionTracker).toEqual({
      noNumbers: false,
      message: null,
      severity: null,
      callTracking: { areaCode: '217' },
      agent: { associateId: 'A1' },
    });
  });

  it('STATS-013 / ERR-092: success:false gives an info-level result, not an error', async () => {
    signedIn();
    gw.reply('POST', RETRY_PATH, 200, { success: false });
    gw.reply('GET', ACCOUNT_PATH, 200, ACCOUNT);
    const res = await gw.gql(RETRY, withSession({ input: { agentId: 'A1', areaCode: '907' } }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.retrySessionTracker).toMatchObject({
      noNumbers: true,
      message: MESSAGES.noAreaCodeNumbers,
      severity: 'info',
      callTracking: { areaCode: '312' },
    });
  });

  it('ERR-069: a 500 on retry_session_tracker gives the area code text', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('POST', RETRY_PATH, 500, {});
    const res = await gw.gql(RETRY, withSession({ input: { agentId: 'A1', areaCode: '217' } }));
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.callTrackingAreaCode, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('a bad area code is refused with no POST; another agent is FORBIDDEN with no upstream call', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent, { times: 2 });
    const bad = await gw.gql(RETRY, withSession({ input: { agentId: 'A1', areaCode: '12' } }));
    expect(bad.body.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { areaCode: [CALLTRACKING_MESSAGES.areaCode] },
    });
    const other = await gw.gql(RETRY, withSession({ input: { agentId: 'A2', areaCode: '217' } }));
    expect(other.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent().every((c) => c === 'GET /api/users/auth_info/')).toBe(true);
  });
});
