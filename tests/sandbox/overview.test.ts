import { describe, expect, it } from 'vitest';
import { QUEUE_TEXTS } from '@portal/rules';
import { FORBIDDEN, NOT_SIGNED_IN, SandboxClient, signedIn, useTestSandbox } from './client';

const sandbox = useTestSandbox();

const RANGE = 'start=2026-11-01T00:00:00&end=2026-11-20T23:59:59';
const json = async <T = any>(res: Response): Promise<T> => (await res.json()) as T;

/** Every overview read and the page (canOpenOverview key) that gates it (decision D-46). */
const READS: { page: string; path: string }[] = [
  { page: 'calltracking', path: `api/overview/calltracking/?${RANGE}` },
  { page: 'qlp', path: `api/overview/qlp/?${RANGE}` },
  { page: 'queue', path: 'api/overview/queue/' },
  { page: 'stats', path: `api/overview/m1stats/?${RANGE}` },
  { page: 'participation', path: 'api/overview/participation/' },
  { page: 'departures', path: 'api/overview/departures/' },
  { page: 'reports', path: 'api/overview/reports/' },
];
/** carol holds calltracking, qlp, queue and m1stats (seed). */
const CAROL_PAGES = ['calltracking', 'qlp', 'queue', 'stats'];

interface QueueItem {
  id: number;
  status: string;
  associate_id: string;
  agent_name: string;
  domain_name: string;
  key: string;
  value: string;
  time: string;
}
const queueOf = async (client: SandboxClient) => json<QueueItem[]>(await client.get('api/overview/queue/'));
const seeded = (items: QueueItem[], domain: string, key: string) =>
  items.find((i) => i.domain_name === domain && i.key === key);

describe('overview access (D-46, OVERVIEW-001..008)', () => {
  it('OVERVIEW-002..008: mirus and a corp with every permission read every overview call', async () => {
    for (const username of ['jdoe', 'erin']) {
      const client = await signedIn(sandbox.url, username);
      for (const { path } of READS) expect((await client.get(path)).status, `${username} ${path}`).toBe(200);
    }
  });

  it('OVERVIEW-002..008: a corp reads only the calls of the pages they hold a permission for; others are 403', async () => {
    const carol = await signedIn(sandbox.url, 'carol');
    for (const { page, path } of READS) {
      const res = await carol.get(path);
      expect(res.status, path).toBe(CAROL_PAGES.includes(page) ? 200 : 403);
      if (res.status === 403) expect(await res.json()).toEqual(FORBIDDEN);
    }
    const nora = await signedIn(sandbox.url, 'nora');
    for (const { path } of READS) expect((await nora.get(path)).status, path).toBe(403);
  });

  it('agents, staff and unknown users get 403 on every overview call; without a session it is the DRF 403', async () => {
    for (const username of ['alice', 'sam', 'uma']) {
      const client = await signedIn(sandbox.url, username);
      for (const { path } of [...READS, { path: 'api/overview/summary/' }]) {
        expect((await client.get(path)).status, `${username} ${path}`).toBe(403);
      }
      expect((await client.post('api/overview/queue/1/approve/')).status).toBe(403);
      expect((await client.post('api/overview/queue/1/reject/', { reason: null })).status).toBe(403);
      expect((await client.get('api/overview/queue/decisions/')).status).toBe(403);
    }
    const anonymous = new SandboxClient(sandbox.url);
    const res = await anonymous.get('api/overview/summary/');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(NOT_SIGNED_IN);
  });

  it('OVERVIEW-001: the summary answers a card only for the pages the user may open', async () => {
    const keys = async (username: string) =>
      (await json<{ agents: number; cards: { key: string }[] }>(await (await signedIn(sandbox.url, username)).get('api/overview/summary/'))).cards.map(
        (c) => c.key,
      );
    expect(await keys('nora')).toEqual([]);
    expect(await keys('carol')).toEqual(CAROL_PAGES);
    expect(await keys('erin')).toEqual(['calltracking', 'qlp', 'queue', 'stats', 'participation', 'departures', 'reports']);
    const summary = await json(await (await signedIn(sandbox.url, 'jdoe')).get('api/overview/summary/'));
    expect(summary.agents).toBe(4);
    expect(summary.cards.find((c: { key: string }) => c.key === 'reports')).toEqual({ key: 'reports', value: 3, label: 'reports' });
  });
});

