import { describe, expect, it } from 'vitest';
import { MESSAGES, STATS_MESSAGES, STATS_TIMESTAMP } from '@portal/rules';
import { AGENT_A1, AUTH_INFO, SESSION, type UpstreamCall, useGateway, USERS, withSession } from './helpers';

const AGENT = { ...AGENT_A1, billing_day: 15 };

const gw = useGateway();

describe('Agent.dash (API-061)', () => {
  it('API-061: the dash field GETs api/agents/{id}/dash/ and maps it', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', 'api/agents/A1/', 200, AGENT);
    gw.reply('GET', 'api/agents/A1/dash/', 200, {
      tos_accepted_on: '2024-03-01T10:00:00Z',
      services: [
        { key: 'scheduler', name: 'Appointment Scheduler', active: true },
        { key: 'calltracking', name: 'Call Tracking', active: false },
      ],
    });
    const res = await gw.gql('{ agent(associateId: "A1") { displayName dash { tosAcceptedOn services { key name active } } } }', {
      cookie: SESSION.cookie,
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent).toEqual({
      displayName: 'Alice Smith',
      dash: {
        tosAcceptedOn: '2024-03-01T10:00:00.000Z',
        services: [
          { key: 'scheduler', name: 'Appointment Scheduler', active: true },
          { key: 'calltracking', name: 'Call Tracking', active: false },
        ],
      },
    });
    const dash = gw.callsTo('GET', 'api/agents/A1/dash/');
    expect(dash).toHaveLength(1);
    expect(dash[0].headers).toMatchObject({ cookie: 'sessionid=sess1; csrftoken=tok1', 'x-csrftoken': 'tok1' });
  });

  it('ERR-085: a failed dash load gives the ERR-085 text', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', 'api/agents/A1/', 200, AGENT);
    gw.reply('GET', 'api/agents/A1/dash/', 503, { detail: 'upstream trace' });
    const res = await gw.gql('{ agent(associateId: "A1") { associateId dash { tosAcceptedOn } } }', {
      cookie: SESSION.cookie,
    });
    expect(res.body.data).toEqual({ agent: { associateId: 'A1', dash: null } }); // the rest of the agent still shows
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'There was an issue retrieving your dashboard data! Please try again later.',
      path: ['agent', 'dash'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    expect(res.text).not.toContain('upstream trace');
  });

  it('SHELL-033 STATS-001: the dash GET starts with the agent GET, and a failed agent still answers ERR-084', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    gw.reply('GET', 'api/agents/A1/', 500, { detail: 'boom' }, { delayMs: 30 });
    gw.reply('GET', 'api/agents/A1/dash/', 200, { tos_accepted_on: null, services: [] });
    const res = await gw.gql('{ agent(associateId: "A1") { associateId dash { tosAcceptedOn } } }', {
      cookie: SESSION.cookie,
    });
    expect(res.body.errors?.[0]).toMatchObject({ message: 'Could not retrieve data for A1', path: ['agent'] });
    // Sequential resolvers would never ask for the dash of an agent that failed: it was requested in parallel.
    expect(gw.calls.map((c) => c.path).sort()).toEqual(['/api/agents/A1/', '/api/agents/A1/dash/', '/api/users/auth_info/']);
  });

  it('AUTH-008: another agent\'s dash is never requested', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql('{ agent(associateId: "A2") { dash { tosAcceptedOn } } }', { cookie: SESSION.cookie });
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.calls.map((c) => c.path)).toEqual(['/api/users/auth_info/']);
  });
});

const pathOf = (call: UpstreamCall) => new URL(call.path, 'http://x').pathname;
const queryOf = (call: UpstreamCall) => Object.fromEntries(new URL(call.path, 'http://x').searchParams);
const callsUnder = (path: string) => gw.calls.filter((c) => c.method === 'GET' && pathOf(c) === `/${path}`);
/** The query string the gateway sends for a range (':' is percent-encoded by URLSearchParams). */
const rangeQuery = (start: string, end: string) => `?${new URLSearchParams({ start, end })}`;

const OVERVIEW = 'api/agents/A1/stats/account_overview/';
const JANUARY = rangeQuery('2024-01-01T00:00:00', '2024-01-31T23:59:59');

function signedInAgent() {
  gw.reply('GET', AUTH_INFO, 200, USERS.agent);
  gw.reply('GET', 'api/agents/A1/', 200, AGENT);
}

