import { describe } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { callTrackingCalls } from '@portal/rules/contract';
import { USERS, type TestGateway } from '../helpers';
import { signedIn, viewer, itRefusesGarbageAnswers } from './garbage';

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
const CALLS = `${ACCOUNT_PATH}calls/?${new URLSearchParams({
  start: '2026-11-01T00:00:00',
  end: '2026-11-30T23:59:59',
  sort: 'started',
  sort_dir: 'desc',
  page: '1',
  limit: '9999',
})}`;
const PAYLOAD = 'callTracking { poolSize } agent { associateId }';

const withAccount = (gw: TestGateway) => {
  signedIn()(gw);
  gw.reply('GET', ACCOUNT_PATH, 200, ACCOUNT);
};

describe('the call tracking calls refuse garbage answers', () => {
  itRefusesGarbageAnswers([
    {
      call: callTrackingCalls.account,
      path: ACCOUNT_PATH,
      document: '{ agent(associateId: "A1") { associateId callTracking { poolSize } } }',
      arrange: signedIn(),
      failure: MESSAGES.callTrackingInfo,
      dataPath: ['agent', 'callTracking'],
      // The account without its numbers.
      wrongShape: { ...ACCOUNT, numbers: undefined },
    },
    {
      call: callTrackingCalls.setPoolSize,
      path: ACCOUNT_PATH,
      document: `mutation($input: SetPoolSizeInput!) { setPoolSize(input: $input) { ${PAYLOAD} } }`,
      variables: { input: { agentId: 'A1', extraLines: 2 } },
      arrange: viewer(USERS.mirus),
      failure: MESSAGES.callTrackingSave,
      dataPath: ['setPoolSize'],
    },
    {
      call: callTrackingCalls.create,
      path: ACCOUNT_PATH,
      document: `mutation($input: CreateCallTrackingInput!) { createCallTracking(input: $input) { ${PAYLOAD} } }`,
      variables: { input: { agentId: 'A1' } },
      arrange: viewer(USERS.mirus),
      failure: MESSAGES.callTrackingCreate,
      dataPath: ['createCallTracking'],
    },
    {
      call: callTrackingCalls.disable,
      path: ACCOUNT_PATH,
      document: `mutation($input: DisableCallTrackingInput!) { disableCallTracking(input: $input) { ${PAYLOAD} } }`,
      variables: { input: { agentId: 'A1' } },
      arrange: viewer(USERS.mirus),
      failure: MESSAGES.callTrackingDisable,
      dataPath: ['disableCallTracking'],
    },
    {
      call: callTrackingCalls.retrySessionTracker,
      path: `${ACCOUNT_PATH}retry_session_tracker/`,
      document: `mutation($input: RetrySessionTrackerInput!) { retrySessionTracker(input: $input) { noNumbers ${PAYLOAD} } }`,
      variables: { input: { agentId: 'A1', areaCode: '217' } },
      arrange: viewer(USERS.agent),
      failure: MESSAGES.callTrackingAreaCode,
      dataPath: ['retrySessionTracker'],
      // success true without the numbers it found.
      wrongShape: { success: true },
    },
    {
      call: callTrackingCalls.calls,
      path: CALLS,
      document:
        '{ agent(associateId: "A1") { callTracking { poolSize calls(startDate: "2026-11-01", endDate: "2026-11-30") { totalCount } } } }',
      arrange: withAccount,
      failure: MESSAGES.callTrackingCalls,
      dataPath: ['agent', 'callTracking', 'calls'],
      // A call with a status the contract does not know.
      wrongShape: {
        call_count: 1,
        page: 1,
        limit: 9999,
        calls: [{ id: 1, started: '2026-11-18T12:26:49Z', duration: 5, caller_number: 'x', tracking_number: 'y', status: 'busy', domain_name: null }],
      },
    },
    {
      call: callTrackingCalls.stats,
      path: `${ACCOUNT_PATH}stats/`,
      document: '{ agent(associateId: "A1") { callTracking { poolSize stats { callCount } } } }',
      arrange: withAccount,
      failure: MESSAGES.callTrackingData,
      dataPath: ['agent', 'callTracking', 'stats'],
    },
  ]);
});