describe('ranged overview calls (VALID-043, D-15)', () => {
  it('a missing or malformed start or end is a 400 on that field', async () => {
    const erin = await signedIn(sandbox.url, 'erin');
    for (const base of ['api/overview/calltracking/', 'api/overview/qlp/', 'api/overview/m1stats/']) {
      const missing = await erin.get(`${base}?start=2026-11-01T00:00:00`);
      expect(missing.status).toBe(400);
      expect(Object.keys(await missing.json())).toEqual(['end']);
      const bad = await erin.get(`${base}?start=2026-11-01&end=2026-11-20T23:59:59`);
      expect(bad.status).toBe(400);
      expect(Object.keys(await bad.json())).toEqual(['start']);
    }
  });

  it('calltracking: every agent with their account and calls in the range (alice: 9 calls in November)', async () => {
    const body = await json(await (await signedIn(sandbox.url, 'carol')).get(`api/overview/calltracking/?${RANGE}`));
    expect(body).toMatchObject({ start: '2026-11-01T00:00:00', end: '2026-11-20T23:59:59', accounts: 1, call_count: 9 });
    expect(body.results.map((r: { associate_id: string }) => r.associate_id)).toEqual(['A1001', 'A1002', 'A1003', 'A1004']);
    const alice = body.results[0];
    expect(alice).toMatchObject({ agent_name: 'Alice Anderson', has_account: true, pool_size: 5, area_code: '312', call_count: 9 });
    expect(alice.answered + alice.missed + alice.voicemail).toBe(9);
    expect(body.results[2]).toEqual({
      associate_id: 'A1003',
      agent_name: 'Bob Baker',
      has_account: false,
      pool_size: null,
      area_code: null,
      call_count: 0,
      answered: 0,
      missed: 0,
      voicemail: 0,
    });
  });

  it('OVERVIEW-009: qlp answers results, count, overview_data, chart_data and qlp_views that add up', async () => {
    const body = await json(await (await signedIn(sandbox.url, 'carol')).get(`api/overview/qlp/?${RANGE}`));
    expect(Object.keys(body).sort()).toEqual(['chart_data', 'count', 'end', 'overview_data', 'qlp_views', 'results', 'start']);
    expect(body.count).toBe(body.results.length);
    expect(body.results.map((r: { domain_name: string }) => r.domain_name)).toContain('alice-quotes.example');
    expect(body.results.map((r: { domain_name: string }) => r.domain_name)).not.toContain('old-alice.example');
    expect(body.chart_data).toHaveLength(20);
    expect(body.chart_data[0].date).toBe('2026-11-01');
    const sum = (xs: { qlp_views: number }[]) => xs.reduce((s, x) => s + x.qlp_views, 0);
    expect(sum(body.results)).toBe(body.qlp_views);
    expect(sum(body.chart_data)).toBe(body.qlp_views);
    expect(body.overview_data).toMatchObject({ agents: 3, domains: body.count, qlp_views: body.qlp_views });
    const again = await json(await (await signedIn(sandbox.url, 'jdoe')).get(`api/overview/qlp/?${RANGE}`));
    expect(again).toEqual(body);
  });

  it('m1stats: the M1 and M2 websites that are not cancelled, with totals', async () => {
    const body = await json(await (await signedIn(sandbox.url, 'carol')).get(`api/overview/m1stats/?${RANGE}`));
    expect(body.results.map((r: { domain_name: string; product_type: string }) => [r.domain_name, r.product_type])).toEqual([
      ['alice-insurance.example', 'm2'],
      ['aliceanderson-agency.example', 'm1'],
      ['demo-insurance.example', 'm2'],
    ]);
    expect(body.totals.domains).toBe(3);
    expect(body.totals.visits).toBe(body.results.reduce((s: number, r: { visits: number }) => s + r.visits, 0));
  });
});

