import { describe } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { campaignCalls } from '@portal/rules/contract';
import { AUTH_INFO, USERS, type TestGateway } from '../helpers';
import { itRefusesGarbageAnswers } from './garbage';

/** A complete API-060 record: the agent is read before its campaign fields. */
const AGENT = {
  associate_id: 'A1',
  first_name: 'Alice',
  preferred_first_name: null,
  last_name: 'Smith',
  alias: 'asmi',
  is_agent_intern: false,
  billing_day: 5,
};
const signedIn = (gw: TestGateway) => {
  gw.reply('GET', AUTH_INFO, 200, USERS.agent);
  gw.reply('GET', 'api/agents/A1/', 200, AGENT);
};
const CAMPAIGNS = `api/agents/A1/campaigns/?${new URLSearchParams({
  start: '2026-10-01T00:00:00',
  end: '2026-10-31T23:59:59',
  page: '1',
  include_uncampaigned: 'false',
  page_size: '10',
  sort_key: 'domain_name',
  sort_descending: 'false',
  domain_filter: '',
})}`;

describe('the campaign calls refuse garbage answers', () => {
  itRefusesGarbageAnswers([
    {
      call: campaignCalls.campaigns,
      path: CAMPAIGNS,
      document: '{ agent(associateId: "A1") { associateId campaigns(startDate: "2026-10-01", endDate: "2026-10-31") { totalCount } } }',
      arrange: signedIn,
      failure: MESSAGES.generic,
      dataPath: ['agent', 'campaigns'],
      // A page whose row has no domain name.
      wrongShape: {
        count: 1,
        page: 1,
        page_size: 10,
        results: [{ campaign_id: '1', campaign_name: 'x', impressions: 1, clicks: 0, cost: '0.00', phone_calls: 0, quote_starts: 0 }],
      },
    },
    {
      call: campaignCalls.qlpViews,
      path: 'api/agents/A1/campaigns/qlp_views/',
      document: '{ agent(associateId: "A1") { associateId qlpViews { total } } }',
      arrange: signedIn,
      failure: MESSAGES.qlpStats,
      dataPath: ['agent', 'qlpViews'],
      // The total as text.
      wrongShape: { start: '2026-10-24', end: '2026-11-22', qlp_views: '322', results: [] },
    },
  ]);
});