describe('Agent.accountOverview (API-045, STATS-002, STATS-003)', () => {
  const QUERY = `query($s: String!, $e: String!) { agent(associateId: "A1") { accountOverview(startDate: $s, endDate: $e) {
    start end graph { date visits pageViews phoneClicks } total { visits pageViews phoneClicks } } } }`;

  it('API-045 / STATS-002 / STATS-003: GETs account_overview with 19-character start and end and maps graph and total', async () => {
    signedInAgent();
    gw.reply('GET', `${OVERVIEW}${JANUARY}`, 200, {
      graph: [
        { date: '2024-01-01', visits: 3, page_views: 7, phone_clicks: 1 },
        { date: '2024-01-02', visits: 4, page_views: 9, phone_clicks: 0 },
      ],
      total: { visits: 7, page_views: 16, phone_clicks: 1 },
    });
    const res = await gw.gql(QUERY, withSession({ s: '2024-01-01', e: '2024-01-31' }));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent.accountOverview).toEqual({
      start: '2024-01-01T00:00:00',
      end: '2024-01-31T23:59:59',
      graph: [
        { date: '2024-01-01', visits: 3, pageViews: 7, phoneClicks: 1 },
        { date: '2024-01-02', visits: 4, pageViews: 9, phoneClicks: 0 },
      ],
      total: { visits: 7, pageViews: 16, phoneClicks: 1 },
    });
    const calls = callsUnder(OVERVIEW);
    expect(calls).toHaveLength(1);
    const query = queryOf(calls[0]);
    expect(query).toEqual({ start: '2024-01-01T00:00:00', end: '2024-01-31T23:59:59' });
    for (const value of Object.values(query)) {
      expect(value).toHaveLength(19);
      expect(value).toMatch(/^\d{4}-\d{2}-\d{2}.\d{2}:\d{2}:\d{2}$/);
      expect(value).toMatch(STATS_TIMESTAMP);
    }
  });

  it('STATS-002: a new range re-queries with the new start and end', async () => {
    signedInAgent();
    gw.reply('GET', `${OVERVIEW}${JANUARY}`, 200, { graph: [], total: { visits: 0, page_views: 0, phone_clicks: 0 } });
    gw.reply('GET', `${OVERVIEW}${rangeQuery('2024-02-01T00:00:00', '2024-02-29T23:59:59')}`, 200, {
      graph: [],
      total: { visits: 5, page_views: 6, phone_clicks: 2 },
    });
    const res = await gw.gql(
      `{ agent(associateId: "A1") {
          jan: accountOverview(startDate: "2024-01-01", endDate: "2024-01-31") { total { visits } }
          feb: accountOverview(startDate: "2024-02-01", endDate: "2024-02-29") { start end total { visits } }
        } }`,
      withSession(),
    );
    expect(res.body.data?.agent).toEqual({
      jan: { total: { visits: 0 } },
      feb: { start: '2024-02-01T00:00:00', end: '2024-02-29T23:59:59', total: { visits: 5 } },
    });
    expect(callsUnder(OVERVIEW).map(queryOf)).toHaveLength(2);
  });

  it('ERR-038: a 500 on account_overview gives the graph data text', async () => {
    signedInAgent();
    gw.reply('GET', `${OVERVIEW}${JANUARY}`, 500, { detail: 'trace' });
    const res = await gw.gql(QUERY, withSession({ s: '2024-01-01', e: '2024-01-31' }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: MESSAGES.graphData,
      path: ['agent', 'accountOverview'],
      extensions: { code: 'UPSTREAM_ERROR' },
    });
    expect(res.text).not.toContain('trace');
  });

  it.each([
    ['a missing end', '2024-01-01', '', { endDate: [STATS_MESSAGES.range] }],
    ['a malformed start', '01/01/2024', '2024-01-31', { startDate: [STATS_MESSAGES.range] }],
    ['a start after the end', '2024-02-01', '2024-01-31', { startDate: [STATS_MESSAGES.range], endDate: [STATS_MESSAGES.range] }],
  ])('VALID-043: %s gives "Valid start and end dates required" and no upstream stats call', async (_, s, e, fields) => {
    signedInAgent();
    const res = await gw.gql(QUERY, withSession({ s, e }));
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Valid start and end dates required',
      extensions: { code: 'BAD_USER_INPUT', fields },
    });
    expect(gw.calls.some((c) => c.path.includes('/stats/'))).toBe(false);
  });

  it('AUTH-008: another agent\'s account overview is never requested', async () => {
    gw.reply('GET', AUTH_INFO, 200, USERS.agent);
    const res = await gw.gql('{ agent(associateId: "A2") { accountOverview(startDate: "2024-01-01", endDate: "2024-01-02") { start } } }', withSession());
    expect(res.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(gw.calls.map((c) => c.path)).toEqual(['/api/users/auth_info/']);
  });
});

