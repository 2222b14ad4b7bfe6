import { statsRange } from '@portal/rules';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN, SandboxClient, resetSandbox, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();


interface Point {
  date: string;
  visits: number;
  page_views: number;
  phone_clicks?: number;
}
interface Overview {
  graph: Point[];
  total: { visits: number; page_views: number; phone_clicks?: number };
}

const json = async <T>(res: Response): Promise<T> => (await res.json()) as T;
const query = (startDate: string, endDate: string) => {
  const { start, end } = statsRange(startDate, endDate);
  return `?start=${start}&end=${end}`;
};
const WEEK = query('2026-11-01', '2026-11-07');
const accountOverview = (client: SandboxClient, agentId: string, q = WEEK) =>
  client.get(`api/agents/${agentId}/stats/account_overview/${q}`);
const domainStats = (client: SandboxClient, domain: string, kind: string, q = WEEK) =>
  client.get(`api/domains/${domain}/stats/${kind}/${q}`);
const sum = (points: Point[], key: 'visits' | 'page_views' | 'phone_clicks') =>
  points.reduce((total, p) => total + (p[key] ?? 0), 0);

describe('account overview (API-045)', () => {
  it('API-045, STATS-002: one point per day and a total that adds them up', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await accountOverview(alice, 'A1001');
    expect(res.status).toBe(200);
    const overview = await json<Overview>(res);
    expect(overview.graph.map((p) => p.date)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ]);
    for (const point of overview.graph) {
      expect(Object.keys(point).sort()).toEqual(['date', 'page_views', 'phone_clicks', 'visits']);
      expect(point.visits).toBeGreaterThan(0);
      expect(point.page_views).toBeGreaterThanOrEqual(point.visits);
    }
    expect(overview.total).toEqual({
      visits: sum(overview.graph, 'visits'),
      page_views: sum(overview.graph, 'page_views'),
      phone_clicks: sum(overview.graph, 'phone_clicks'),
    });
  });

  it('API-045: the numbers are deterministic across calls and resets', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const first = await json<Overview>(await accountOverview(alice, 'A1001'));
    expect(await json<Overview>(await accountOverview(alice, 'A1001'))).toEqual(first);
    await resetSandbox(sandbox.url);
    const again = await signedIn(sandbox.url, 'alice');
    expect(await json<Overview>(await accountOverview(again, 'A1001'))).toEqual(first);
  });

  it("API-045: the account is the sum of its active domains' overviews", async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const account = await json<Overview>(await accountOverview(alice, 'A1001'));
    const active = [
      'alice-external.example',
      'alice-insurance.example',
      'alice-parked.example',
      'alice-quotes.example',
      'aliceanderson-agency.example',
    ];
    let visits = 0;
    let pageViews = 0;
    for (const domain of active) {
      const overview = await json<Overview>(await domainStats(alice, domain, 'domain_overview'));
      visits += overview.total.visits;
      pageViews += overview.total.page_views;
    }
    expect(account.total.visits).toBe(visits);
    expect(account.total.page_views).toBe(pageViews);
  });

  it('API-045: an agent without domains gets zeros', async () => {
    const tina = await signedIn(sandbox.url, 'tina');
    const overview = await json<Overview>(await accountOverview(tina, 'A1004', query('2026-11-01', '2026-11-02')));
    expect(overview).toEqual({
      graph: [
        { date: '2026-11-01', visits: 0, page_views: 0, phone_clicks: 0 },
        { date: '2026-11-02', visits: 0, page_views: 0, phone_clicks: 0 },
      ],
      total: { visits: 0, page_views: 0, phone_clicks: 0 },
    });
  });

  it('STATS-003: start and end must be 19-character timestamps', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    for (const q of ['?start=2026-11-01&end=2026-11-07', '?start=2026-11-01T00:00:00Z&end=2026-11-07T23:59:59.000']) {
      const res = await accountOverview(alice, 'A1001', q);
      expect(res.status).toBe(400);
      expect(Object.keys(await res.json()).sort()).toEqual(['end', 'start']);
    }
    const impossible = await accountOverview(alice, 'A1001', '?start=2026-02-30T00:00:00&end=2026-03-01T23:59:59');
    expect(Object.keys(await impossible.json())).toEqual(['start']);
    const missing = await accountOverview(alice, 'A1001', '?start=2026-11-01T00:00:00');
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ end: ['This field is required.'] });
  });

  it('API-045: a start after the end and a range over 366 days are 400s on end', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const reversed = await accountOverview(alice, 'A1001', query('2026-11-07', '2026-11-01'));
    expect(reversed.status).toBe(400);
    expect(Object.keys(await reversed.json())).toEqual(['end']);
    const leapYear = await json<Overview>(await accountOverview(alice, 'A1001', query('2024-01-01', '2024-12-31')));
    expect(leapYear.graph).toHaveLength(366);
    const tooLong = await accountOverview(alice, 'A1001', query('2025-01-01', '2026-01-02'));
    expect(tooLong.status).toBe(400);
    expect(Object.keys(await tooLong.json())).toEqual(['end']);
  });

  it('AUTH-008, AUTH-010: another agent and a staff member outside staff_agents get 403', async () => {
    const bob = await signedIn(sandbox.url, 'bob');
    const res = await accountOverview(bob, 'A1001');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(FORBIDDEN);
    const sam = await signedIn(sandbox.url, 'sam');
    expect((await accountOverview(sam, 'A1001')).status).toBe(200);
    expect((await accountOverview(sam, 'A1003')).status).toBe(403);
    expect((await accountOverview(new SandboxClient(sandbox.url), 'A1001')).status).toBe(403);
  });
});

