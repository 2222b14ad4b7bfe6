import { describe } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { statsCalls } from '@portal/rules/contract';
import { type TestGateway } from '../helpers';
import { signedIn, itRefusesGarbageAnswers } from './garbage';

const ALPHA = {
  pk: 1,
  domain_name: 'alpha.example',
  product_type: 'm1',
  is_cancelled: false,
  active: true,
  content: ['/'],
};
/** The 19-character range the gateway sends for January 2024 (':' percent-encoded). */
const JANUARY = `?${new URLSearchParams({ start: '2024-01-01T00:00:00', end: '2024-01-31T23:59:59' })}`;
const RANGE = 'startDate: "2024-01-01", endDate: "2024-01-31"';

const signedInAgent = signedIn();

function withDomain(gw: TestGateway) {
  signedInAgent(gw);
  gw.reply('GET', 'api/agents/A1/domains/', 200, [ALPHA]);
}

describe('the dashboard and stats calls refuse garbage answers', () => {
  itRefusesGarbageAnswers([
    {
      call: statsCalls.dash,
      path: 'api/agents/A1/dash/',
      document: '{ agent(associateId: "A1") { associateId dash { tosAcceptedOn services { key } } } }',
      arrange: signedInAgent,
      failure: MESSAGES.dashData,
      dataPath: ['agent', 'dash'],
      // An answer without its services is not a dashboard: no silent empty list.
      wrongShape: { tos_accepted_on: null },
    },
    {
      call: statsCalls.accountOverview,
      path: `api/agents/A1/stats/account_overview/${JANUARY}`,
      document: `{ agent(associateId: "A1") { accountOverview(${RANGE}) { total { visits } } } }`,
      arrange: signedInAgent,
      failure: MESSAGES.graphData,
      dataPath: ['agent', 'accountOverview'],
      // Counts as strings are not counts: no silent zeros.
      wrongShape: { graph: [], total: { visits: '3', page_views: '4', phone_clicks: '0' } },
    },
    {
      call: statsCalls.domainAnalysis,
      path: `api/domains/alpha.example/stats/domain_analysis/${JANUARY}`,
      document: `{ agent(associateId: "A1") { domain(domainName: "alpha.example") {
        pk analysis(${RANGE}) { visits } } } }`,
      arrange: withDomain,
      failure: MESSAGES.m1Stats,
      dataPath: ['agent', 'domain', 'analysis'],
    },
    {
      call: statsCalls.domainOverview,
      path: `api/domains/alpha.example/stats/domain_overview/${JANUARY}`,
      document: `{ agent(associateId: "A1") { domain(domainName: "alpha.example") {
        pk overview(${RANGE}) { total { visits } } } } }`,
      arrange: withDomain,
      failure: MESSAGES.proxyData,
      dataPath: ['agent', 'domain', 'overview'],
      // A day that is not YYYY-MM-DD cannot be placed on the chart.
      wrongShape: {
        domain_name: 'alpha.example',
        product_type: 'm1',
        graph: [{ date: 'Jan 1', visits: 1, page_views: 2 }],
        total: { visits: 1, page_views: 2 },
      },
    },
  ]);
});