describe('Domain.analysis and Domain.overview (API-046, API-047, STATS-007, STATS-008)', () => {
  const DOMAIN = { pk: 1, domain_name: 'alpha.example', product_type: 'm1', is_cancelled: false, active: true, content: [] };
  const ANALYSIS = 'api/domains/alpha.example/stats/domain_analysis/';
  const DOMAIN_OVERVIEW = 'api/domains/alpha.example/stats/domain_overview/';

  function withDomain() {
    signedInAgent();
    gw.reply('GET', 'api/agents/A1/domains/', 200, [DOMAIN]);
  }

  it('API-046 / STATS-007: analysis GETs api/domains/{d}/stats/domain_analysis/?start&end and maps every field', async () => {
    withDomain();
    gw.reply('GET', `${ANALYSIS}${JANUARY}`, 200, {
      domain_name: 'alpha.example',
      visits: 10,
      page_views: 20,
      phone_clicks: 3,
      sms_clicks: 2,
      contact_forms_sent: 1,
      map_directions_clicks: 4,
      quote_starts: 5,
      bots_crawlers: 6,
      page_views_by_device_type: { desktop: 8, mobile: 11, tablet: 1 },
      page_views_by_referrer: [
        { referrer: 'google.com', page_views: 12 },
        { referrer: '(direct)', page_views: 8 },
      ],
    });
    const res = await gw.gql(
      `{ agent(associateId: "A1") { domain(domainName: "alpha.example") { analysis(startDate: "2024-01-01", endDate: "2024-01-31") {
          visits pageViews phoneClicks smsClicks contactFormsSent mapDirectionsClicks quoteStarts botsCrawlers
          pageViewsByDeviceType { desktop mobile tablet } pageViewsByReferrer { referrer pageViews } } } } }`,
      withSession(),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.agent.domain.analysis).toEqual({
      visits: 10,
      pageViews: 20,
      phoneClicks: 3,
      smsClicks: 2,
      contactFormsSent: 1,
      mapDirectionsClicks: 4,
      quoteStarts: 5,
      botsCrawlers: 6,
      pageViewsByDeviceType: { desktop: 8, mobile: 11, tablet: 1 },
      pageViewsByReferrer: [
        { referrer: 'google.com', pageViews: 12 },
        { referrer: '(direct)', pageViews: 8 },
      ],
    });
    const calls = callsUnder(ANALYSIS);
    expect(calls).toHaveLength(1);
    expect(queryOf(calls[0])).toEqual({ start: '2024-01-01T00:00:00', end: '2024-01-31T23:59:59' });
  });

  it('ERR-039: a 500 on domain_analysis gives the M1 stats text and the domain still shows', async () => {
    withDomain();
    gw.reply('GET', `${ANALYSIS}${JANUARY}`, 500, {});
    const res = await gw.gql(
      '{ agent(associateId: "A1") { domain(domainName: "alpha.example") { pk analysis(startDate: "2024-01-01", endDate: "2024-01-31") { visits } } } }',
      withSession(),
    );
    expect(res.body.data?.agent.domain).toEqual({ pk: 1, analysis: null });
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.m1Stats, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('API-047 / STATS-008: overview GETs api/domains/{d}/stats/domain_overview/?start&end and maps graph and total', async () => {
    withDomain();
    gw.reply('GET', `${DOMAIN_OVERVIEW}${JANUARY}`, 200, {
      domain_name: 'alpha.example',
      product_type: 'm1',
      graph: [{ date: '2024-01-01', visits: 2, page_views: 5 }],
      total: { visits: 2, page_views: 5 },
    });
    const res = await gw.gql(
      `{ agent(associateId: "A1") { domain(domainName: "alpha.example") { overview(startDate: "2024-01-01", endDate: "2024-01-31") {
          graph { date visits pageViews } total { visits pageViews } } } } }`,
      withSession(),
    );
    expect(res.body.data?.agent.domain.overview).toEqual({
      graph: [{ date: '2024-01-01', visits: 2, pageViews: 5 }],
      total: { visits: 2, pageViews: 5 },
    });
    expect(queryOf(callsUnder(DOMAIN_OVERVIEW)[0])).toEqual({ start: '2024-01-01T00:00:00', end: '2024-01-31T23:59:59' });
  });

  it('ERR-040: a 500 on domain_overview gives the proxy data text', async () => {
    withDomain();
    gw.reply('GET', `${DOMAIN_OVERVIEW}${JANUARY}`, 500, {});
    const res = await gw.gql(
      '{ agent(associateId: "A1") { domain(domainName: "alpha.example") { overview(startDate: "2024-01-01", endDate: "2024-01-31") { total { visits } } } } }',
      withSession(),
    );
    expect(res.body.errors?.[0]).toMatchObject({ message: MESSAGES.proxyData, extensions: { code: 'UPSTREAM_ERROR' } });
  });

  it('VALID-043: a bad range on a domain report sends no stats call', async () => {
    withDomain();
    const res = await gw.gql(
      '{ agent(associateId: "A1") { domain(domainName: "alpha.example") { overview(startDate: "2024-01-31", endDate: "nope") { total { visits } } } } }',
      withSession(),
    );
    expect(res.body.errors?.[0]).toMatchObject({
      message: STATS_MESSAGES.range,
      extensions: { code: 'BAD_USER_INPUT', fields: { endDate: [STATS_MESSAGES.range] } },
    });
    expect(gw.calls.some((c) => c.path.includes('/stats/'))).toBe(false);
  });
});
