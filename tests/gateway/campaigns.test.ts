import { describe, expect, it } from 'vitest';
import { MESSAGES, STATS_MESSAGES } from '@portal/rules';
import { AGENT_A1, AUTH_INFO, useGateway, USERS, withSession } from './helpers';

const gw = useGateway();

/** A complete API-060 record. */

function signedIn(times = 1) {
  gw.reply('GET', AUTH_INFO, 200, USERS.agent, { times });
  gw.reply('GET', 'api/agents/A1/', 200, AGENT_A1, { times });
}

const campaignsPath = (params: Record<string, string>) => `api/agents/A1/campaigns/?${new URLSearchParams(params)}`;
const ROW = {
  campaign_id: '7310020001',
  campaign_name: 'Springfield auto insurance',
  domain_name: 'alpha.example',
  impressions: 3526,
  clicks: 163,
  cost: '532.67',
  phone_calls: 21,
  quote_starts: 23,
};
const BARE = { ...ROW, campaign_id: null, campaign_name: null, domain_name: 'beta.example', impressions: 0, clicks: 0, cost: '0.00' };

const QUERY = `query($s: String!, $e: String!, $page: Int, $size: Int, $key: CampaignSortKey, $desc: Boolean, $all: Boolean, $filter: String) {
  agent(associateId: "A1") {
    campaigns(startDate: $s, endDate: $e, page: $page, pageSize: $size, sortKey: $key, sortDescending: $desc,
              includeUncampaigned: $all, domainFilter: $filter) {
      totalCount page pageSize pageCount
      pageInfo { hasNextPage hasPreviousPage }
      edges { node { campaignId campaignName domainName impressions clicks cost phoneCalls quoteStarts } }
    }
  } }`;

