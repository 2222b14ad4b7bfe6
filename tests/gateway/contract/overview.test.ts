import { describe } from 'vitest';
import { MESSAGES, QUEUE_TEXTS } from '@portal/rules';
import { overviewCalls } from '@portal/rules/contract';
import { AUTH_INFO, USERS, type TestGateway } from '../helpers';
import { itRefusesGarbageAnswers } from './garbage';

const RANGE = `?${new URLSearchParams({ start: '2026-11-01T00:00:00', end: '2026-11-20T23:59:59' })}`;
const DATES = 'startDate: "2026-11-01", endDate: "2026-11-20"';
const ITEM = Buffer.from('OverviewQueueItem:5').toString('base64');
const QUEUE_ITEM = {
  id: 5,
  status: 'pending',
  associate_id: 'A1',
  agent_name: 'Alice Anderson',
  domain_name: 'alice.example',
  type: 'text',
  key: 'about-me',
  subkey: '',
  page_key: 'about',
  value: 'Hello',
  description: '',
  branch: 'main',
  version: '1',
  time: '2026-11-17T14:05:00Z',
  created_by: 'alice',
  allowed_terms: [],
  live_value: '',
  live_source: 'default',
};

/** Provider staff may open every overview page and read any corporate record (D-46). */
const staff = (gw: TestGateway) => gw.reply('GET', AUTH_INFO, 200, USERS.mirus);

describe('the overview calls refuse garbage answers (OVERVIEW-001..010, API-067)', () => {
  itRefusesGarbageAnswers([
    {
      call: overviewCalls.summary,
      path: 'api/overview/summary/',
      document: '{ overview { cards { page value } } }',
      arrange: staff,
      failure: MESSAGES.generic,
      dataPath: ['overview', 'cards'],
      wrongShape: { agents: 4, cards: [{ key: 'qlp', value: 'many', label: 'views' }] },
    },
    {
      call: overviewCalls.callTracking,
      path: `api/overview/calltracking/${RANGE}`,
      document: `{ overview { callTracking(${DATES}) { callCount } } }`,
      arrange: staff,
      failure: MESSAGES.generic,
      dataPath: ['overview', 'callTracking'],
    },
    {
      call: overviewCalls.qlp,
      path: `api/overview/qlp/${RANGE}`,
      document: `{ overview { qlpStats(${DATES}) { count } } }`,
      arrange: staff,
      failure: MESSAGES.qlpStats,
      dataPath: ['overview', 'qlpStats'],
    },
    {
      call: overviewCalls.queue,
      path: 'api/overview/queue/',
      document: '{ overview { approvalQueue { totalCount } } }',
      arrange: staff,
      failure: MESSAGES.overridesCheck,
      dataPath: ['overview', 'approvalQueue'],
      wrongShape: [{ id: 5, status: 'pending', value: 'Hello' }],
    },
    {
      call: overviewCalls.approve,
      path: 'api/overview/queue/5/approve/',
      document: 'mutation ($id: ID!) { approveQueuedChanges(input: { ids: [$id] }) { outcomes { ok failure } } }',
      variables: { id: ITEM },
      arrange: (gw) => {
        staff(gw);
        gw.reply('GET', 'api/overview/queue/', 200, [QUEUE_ITEM]);
      },
      failure: MESSAGES.overrideSave,
      dataPath: ['approveQueuedChanges'],
      outcomeFailurePath: ['approveQueuedChanges', 'outcomes', '0', 'failure'],
    },
    {
      call: overviewCalls.reject,
      path: 'api/overview/queue/5/reject/',
      document: 'mutation ($id: ID!) { rejectQueuedChanges(input: { ids: [$id], reason: "Too vague." }) { outcomes { ok failure } } }',
      variables: { id: ITEM },
      arrange: staff,
      failure: MESSAGES.overrideDelete,
      dataPath: ['rejectQueuedChanges'],
      outcomeFailurePath: ['rejectQueuedChanges', 'outcomes', '0', 'failure'],
    },
    {
      call: overviewCalls.decisions,
      path: 'api/overview/queue/decisions/',
      document: '{ overview { queueHistory { domainNames } } }',
      arrange: staff,
      failure: QUEUE_TEXTS.historyLoad,
      dataPath: ['overview', 'queueHistory'],
      wrongShape: [{ id: 1, decision: 'maybe' }],
    },
    {
      call: overviewCalls.m1Stats,
      path: `api/overview/m1stats/${RANGE}`,
      document: `{ overview { m1Stats(${DATES}) { totals { visits } } } }`,
      arrange: staff,
      failure: MESSAGES.m1Stats,
      dataPath: ['overview', 'm1Stats'],
    },
    {
      call: overviewCalls.participation,
      path: 'api/overview/participation/',
      document: '{ overview { participation { totalAgents } } }',
      arrange: staff,
      failure: MESSAGES.generic,
      dataPath: ['overview', 'participation'],
    },
    {
      call: overviewCalls.departures,
      path: 'api/overview/departures/',
      document: '{ overview { departures { reason } } }',
      arrange: staff,
      failure: MESSAGES.generic,
      dataPath: ['overview', 'departures'],
      wrongShape: [{ kind: 'retired', associate_id: 'A1', agent_name: 'Alice', reason: 'x' }],
    },
    {
      call: overviewCalls.reports,
      path: 'api/overview/reports/',
      document: '{ overview { reports { key } } }',
      arrange: staff,
      failure: MESSAGES.generic,
      dataPath: ['overview', 'reports'],
    },
    {
      call: overviewCalls.corporateUser,
      path: 'api/users/corporate/E1/',
      document: 'query ($id: ID!) { corporateUser(employeeId: $id) { employeeId } }',
      variables: { id: 'E1' },
      arrange: staff,
      failure: MESSAGES.generic,
      dataPath: ['corporateUser'],
      wrongShape: { employee_id: 'E1', username: 'carol', corporate_permissions: 'qlp' },
    },
  ]);
});