describe('approval queue (OVERVIEW-010, D-47)', () => {
  it('OVERVIEW-010: lists the pending overrides of every agent oldest first, with agent and domain', async () => {
    const items = await queueOf(await signedIn(sandbox.url, 'carol'));
    const about = seeded(items, 'alice-insurance.example', 'about-me');
    expect(about).toMatchObject({ status: 'pending', associate_id: 'A1001', agent_name: 'Alice Anderson', time: '2026-11-17T14:05:00Z' });
    expect(seeded(items, 'ivan-ingram.example', 'page-title')).toMatchObject({ agent_name: 'Ivan Ingram' });
    expect(items.every((i) => i.status === 'pending')).toBe(true);
    expect([...items.map((i) => i.time)].sort()).toEqual(items.map((i) => i.time));
  });

  it('approve sets the override approved (it leaves the queue); a second approve is a 404', async () => {
    const carol = await signedIn(sandbox.url, 'carol');
    const item = seeded(await queueOf(carol), 'demo-insurance.example', 'mission')!;
    const res = await carol.post(`api/overview/queue/${item.id}/approve/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: item.id, status: 'approved', domain_name: 'demo-insurance.example' });
    expect(seeded(await queueOf(carol), 'demo-insurance.example', 'mission')).toBeUndefined();
    expect((await carol.post(`api/overview/queue/${item.id}/approve/`)).status).toBe(404);
  });

  it('reject deletes the pending override and answers the decision with its trimmed reason; unknown ids are a 404', async () => {
    const carol = await signedIn(sandbox.url, 'carol');
    const item = seeded(await queueOf(carol), 'ivan-ingram.example', 'page-title')!;
    const res = await carol.post(`api/overview/queue/${item.id}/reject/`, { reason: '  Name the products you sell.  ' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      override_id: item.id,
      decision: 'rejected',
      reason: 'Name the products you sell.',
      decided_by: 'carol',
      domain_name: 'ivan-ingram.example',
      key: 'page-title',
      value: 'Ivan Ingram Insurance | Auto and Home',
      submitted_by: 'A1002',
      submitted_at: '2026-11-20T11:00:00Z',
    });
    expect(seeded(await queueOf(carol), 'ivan-ingram.example', 'page-title')).toBeUndefined();
    expect((await carol.post(`api/overview/queue/${item.id}/reject/`, {})).status).toBe(404);
    expect((await carol.post('api/overview/queue/99999/reject/', {})).status).toBe(404);
    expect((await carol.post('api/overview/queue/x/approve/')).status).toBe(404);
  });

  it('D-170: a reason longer than 500 characters is a 400 on reason and nothing changes; a blank reason is none', async () => {
    const carol = await signedIn(sandbox.url, 'carol');
    const item = seeded(await queueOf(carol), 'ivan-ingram.example', 'page-title')!;
    const long = await carol.post(`api/overview/queue/${item.id}/reject/`, { reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ reason: [QUEUE_TEXTS.reasonTooLong] });
    expect(seeded(await queueOf(carol), 'ivan-ingram.example', 'page-title')).toBeDefined();
    const blank = await carol.post(`api/overview/queue/${item.id}/reject/`, { reason: '   ' });
    expect(await blank.json()).toMatchObject({ reason: null });
  });

  it('D-170: each item carries its allowed terms and what it replaces: the approved value, else the section default', async () => {
    const items = await queueOf(await signedIn(sandbox.url, 'carol'));
    // alice's About Me has an approved override (seed); Ivan's page title has none, so the office name is the default.
    expect(seeded(items, 'alice-insurance.example', 'about-me')).toMatchObject({
      allowed_terms: [],
      live_value: 'Alice has served Springfield families since 2009.',
      live_source: 'approved',
    });
    expect(seeded(items, 'ivan-ingram.example', 'page-title')).toMatchObject({
      live_value: 'Ivan Ingram Insurance',
      live_source: 'default',
    });
  });

  it('D-170: decisions are kept, newest first, by reviewer; one domain for whoever may open its editor', async () => {
    const carol = await signedIn(sandbox.url, 'carol');
    const items = await queueOf(carol);
    const about = seeded(items, 'alice-insurance.example', 'about-me')!;
    const mission = seeded(items, 'demo-insurance.example', 'mission')!;
    await carol.post(`api/overview/queue/${about.id}/reject/`, { reason: 'Say how long.' });
    await carol.post(`api/overview/queue/${mission.id}/approve/`);
    const all = await json<{ decision: string; domain_name: string; reason: string | null; decided_by: string }[]>(
      await carol.get('api/overview/queue/decisions/'),
    );
    expect(all.map((d) => [d.decision, d.domain_name, d.reason, d.decided_by])).toEqual([
      ['approved', 'demo-insurance.example', null, 'carol'],
      ['rejected', 'alice-insurance.example', 'Say how long.', 'carol'],
    ]);
    const filtered = await json<unknown[]>(await carol.get('api/overview/queue/decisions/?domain_name=alice-insurance.example'));
    expect(filtered).toHaveLength(1);
    // The agent reads their own domain's decisions (the editor shows a rejection's reason), not every domain's.
    const alice = await signedIn(sandbox.url, 'alice');
    const own = await alice.get('api/overview/queue/decisions/?domain_name=alice-insurance.example');
    expect(own.status).toBe(200);
    expect(await json(own)).toEqual(filtered);
    expect((await alice.get('api/overview/queue/decisions/')).status).toBe(403);
    expect((await alice.get('api/overview/queue/decisions/?domain_name=ivan-ingram.example')).status).toBe(403);
    expect((await (await signedIn(sandbox.url, 'nora')).get('api/overview/queue/decisions/')).status).toBe(403);
  });

  it('D-172: a reviewer may have any domain\'s text checked by the compliance vendor, but not log a check', async () => {
    const carol = await signedIn(sandbox.url, 'carol');
    const body = { text: 'Call us today.', allowedTerms: [], allowNonEnglish: false };
    expect((await carol.post('api/mxeditor/alice-insurance.example/compliance/', body)).status).toBe(200);
    expect((await carol.post('api/mxeditor/alice-insurance.example/compliance/events/', {})).status).toBe(403);
    const nora = await signedIn(sandbox.url, 'nora');
    expect((await nora.post('api/mxeditor/alice-insurance.example/compliance/', body)).status).toBe(403);
  });

  it('writes need the queue permission (403 before 404) and the CSRF token', async () => {
    const erin = await signedIn(sandbox.url, 'erin');
    const item = (await queueOf(erin))[0];
    const nora = await signedIn(sandbox.url, 'nora');
    expect((await nora.post(`api/overview/queue/${item.id}/approve/`)).status).toBe(403);
    expect((await nora.post('api/overview/queue/99999/reject/', {})).status).toBe(403);
    const noCsrf = await erin.call('POST', `api/overview/queue/${item.id}/approve/`, { csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(seeded(await queueOf(erin), item.domain_name, item.key)).toBeDefined();
  });
});

describe('participation, departures and reports (D-47)', () => {
  it('participation: each agent by service, with the number of agents using each service', async () => {
    const body = await json(await (await signedIn(sandbox.url, 'erin')).get('api/overview/participation/'));
    expect(body.total_agents).toBe(4);
    expect(body.services).toEqual([
      { key: 'domains', name: 'Domains', agents: 3 },
      { key: 'emails', name: 'Email redirects', agents: 2 },
      { key: 'calltracking', name: 'Call tracking', agents: 1 },
      { key: 'scheduler', name: 'Appointment scheduler', agents: 1 },
    ]);
    expect(body.agents[0]).toEqual({
      associate_id: 'A1001',
      agent_name: 'Alice Anderson',
      services: [
        { key: 'domains', active: true },
        { key: 'emails', active: true },
        { key: 'calltracking', active: true },
        { key: 'scheduler', active: true },
      ],
    });
  });

  it('departures: the agents who left and the cancelled domains, newest first', async () => {
    const body = await json(await (await signedIn(sandbox.url, 'erin')).get('api/overview/departures/'));
    expect(body.map((d: { kind: string; associate_id: string; date: string }) => [d.kind, d.associate_id, d.date])).toEqual([
      ['agent', 'A0912', '2026-10-15'],
      ['agent', 'A0907', '2026-08-31'],
      ['agent', 'A0954', '2026-06-30'],
      ['domain', 'A1001', '2026-02-10'],
    ]);
    expect(body[3]).toEqual({
      kind: 'domain',
      associate_id: 'A1001',
      agent_name: 'Alice Anderson',
      domain_name: 'old-alice.example',
      product_type: 'm1',
      date: '2026-02-10',
      reason: 'Domain cancelled',
    });
  });

  it('reports: three tables with their columns; a cancelled domain shows up in the counts', async () => {
    const erin = await signedIn(sandbox.url, 'erin');
    const reports = await json(await erin.get('api/overview/reports/'));
    expect(reports.map((r: { key: string }) => r.key)).toEqual(['agent-domains', 'domain-types', 'pending-content']);
    const byType = reports[1].rows;
    expect(byType.find((r: { product_type: string }) => r.product_type === 'm1')).toEqual({
      product_type: 'm1',
      live: 1,
      not_live: 0,
      cancelled: 1,
    });
    expect(reports[0].columns.map((c: { label: string }) => c.label)).toEqual(['Associate ID', 'Agent', 'Live', 'Not yet live', 'Cancelled']);
  });
});

describe('corporate user (API-067, OVERVIEW-011)', () => {
  it('API-067: the corporate employee reads their own record; provider staff any', async () => {
    const carol = await signedIn(sandbox.url, 'carol');
    const res = await carol.get('api/users/corporate/E3001/');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      employee_id: 'E3001',
      username: 'carol',
      email: 'carol@corp.example',
      corporate_permissions: ['calltracking', 'qlp', 'queue', 'm1stats'],
    });
    const jdoe = await signedIn(sandbox.url, 'jdoe');
    expect((await jdoe.get('api/users/corporate/E3003/')).status).toBe(200);
    expect((await jdoe.get('api/users/corporate/E9999/')).status).toBe(404);
  });

  it("another employee's record, or any other user type, is 403", async () => {
    expect((await (await signedIn(sandbox.url, 'carol')).get('api/users/corporate/E3002/')).status).toBe(403);
    expect((await (await signedIn(sandbox.url, 'alice')).get('api/users/corporate/E3001/')).status).toBe(403);
    expect((await new SandboxClient(sandbox.url).get('api/users/corporate/E3001/')).status).toBe(403);
  });
});
