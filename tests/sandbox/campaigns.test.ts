import { describe, expect, it } from 'vitest';
import { SandboxClient, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();

interface Row {
  campaign_id: string | null;
  campaign_name: string | null;
  domain_name: string;
  impressions: number;
  clicks: number;
  /** A DRF decimal: dollars with two decimals. */
  cost: string;
  phone_calls: number;
  quote_starts: number;
}
interface Page {
  count: number;
  page: number;
  page_size: number;
  results: Row[];
}

const OCTOBER = { start: '2026-10-01T00:00:00', end: '2026-10-31T23:59:59' };
const campaignsPath = (params: Record<string, string>, agentId = 'A1001') =>
  `api/agents/${agentId}/campaigns/?${new URLSearchParams({ ...OCTOBER, ...params })}`;
const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;

describe('campaigns (API-077, STATS-009)', () => {
  it('API-077: a page of campaign rows with count, page and page_size, by domain name', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.get(campaignsPath({}));
    expect(res.status).toBe(200);
    const page = await json<Page>(res);
    expect(page).toMatchObject({ count: 4, page: 1, page_size: 10 });
    expect(page.results.map((r) => [r.domain_name, r.campaign_name])).toEqual([
      ['alice-insurance.example', 'Springfield auto insurance'],
      ['alice-insurance.example', 'Home and auto bundle'],
      ['alice-quotes.example', 'Free quote in minutes'],
      ['aliceanderson-agency.example', 'Life insurance basics'],
    ]);
    expect(Object.keys(page.results[0]).sort()).toEqual(
      ['campaign_id', 'campaign_name', 'clicks', 'cost', 'domain_name', 'impressions', 'phone_calls', 'quote_starts'].sort(),
    );
    for (const row of page.results) {
      expect(row.impressions).toBeGreaterThan(row.clicks);
      expect(row.cost).toMatch(/^\d+\.\d{2}$/);
      expect(Number(row.cost)).toBeGreaterThan(0);
    }
    // Stable numbers: the same query answers the same.
    expect(await json<Page>(await alice.get(campaignsPath({})))).toEqual(page);
  });

  it('API-077: page, page_size, sort_key and sort_descending', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const all = await json<Page>(await alice.get(campaignsPath({ sort_key: 'cost', sort_descending: 'true' })));
    const costs = all.results.map((r) => Number(r.cost));
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    const second = await json<Page>(await alice.get(campaignsPath({ sort_key: 'cost', sort_descending: 'true', page: '2', page_size: '3' })));
    expect(second).toMatchObject({ count: 4, page: 2, page_size: 3 });
    expect(second.results).toEqual(all.results.slice(3));
    const past = await alice.get(campaignsPath({ page: '3', page_size: '3' }));
    expect(past.status).toBe(404);
    expect(await past.json()).toEqual({ detail: 'Invalid page.' });
  });

  it('API-077: include_uncampaigned adds the domains without a campaign; domain_filter narrows by name', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const withAll = await json<Page>(await alice.get(campaignsPath({ include_uncampaigned: 'true' })));
    expect(withAll.count).toBe(7);
    const bare = withAll.results.filter((r) => r.campaign_id === null).map((r) => r.domain_name);
    expect(bare).toEqual(['alice-coming-soon.example', 'alice-external.example', 'alice-parked.example']);
    expect(withAll.results.find((r) => r.domain_name === 'alice-external.example')).toMatchObject({ impressions: 0, cost: '0.00' });
    const filtered = await json<Page>(await alice.get(campaignsPath({ include_uncampaigned: 'true', domain_filter: 'Alice-Insurance' })));
    expect(filtered.results.map((r) => r.campaign_id)).toEqual(['7310020001', '7310020002']);
  });

  it('API-077: bad parameters and a missing date are 400s per field', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const bad = await alice.get(campaignsPath({ page: '0', page_size: 'x', sort_key: 'nope', sort_descending: 'maybe' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(await bad.json()).sort()).toEqual(['page', 'page_size', 'sort_descending', 'sort_key']);
    const noEnd = await alice.get(`api/agents/A1001/campaigns/?start=${OCTOBER.start}`);
    expect(noEnd.status).toBe(400);
    expect(await noEnd.json()).toEqual({ end: ['This field is required.'] });
  });

  it('API-077: tina has no campaigns; other agents and anonymous users get 403', async () => {
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect(await json<Page>(await jdoe.get(campaignsPath({}, 'A1004')))).toEqual({ count: 0, page: 1, page_size: 10, results: [] });
    expect((await (await signedIn(sandbox.url, 'bob')).get(campaignsPath({}))).status).toBe(403);
    expect((await new SandboxClient(sandbox.url).get(campaignsPath({}))).status).toBe(403);
    expect((await jdoe.get(campaignsPath({}, 'A9999'))).status).toBe(404);
  });
});

describe('QLP views (API-078, STATS-010)', () => {
  it('API-078: views per quote landing page over the last 30 days and their total', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await alice.get('api/agents/A1001/campaigns/qlp_views/');
    expect(res.status).toBe(200);
    const body = await json<{ start: string; end: string; qlp_views: number; results: { domain_name: string; qlp_views: number }[] }>(res);
    expect(body.end).toBe(new Date().toISOString().slice(0, 10));
    expect((Date.parse(body.end) - Date.parse(body.start)) / 86_400_000).toBe(29);
    // Domains with a /quote/ page only: not the parked or cancelled ones.
    expect(body.results.map((r) => r.domain_name)).toEqual([
      'alice-external.example',
      'alice-insurance.example',
      'alice-quotes.example',
      'aliceanderson-agency.example',
    ]);
    expect(body.qlp_views).toBe(body.results.reduce((sum, r) => sum + r.qlp_views, 0));
    expect((await (await signedIn(sandbox.url, 'bob')).get('api/agents/A1001/campaigns/qlp_views/')).status).toBe(403);
  });
});