describe('Agent.campaigns (API-077, STATS-009)', () => {
  it('API-077 / STATS-009: the campaigns query passes all 8 params and maps one page', async () => {
    signedIn();
    const path = campaignsPath({
      start: '2026-10-01T00:00:00',
      end: '2026-10-31T23:59:59',
      page: '2',
      include_uncampaigned: 'true',
      page_size: '2',
      sort_key: 'cost',
      sort_descending: 'true',
      domain_filter: 'alpha',
    });
    gw.reply('GET', path, 200, { count: 5, page: 2, page_size: 2, results: [ROW, BARE] });
    const res = await gw.gql(
      QUERY,
      withSession({ s: '2026-10-01', e: '2026-10-31', page: 2, size: 2, key: 'cost', desc: true, all: true, filter: ' alpha ' }),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent.campaigns).toEqual({
      totalCount: 5,
      page: 2,
      pageSize: 2,
      pageCount: 3,
      pageInfo: { hasNextPage: true, hasPreviousPage: true },
      edges: [
        {
          node: {
            campaignId: '7310020001',
            campaignName: 'Springfield auto insurance',
            domainName: 'alpha.example',
            impressions: 3526,
            clicks: 163,
            cost: 532.67,
            phoneCalls: 21,
            quoteStarts: 23,
          },
        },
        {
          node: {
            campaignId: null,
            campaignName: null,
            domainName: 'beta.example',
            impressions: 0,
            clicks: 0,
            cost: 0,
            phoneCalls: 21,
            quoteStarts: 23,
          },
        },
      ],
    });
    expect(gw.callsTo('GET', path)).toHaveLength(1);
  });

  it('API-077: the defaults are page 1 of 10 by domain name, uncampaigned domains left out, no filter', async () => {
    signedIn();
    const path = campaignsPath({
      start: '2026-10-01T00:00:00',
      end: '2026-10-31T23:59:59',
      page: '1',
      include_uncampaigned: 'false',
      page_size: '10',
      sort_key: 'domain_name',
      sort_descending: 'false',
      domain_filter: '',
    });
    gw.reply('GET', path, 200, { count: 1, page: 1, page_size: 10, results: [ROW] });
    const res = await gw.gql(QUERY, withSession({ s: '2026-10-01', e: '2026-10-31' }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent.campaigns).toMatchObject({ totalCount: 1, page: 1, pageSize: 10, pageCount: 1 });
  });

  it('VALID-043: a missing end date is refused and no campaigns request is sent', async () => {
    signedIn();
    const res = await gw.gql(QUERY, withSession({ s: '2026-10-01', e: '' }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: STATS_MESSAGES.range,
      extensions: { code: 'BAD_USER_INPUT', fields: { endDate: [STATS_MESSAGES.range] } },
    });
    expect(gw.sent().some((c) => c.includes('campaigns'))).toBe(false);
  });

  it('API-077: a page below 1 or a page size above 9999 is refused before the call', async () => {
    signedIn(2);
    const page = await gw.gql(QUERY, withSession({ s: '2026-10-01', e: '2026-10-31', page: 0 }));
    expect(page.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { page: expect.any(Array) } });
    const size = await gw.gql(QUERY, withSession({ s: '2026-10-01', e: '2026-10-31', size: 10000 }));
    expect(size.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { pageSize: expect.any(Array) } });
    expect(gw.sent().some((c) => c.includes('campaigns'))).toBe(false);
  });

  it('ERR-002: a 500 on campaigns gives the generic text', async () => {
    signedIn();
    gw.reply('GET', campaignsPath({
      start: '2026-10-01T00:00:00',
      end: '2026-10-31T23:59:59',
      page: '1',
      include_uncampaigned: 'false',
      page_size: '10',
      sort_key: 'domain_name',
      sort_descending: 'false',
      domain_filter: '',
    }), 500, { detail: 'trace' });
    const res = await gw.gql(QUERY, withSession({ s: '2026-10-01', e: '2026-10-31' }));
    expect(res.body.data?.agent.campaigns).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.generic, extensions: { code: 'UPSTREAM_ERROR' } });
    expect(res.text).not.toContain('trace');
  });

  it("AUTH-008: another agent's campaigns are FORBIDDEN with no upstream call about that agent", async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql('{ agent(associateId: "A2") { campaigns(startDate: "2026-10-01", endDate: "2026-10-31") { totalCount } qlpViews { total } } }', withSession());
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.sent()).toEqual(['GET /api/users/auth_info/']);
  });
});

describe('Agent.qlpViews (API-078, STATS-010)', () => {
  it('API-078 / STATS-010: the qlpViews query sends GET campaigns/qlp_views/', async () => {
    signedIn();
    gw.reply('GET', 'api/agents/A1/campaigns/qlp_views/', 200, {
      start: '2026-10-24',
      end: '2026-11-22',
      qlp_views: 322,
      results: [
        { domain_name: 'alpha.example', qlp_views: 251 },
        { domain_name: 'beta.example', qlp_views: 71 },
      ],
    });
    const res = await gw.gql('{ agent(associateId: "A1") { qlpViews { start end total domains { domainName views } } } }', withSession());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent.qlpViews).toEqual({
      start: '2026-10-24',
      end: '2026-11-22',
      total: 322,
      domains: [
        { domainName: 'alpha.example', views: 251 },
        { domainName: 'beta.example', views: 71 },
      ],
    });
    expect(gw.callsTo('GET', 'api/agents/A1/campaigns/qlp_views/')).toHaveLength(1);
  });

  it('ERR-064: a 500 on qlp_views gives the QLP stats text', async () => {
    signedIn();
    gw.reply('GET', 'api/agents/A1/campaigns/qlp_views/', 500, {});
    const res = await gw.gql('{ agent(associateId: "A1") { associateId qlpViews { total } } }', withSession());
    expect(res.body.data?.agent).toEqual({ associateId: 'A1', qlpViews: null });
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.qlpStats, extensions: { code: 'UPSTREAM_ERROR' } });
  });
});
