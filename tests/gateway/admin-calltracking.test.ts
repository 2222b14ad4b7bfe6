import { describe, expect, it } from 'vitest';
import { CALLTRACKING_MESSAGES } from '@portal/rules';
import { AUTH_INFO, SESSION, useGateway, USERS } from './helpers';
import { itRefusesAllButInternalStaff } from './staffOnly';

const gw = useGateway();

const ACCOUNT_PATH = 'api/agents/A1/calltracking/';
const ACCOUNT = {
  pool_size: 3,
  included_lines: 3,
  extra_lines: 0,
  area_code: null,
  session_tracker_active: false,
  numbers: [],
  created: '2026-11-23T15:00:00Z',
};
const PAYLOAD = 'callTracking { poolSize extraLines }';
const SET = `mutation($input: SetPoolSizeInput!) { setPoolSize(input: $input) { ${PAYLOAD} } }`;
const CREATE = `mutation($input: CreateCallTrackingInput!) { createCallTracking(input: $input) { ${PAYLOAD} } }`;
const DISABLE = `mutation($input: DisableCallTrackingInput!) { disableCallTracking(input: $input) { ${PAYLOAD} } }`;

const OPERATIONS = [
  ['setPoolSize (ADMIN-030)', SET, { agentId: 'A1', extraLines: 2 }],
  ['createCallTracking (ADMIN-031)', CREATE, { agentId: 'A1', extraLines: 0 }],
  ['disableCallTracking (ADMIN-032)', DISABLE, { agentId: 'A1' }],
] as const;

describe('the toolbox Call Tracking tab is internal provider staff only (D-06, D-43, issue #10)', () => {
  itRefusesAllButInternalStaff(
    () => gw,
    OPERATIONS.map(([name, document, input]) => ({ name, document, variables: { input } })),
  );

  it('ADMIN-030: provider staff set 4 extra lines: PUT calltracking/ {pool_size: 7}, then the account is read again', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('PUT', ACCOUNT_PATH, 200, { ...ACCOUNT, pool_size: 7, extra_lines: 4 });
    gw.reply('GET', ACCOUNT_PATH, 200, { ...ACCOUNT, pool_size: 7, extra_lines: 4 });
    const res = await gw.gql(SET, { variables: { input: { agentId: 'A1', extraLines: 4 } }, cookie: SESSION.cookie });
    expect(res.body.errors).toBeUndefined();
    const [put] = gw.callsTo('PUT', ACCOUNT_PATH);
    expect(put.method).toBe('PUT');
    expect(put.body).toEqual({ pool_size: 7 });
    expect(res.body.data?.setPoolSize.callTracking).toEqual({ poolSize: 7, extraLines: 4 });
  });

  it('ADMIN-030 VALID-040: 11 extra lines is BAD_USER_INPUT on extraLines before any upstream call but auth_info', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    const res = await gw.gql(SET, { variables: { input: { agentId: 'A1', extraLines: 11 } }, cookie: SESSION.cookie });
    expect(res.body.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { extraLines: [CALLTRACKING_MESSAGES.extraLines] },
    });
    expect(gw.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/users/auth_info/']);
  });

  it('ADMIN-031: createCallTracking sends POST calltracking/ {pool_size: 3}', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('POST', ACCOUNT_PATH, 201, ACCOUNT);
    gw.reply('GET', ACCOUNT_PATH, 200, ACCOUNT);
    const res = await gw.gql(CREATE, { variables: { input: { agentId: 'A1' } }, cookie: SESSION.cookie });
    expect(res.body.errors).toBeUndefined();
    expect(gw.callsTo('POST', ACCOUNT_PATH).map((c) => c.body)).toEqual([{ pool_size: 3 }]);
  });

  it('ADMIN-032: disableCallTracking sends DELETE calltracking/ with no body; the account then reads as absent', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.mirus);
    gw.reply('DELETE', ACCOUNT_PATH, 204);
    gw.reply('GET', ACCOUNT_PATH, 404, { detail: 'Not found.' });
    const res = await gw.gql(DISABLE, { variables: { input: { agentId: 'A1' } }, cookie: SESSION.cookie });
    expect(res.body.errors).toBeUndefined();
    const [del] = gw.callsTo('DELETE', ACCOUNT_PATH);
    expect(del.body).toBeUndefined();
    expect(res.body.data?.disableCallTracking.callTracking).toBeNull();
  });
});
