import { describe } from 'vitest';
import { MESSAGES } from '@portal/rules';
import { campaignCalls } from '@portal/rules/contract';
import { signedIn, itRefusesGarbageAnswers } from './garbage';

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
      arrange: signedIn(),
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
      arrange: signedIn(),
      failure: MESSAGES.qlpStats,
      dataPath: ['agent', 'qlpViews'],
      // The total as text.
      wrongShape: { start: '2026-10-24', end: '2026-11-22', qlp_views: '322', results: [] },
    },
  ]);
});