describe('domain analysis (API-046)', () => {
  it('API-046, STATS-007: totals, page views by device and by referrer, deterministic', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const res = await domainStats(alice, 'alice-insurance.example', 'domain_analysis');
    expect(res.status).toBe(200);
    const analysis = await json<Record<string, unknown>>(res);
    expect(Object.keys(analysis)).toEqual([
      'domain_name',
      'visits',
      'page_views',
      'phone_clicks',
      'sms_clicks',
      'contact_forms_sent',
      'map_directions_clicks',
      'quote_starts',
      'bots_crawlers',
      'page_views_by_device_type',
      'page_views_by_referrer',
    ]);
    expect(analysis.domain_name).toBe('alice-insurance.example');
    const pageViews = analysis.page_views as number;
    const devices = analysis.page_views_by_device_type as Record<string, number>;
    expect(Object.keys(devices).sort()).toEqual(['desktop', 'mobile', 'tablet']);
    expect(devices.desktop + devices.mobile + devices.tablet).toBe(pageViews);
    const referrers = analysis.page_views_by_referrer as { referrer: string; page_views: number }[];
    expect(referrers.reduce((total, r) => total + r.page_views, 0)).toBe(pageViews);
    expect(referrers.map((r) => r.page_views)).toEqual([...referrers.map((r) => r.page_views)].sort((a, b) => b - a));
    const overview = await json<Overview>(await domainStats(alice, 'alice-insurance.example', 'domain_overview'));
    expect(analysis.visits).toBe(overview.total.visits);
    expect(pageViews).toBe(overview.total.page_views);
    expect(await (await domainStats(alice, 'alice-insurance.example', 'domain_analysis')).json()).toEqual(analysis);
  });

  it('API-046: a cancelled domain has no traffic', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const analysis = await json<Record<string, unknown>>(
      await domainStats(alice, 'old-alice.example', 'domain_analysis'),
    );
    expect(analysis).toMatchObject({ visits: 0, page_views: 0, page_views_by_referrer: [] });
  });

  it('API-046: an unknown domain is a 404; bad dates are a 400', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const unknown = await domainStats(alice, 'nope.example', 'domain_analysis');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: 'Not found.' });
    const bad = await domainStats(alice, 'alice-insurance.example', 'domain_analysis', '?start=x&end=y');
    expect(bad.status).toBe(400);
    expect(Object.keys(await bad.json()).sort()).toEqual(['end', 'start']);
  });
});

describe('domain overview (API-047)', () => {
  it('API-047, STATS-008: the domain, its type, a point per day and the total', async () => {
    const alice = await signedIn(sandbox.url, 'alice');
    const days = query('2026-11-01', '2026-11-03');
    const res = await domainStats(alice, 'aliceanderson-agency.example', 'domain_overview', days);
    expect(res.status).toBe(200);
    const overview = await json<Overview & { domain_name: string; product_type: string }>(res);
    expect(overview.domain_name).toBe('aliceanderson-agency.example');
    expect(overview.product_type).toBe('m1');
    expect(overview.graph.map((p) => Object.keys(p).sort())).toEqual(Array(3).fill(['date', 'page_views', 'visits']));
    expect(overview.total).toEqual({
      visits: sum(overview.graph, 'visits'),
      page_views: sum(overview.graph, 'page_views'),
    });
  });

  it("AUTH-008: another agent's domain is a 403; staff get their agents' domains", async () => {
    const bob = await signedIn(sandbox.url, 'bob');
    const res = await domainStats(bob, 'alice-insurance.example', 'domain_overview');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(FORBIDDEN);
    const sam = await signedIn(sandbox.url, 'sam');
    expect((await domainStats(sam, 'alice-insurance.example', 'domain_overview')).status).toBe(200);
    expect((await domainStats(sam, 'bob-baker.example', 'domain_overview')).status).toBe(403);
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect((await domainStats(jdoe, 'bob-baker.example', 'domain_overview')).status).toBe(200);
  });

  it('AUTH-016: a demo user gets the stats of the demo domain only', async () => {
    const ivan = await signedIn(sandbox.url, 'ivan');
    for (const kind of ['domain_overview', 'domain_analysis']) {
      expect((await domainStats(ivan, 'demo-insurance.example', kind)).status).toBe(200);
      expect((await domainStats(ivan, 'bob-baker.example', kind)).status).toBe(403);
    }
  });

  it('API-047: stats need a session', async () => {
    const res = await domainStats(new SandboxClient(sandbox.url), 'alice-insurance.example', 'domain_overview');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});
